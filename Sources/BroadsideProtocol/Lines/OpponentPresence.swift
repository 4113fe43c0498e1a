/// What `away=` says of a seat's opponent (PROTOCOL.md 7.4, 7.5).
public enum OpponentPresence: Hashable, Sendable {
    /// Connected, or no human to be away: the computer, or nobody yet.
    case present
    /// Without a connection for this many seconds.
    case away(seconds: Int)

    /// `away=`'s value as `+ STATE` carries it: seconds away, nil when present.
    public init(awaySeconds: Int?) {
        self = awaySeconds.map { .away(seconds: $0) } ?? .present
    }

    /// Reads `away=`: seconds, or `-`; nil for anything else, seconds out of range included.
    public init?(wireForm text: some StringProtocol) {
        if text == "-" {
            self = .present
        } else if let seconds = ServerLine.seconds(wireForm: text) {
            self = .away(seconds: seconds)
        } else {
            return nil
        }
    }

    public var awaySeconds: Int? {
        if case .away(let seconds) = self { seconds } else { nil }
    }

    public var wireForm: String { awaySeconds.map(String.init) ?? "-" }
}

extension ServerLine {
    /// `away=`, nil when absent; malformed when it holds neither seconds nor `-`.
    func opponentPresence() throws(MalformedLine) -> OpponentPresence? {
        guard let value = self[field: "away"] else { return nil }
        guard let presence = OpponentPresence(wireForm: value) else { throw MalformedLine(self, "bad away=") }
        return presence
    }
}
