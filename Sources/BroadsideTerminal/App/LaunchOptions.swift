import BroadsideCore

/// What a `broadside play`, `hotseat` or `solo` command asked for.
public struct LaunchOptions: Sendable {
    public var mode: PlayMode
    /// The server; nil plays on a server run inside the client (hot-seat, solo) or, for `play`,
    /// on the local `broadside serve`.
    public var server: ServerAddress?
    /// The CA to trust for the server; remembered per server.
    public var caPath: String?
    /// The player's name; remembered.
    public var name: String?
    public var plain = false
    /// A client certificate and its key, for a server that requires mutual TLS.
    public var certificatePath: String?
    public var privateKeyPath: String?
    public var variant: Rules.Variant = .classic
    /// How long to keep trying to connect again after the server is lost.
    public var reconnectLimit: Duration = .seconds(120)

    public init(mode: PlayMode) {
        self.mode = mode
    }
}
