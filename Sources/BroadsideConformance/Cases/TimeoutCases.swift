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
                let limit = try context.given(.handshakeTimeout)
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
            timeout(
                "3.3/19", .lineTimeout,
                quote: "The time limit on a started line (section 11) still runs while the rest of an over-long line is discarded: "
                    + "bytes that never reach an LF end in `BYE TIMEOUT`, as a short line that never ends does.",
                title: "an over-long line that never ends gets ERR LINE_TOO_LONG, then BYE TIMEOUT"
            ) { context in
                try await context.greeted("a", as: "ann").sendBytes(Array(repeating: UInt8(ascii: "A"), count: 600))
                try await context.play("a< ERR LINE_TOO_LONG :*")
            },
            .swift(
                "11/9", .should,
                quote: "Time to have a `HELLO` accepted after the greeting (other lines, a refused `HELLO` too, do not extend it) | 30 s | `BYE TIMEOUT`",
                title: "lines before HELLO, a refused HELLO among them, do not put off BYE TIMEOUT",
                needs: [.helloTimeout]
            ) { context in
                try await helloTimeoutDespiteLines(context)
            },
            .swift(
                "11/10", .should,
                quote: "Idle: no line received since the last one (or since the greeting), an empty one included",
                title: "empty lines keep a connection from being idle",
                needs: [.idleTimeout]
            ) { context in
                let limit = try context.given(.idleTimeout)
                let connection = try await context.greeted("a", as: "ann")
                // Half as long again as the idle timeout, an empty line each third of it.
                let until = ContinuousClock.now + limit * 1.5
                while ContinuousClock.now < until {
                    try await Task.sleep(for: limit / 3)
                    try await connection.send("")
                }
                try await context.play("""
                    a> PING still-here
                    a< OK PING still-here
                    """)
            },
        ]
    }

    /// Sends a line that is not an accepted `HELLO` each quarter of the time to `HELLO`, and
    /// expects `BYE TIMEOUT` once that time is over all the same.
    private static func helloTimeoutDespiteLines(_ context: CaseContext) async throws {
        let limit = try context.given(.helloTimeout)
        try await context.play("a< * BROADSIDE versions=* idle=* :*")
        let greeted = ContinuousClock.now
        let connection = try await context.connection("a")
        let lines = ["PING", "HELLO 1 -"]
        for sent in 0... {
            let text = lines[sent % lines.count]
            guard ContinuousClock.now < greeted + limit + context.replyTimeout else {
                throw CaseFailure(
                    expected: "BYE TIMEOUT within \((limit + context.replyTimeout).secondsText) of the greeting",
                    actual: "still open, lines sent before HELLO answered")
            }
            try await Task.sleep(for: limit / 4)
            // The server may have closed meanwhile: what it said before is read below.
            try? await connection.send(text)
            guard let line = try await connection.nextLine(within: context.replyTimeout) else {
                throw CaseFailure(expected: "BYE TIMEOUT", actual: "closed without a BYE")
            }
            if line.kind == .bye {
                guard line.name == "TIMEOUT" else { throw CaseFailure(expected: "BYE TIMEOUT", actual: line.description) }
                try notEarly(greeted, limit)
                try await context.play("a closed")
                return
            }
            // PING is answered before HELLO too (5.1), and the refused HELLO gets its ERR.
            guard line.kind == .ok || line.kind == .err else {
                throw CaseFailure(expected: "the reply to \(text)", actual: line.description)
            }
        }
    }

    /// After `setUp`, connection `a` sends nothing more and must get `BYE TIMEOUT` once `limit` has
    /// passed, then be closed.
    private static func timeout(
        _ id: String, _ limit: ServerLimit, quote: String, title: String,
        setUp: @escaping @Sendable (CaseContext) async throws -> Void
    ) -> ConformanceCase {
        .swift(id, .should, quote: quote, title: title, needs: [limit]) { context in
            let value = try context.given(limit)
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

    /// A server that closes long before the limit is not keeping it either. A second of slack: the
    /// server's clock started before the suite saw the line it measures from, later on a busy machine.
    private static func notEarly(_ started: ContinuousClock.Instant, _ limit: Duration) throws(CaseFailure) {
        let waited = started.duration(to: .now)
        guard waited >= limit - .seconds(1) else {
            throw CaseFailure(expected: "closed after about \(limit.secondsText)", actual: "closed after \(waited.secondsText)")
        }
    }
}
