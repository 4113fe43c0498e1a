/// PROTOCOL.md 11: the timeouts. Each waits for the limit to pass, so it runs only when the
/// server under test was started with a short value and the suite was told it.
enum TimeoutCases {
    static var all: [ConformanceCase] {
        [
            .swift(
                "11/3", .should, quote: "TLS handshake, from the TCP connection | 10 s | connection closed",
                title: "a TCP connection that never starts TLS is closed after the handshake timeout",
                needs: [.handshakeTimeout]
            ) { context in
                let limit = try limit(.handshakeTimeout, context)
                let started = ContinuousClock.now
                let outcome = try await Probe.plaintext(context.target, within: limit + context.replyTimeout, send: [])
                guard outcome.closedByServer else {
                    throw CaseFailure(expected: "closed within \((limit + context.replyTimeout).secondsText)", actual: "still open")
                }
                try notEarly(started, limit)
            },
            timeout(
                "11/4", .helloTimeout, quote: "Time to have a `HELLO` accepted after the greeting (other lines, a refused `HELLO` too, do not extend it) | 30 s | `BYE TIMEOUT`",
                title: "a connection that never says HELLO gets BYE TIMEOUT"
            ) { context in
                try await context.play("a< * BROADSIDE versions=* idle=* :*")
            },
            timeout(
                "11/5", .idleTimeout,
                quote: "Idle: no line received since the last one (or since the greeting), an empty one included | 600 s | `BYE TIMEOUT`; send `PING` to stay connected",
                title: "a connection that sends nothing after HELLO gets BYE TIMEOUT"
            ) { context in
                try await context.greeted("a", as: "ann")
            },
            timeout(
                "11/6", .lineTimeout, quote: "A started line must be finished within | 30 s | `BYE TIMEOUT`",
                title: "a line left half-sent gets BYE TIMEOUT"
            ) { context in
                try await context.greeted("a", as: "ann").sendBytes(Array("PIN".utf8))
            },
        ]
    }

    /// After `setUp`, connection `a` sends nothing more and must get `BYE TIMEOUT` once `limit` has
    /// passed, then be closed.
    private static func timeout(
        _ id: String, _ limit: ServerLimit, quote: String, title: String,
        setUp: @escaping @Sendable (CaseContext) async throws -> Void
    ) -> ConformanceCase {
        .swift(id, .should, quote: quote, title: title, needs: [limit]) { context in
            let value = try self.limit(limit, context)
            try await setUp(context)
            let started = ContinuousClock.now
            let connection = try await context.connection("a")
            guard let line = try await connection.nextLine(within: value + context.replyTimeout) else {
                throw CaseFailure(expected: "BYE TIMEOUT", actual: "closed without a BYE")
            }
            guard line.kind == .bye, line.name == "TIMEOUT" else {
                throw CaseFailure(expected: "BYE TIMEOUT", actual: line.description)
            }
            try notEarly(started, value)
            try await context.play("a closed")
        }
    }

    /// The limit's value; the runner only starts a case whose `needs` were given.
    private static func limit(_ limit: ServerLimit, _ context: CaseContext) throws -> Duration {
        guard let value = context.limits[limit] else { throw CaseSkip("needs \(limit.option)") }
        return value
    }

    /// A server that closes long before the limit is not keeping it either. A second of slack: the
    /// server's clock started before the suite saw the line it measures from, later on a busy machine.
    private static func notEarly(_ started: ContinuousClock.Instant, _ limit: Duration) throws(CaseFailure) {
        let waited = started.duration(to: .now)
        guard waited >= limit - .seconds(1) else {
            throw CaseFailure(expected: "closed after about \(limit.secondsText)", actual: "closed after \(waited.secondsText)")
        }
    }
}
