/// One connection sending a line and waiting for it to come back, over and over: the baseline
/// load for a line echo server. 31 bytes and a LF, about the size of a shot and its reply.
public struct PingPong: Conversation {
    public static let line = "PING 0123456789abcdefghijklmnopq"

    public static let connectionCount = 1
    public private(set) var tally: Tally
    private var sentAt: ContinuousClock.Instant?
    private var measuring = false

    public init(origin: ContinuousClock.Instant) {
        tally = Tally(origin: origin)
    }

    public var isIdle: Bool { sentAt == nil }

    /// One round trip that is not measured, as a bot's `HELLO`.
    public mutating func open(now: ContinuousClock.Instant) -> [Outgoing] {
        send(now)
    }

    public mutating func begin(now: ContinuousClock.Instant) -> [Outgoing] {
        measuring = true
        return send(now)
    }

    public mutating func stop() {
        measuring = false
    }

    public mutating func receive(
        _ line: String, on connection: Int, now: ContinuousClock.Instant
    ) throws(LoadFailure) -> [Outgoing] {
        guard line == Self.line, let sentAt else { throw LoadFailure("the echo server sent '\(line)'") }
        self.sentAt = nil
        guard measuring else { return [] }
        tally.record(sentAt: sentAt, now: now)
        return send(now)
    }

    private mutating func send(_ now: ContinuousClock.Instant) -> [Outgoing] {
        sentAt = now
        return [Outgoing(0, Self.line)]
    }
}
