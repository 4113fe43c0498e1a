import BroadsideClient
import BroadsideCore

/// What a `broadside play`, `hotseat` or `solo` command asked for.
public struct LaunchOptions: Sendable {
    var mode: PlayMode
    /// The server; nil plays on a server run inside the client (hot-seat, solo) or, for `play`,
    /// on the local `broadside serve`.
    public var server: HostAndPort?
    /// The CA to trust for the server; remembered per server.
    public var caPath: String?
    /// The player's name; remembered.
    public var name: String?
    public var plain = false
    /// A client certificate and its key, for a server that requires mutual TLS.
    public var certificatePath: String?
    public var privateKeyPath: String?
    /// The rules the new-game form offers first (`--rules`); nil offers those of the last game
    /// made the same way, else classic.
    public var variant: Rules.Variant?
    /// How long to keep trying to connect again after the server is lost.
    public var reconnectLimit: Duration = .seconds(120)

    /// Whether the client runs a server inside it: solo or hot-seat with no server named.
    public var runsAServer: Bool { server == nil && mode != .network }

    public init(mode: PlayMode) {
        self.mode = mode
    }

    /// Line mode where the terminal cannot move the cursor or show colours: `TERM` set to `dumb`
    /// (Emacs' shell, some CI runners), empty or unset, as `--plain` would. Returns the sentence
    /// saying so, to be said once: a player who expected the full screen learns why; nil where
    /// nothing changes.
    public mutating func chooseLineMode(forTerminal term: String?) -> String? {
        guard !plain, term == nil || term == "" || term == "dumb" else { return nil }
        plain = true
        let named = term.map { $0.isEmpty ? "TERM is empty" : "TERM=\($0)" } ?? "TERM is unset"
        return "\(named): using line mode (--plain)"
    }
}
