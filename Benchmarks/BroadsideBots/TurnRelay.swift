/// Two connections taking turns through a relay server: the shape of a game's shots with nothing
/// of a game in it. The side whose turn it is sends a line; the server sends it back to the
/// sender (the reply) and, marked `* `, to the other side (the event), which then takes its
/// turn. One line in and two out on two sockets per round trip, one round trip in flight per
/// pair, as `BotPair`'s shots: what any server of a turn-based game must do at the least, and no
/// more (no rules, no storage).
///
/// Before the load each connection says `PAIR <key>` and waits for `OK PAIR`, as a bot's `HELLO`.
/// The tally holds one round trip per turn: from sending the line to receiving it back.
public struct TurnRelay: Conversation {
    /// As long as `PingPong.line`, about the size of a shot and its reply.
    public static let line = "TURN 0123456789abcdefghijklmnopq"
    static let event = "* " + line
    static let paired = "OK PAIR"

    public static let connectionCount = 2
    public private(set) var tally: Tally
    private let key: String
    /// When each connection sent the line whose reply it waits for; nil when it waits for none.
    private var sentAt: [ContinuousClock.Instant?] = [nil, nil]
    private var measuring = false

    /// - Parameter key: pairs the two connections on the relay server; unique per conversation.
    public init(key: String, origin: ContinuousClock.Instant) {
        self.key = key
        tally = Tally(origin: origin)
    }

    public var isIdle: Bool { sentAt[0] == nil && sentAt[1] == nil }

    public mutating func open(now: ContinuousClock.Instant) -> [Outgoing] {
        sentAt = [now, now]
        return [Outgoing(0, "PAIR \(key)"), Outgoing(1, "PAIR \(key)")]
    }

    public mutating func begin(now: ContinuousClock.Instant) -> [Outgoing] {
        measuring = true
        return takeTurn(on: 0, now: now)
    }

    public mutating func stop() {
        measuring = false
    }

    public mutating func receive(
        _ line: String, on connection: Int, now: ContinuousClock.Instant
    ) throws(LoadFailure) -> [Outgoing] {
        if line == Self.event { return takeTurn(on: connection, now: now) }
        guard let sent = sentAt[connection], line == Self.line || line == Self.paired else {
            throw LoadFailure("the relay server sent '\(line)' on connection \(connection)")
        }
        sentAt[connection] = nil
        if line == Self.line { tally.record(sentAt: sent, now: now) }
        return []
    }

    private mutating func takeTurn(on connection: Int, now: ContinuousClock.Instant) -> [Outgoing] {
        guard measuring else { return [] }
        sentAt[connection] = now
        return [Outgoing(connection, Self.line)]
    }
}
