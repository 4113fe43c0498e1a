/// The `serve` options of the limits a connection can be ended or refused for: its warnings are
/// counted by them, and name them as an operator types them.
enum LimitOption: String, Sendable, Comparable {
    case floodLimit = "--flood-limit"
    case handshakeTimeout = "--handshake-timeout"
    case helloTimeout = "--hello-timeout"
    case lineTimeout = "--line-timeout"
    case idleTimeout = "--idle-timeout"
    case maxQueuedOutput = "--max-queued-output"
    case maxConnections = "--max-connections"
    case connectionsPerAddress = "--connections-per-address"
    case newConnectionsPerSecond = "--new-connections-per-second"
    case busyConnectionsPerSecond = "--busy-connections-per-second"

    /// Whether a connection ended for it is warned of: only a client that floods, stalls or holds
    /// a place without playing is over these. A player gone idle is routine, and a handshake that
    /// timed out is warned of as a failed handshake.
    var isWarnedWhenDropped: Bool {
        switch self {
        case .floodLimit, .helloTimeout, .lineTimeout, .maxQueuedOutput: true
        case .handshakeTimeout, .idleTimeout, .maxConnections, .connectionsPerAddress, .newConnectionsPerSecond,
             .busyConnectionsPerSecond: false
        }
    }

    static func < (lhs: LimitOption, rhs: LimitOption) -> Bool { lhs.rawValue < rhs.rawValue }
}
