/// Which budget refused a command with `ERR RATE_LIMITED`: its `scope=` (PROTOCOL.md 11).
public enum RateLimitScope: String, Sendable {
    /// The connection's commands per second.
    case commands
    /// The address's `JOIN`s of codes no game has (7.2).
    case joins
    /// The address's `RESUME`s.
    case resumes
    /// The seat's comings back (7.3).
    case comebacks
    /// The address's stored moves.
    case moves
}
