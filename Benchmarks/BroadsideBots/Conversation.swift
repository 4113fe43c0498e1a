/// What the clients on a few connections say to a server, as a state machine without I/O: lines
/// in, lines out. `ConversationDriver` does the I/O; tests and the benchmark drive the same values.
///
/// A conversation goes through three steps: `open` (say hello, then stay idle, so the server's
/// memory can be measured with the connection open), `begin` (the measured load), `stop` (send
/// nothing new; the replies still owed arrive and are counted).
public protocol Conversation: Sendable {
    /// How many connections the conversation needs; they are numbered from 0.
    static var connectionCount: Int { get }
    /// True when no reply is owed: after `open` once hello is said, after `stop` once drained.
    var isIdle: Bool { get }
    /// Round trips measured so far.
    var tally: Tally { get }

    /// The first lines, once every connection has received the server's greeting.
    mutating func open(now: ContinuousClock.Instant) -> [Outgoing]
    /// Starts the load.
    mutating func begin(now: ContinuousClock.Instant) -> [Outgoing]
    /// Sends nothing new from now on.
    mutating func stop()
    /// Takes one line the server sent on `connection`; throws when the server refused something.
    mutating func receive(_ line: String, on connection: Int, now: ContinuousClock.Instant) throws(LoadFailure) -> [Outgoing]
}

/// A line to send on one connection of a conversation.
public struct Outgoing: Hashable, Sendable {
    public let connection: Int
    public let line: String

    public init(_ connection: Int, _ line: String) {
        self.connection = connection
        self.line = line
    }
}

/// Why a load run cannot go on, in one sentence.
public struct LoadFailure: Error, Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
