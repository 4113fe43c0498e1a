import BroadsideProtocol

/// When each of a connection's timeouts (PROTOCOL.md 11) started counting: the handshake's from
/// the connection, the time to `HELLO` from the greeting, the idle time from the last line or
/// reply, and the line timeout from the start of a line still unfinished.
struct ConnectionClock: Sendable {
    private let connectedAt: ContinuousClock.Instant
    /// When the handshake finished and the greeting went out: the time to `HELLO` counts from here.
    private var greetedAt: ContinuousClock.Instant
    /// The last complete line, the greeting before any, or the reply to a command the sessions
    /// carried out, if later: the idle time counts from here.
    private var lastLineAt: ContinuousClock.Instant
    private var partialLineSince: ContinuousClock.Instant?
    /// Until the TLS handshake is done only the handshake timeout runs, and nothing can be said.
    private(set) var isHandshaking = true

    init(now: ContinuousClock.Instant) {
        connectedAt = now
        greetedAt = now
        lastLineAt = now
    }

    mutating func handshakeCompleted(now: ContinuousClock.Instant) {
        isHandshaking = false
        greetedAt = now
        lastLineAt = now
    }

    /// A line arrived, or was rejected: the connection is not idle, and the line, once `finished`,
    /// is no longer timed.
    mutating func lineReceived(finished: Bool, now: ContinuousClock.Instant) {
        lastLineAt = now
        if finished { lineEnded() }
    }

    /// The line being timed has ended (the rest of an over-long one was dropped).
    mutating func lineEnded() {
        partialLineSince = nil
    }

    mutating func partialLine(_ pending: Bool, now: ContinuousClock.Instant) {
        if !pending {
            partialLineSince = nil
        } else if partialLineSince == nil {
            partialLineSince = now
        }
    }

    mutating func answered(now: ContinuousClock.Instant) {
        lastLineAt = max(lastLineAt, now)
    }

    /// The timeout that passes first unless something arrives, and when; the time to `HELLO`
    /// counts only until it is said.
    func nextTimeout(limits: ServerLimits, saidHello: Bool) -> (timeout: ConnectionTimeout, deadline: ContinuousClock.Instant) {
        if isHandshaking { return (.handshake, connectedAt + limits.handshakeTimeout) }
        var next = (timeout: ConnectionTimeout.idle, deadline: lastLineAt + limits.idleTimeout)
        if !saidHello, greetedAt + limits.helloTimeout <= next.deadline { next = (.hello, greetedAt + limits.helloTimeout) }
        if let partialLineSince, partialLineSince + limits.lineTimeout <= next.deadline {
            next = (.line, partialLineSince + limits.lineTimeout)
        }
        return next
    }
}
