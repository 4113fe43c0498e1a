import BroadsideProtocol

/// What the server says without being asked.
public enum ServerMessage: Hashable, Sendable {
    case event(Event)
    /// A `BYE` that answered no command: shutdown, timeout.
    case goodbye(ServerLine)
    /// The connection is gone.
    case disconnected
}
