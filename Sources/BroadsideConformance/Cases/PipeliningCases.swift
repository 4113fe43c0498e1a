import BroadsideProtocol

/// PROTOCOL.md 4.1 and the limits of 11: many commands in one write.
enum PipeliningCases {
    static var all: [ConformanceCase] {
        [
            .swift(
                "7.3/5",
                quote: "a seat may come back 20 times at once, then once a second"
                    + " … A `RESUME` beyond that gets `ERR RATE_LIMITED scope=comebacks` (with its `wait=`) and changes nothing",
                title: "a seat left and resumed again and again: past 20 at once, and one a second since, RESUME gets"
                    + " ERR RATE_LIMITED wait=1 scope=comebacks and no * BACK; a second on, it comes back"
            ) { context in
                try await context.play("use two-players")
                // The bucket refills while the comebacks are made, one a second: on a slow run
                // (each is stored before its reply), as many more may come back.
                let started = ContinuousClock.now
                var comebacks = 0
                while true {
                    try await context.play("""
                        b> LEAVE ${code}
                        b< OK LEAVE ${code}/B
                        a< * LEFT ${code}/A seat=B
                        b> RESUME ${tokenB}
                        """)
                    let refill = Int((ContinuousClock.now - started) / .seconds(1)) + 1
                    guard let reply = try await context.connection("b").nextLine(within: context.replyTimeout) else {
                        throw CaseFailure(expected: "a reply to RESUME", actual: "nothing")
                    }
                    if reply.kind == .err, reply.name == "RATE_LIMITED" {
                        // A seat comes back once a second: never more than a second to wait.
                        guard reply[field: "wait"] == "1", reply[field: "scope"] == "comebacks" else {
                            throw CaseFailure(expected: "ERR RATE_LIMITED wait=1 scope=comebacks :*", actual: reply.description)
                        }
                        break
                    }
                    guard reply.kind == .data, reply.name == "STATE", comebacks < 20 + refill else {
                        throw CaseFailure(
                            expected: comebacks < 20 ? "+ STATE" : "ERR RATE_LIMITED after 20 comebacks and \(refill) a second since",
                            actual: reply.description)
                    }
                    comebacks += 1
                    try await context.play("""
                        b< + FLEET
                        b< + INCOMING
                        b< + OUTGOING
                        b< OK RESUME ${code}/B
                        a< * BACK ${code}/A seat=B
                        """)
                }
                guard comebacks >= 20 else {
                    throw CaseFailure(expected: "20 comebacks at once", actual: "ERR RATE_LIMITED after \(comebacks)")
                }
                try await context.play("""
                    a> PING quiet
                    a< OK PING quiet
                    sleep 1
                    b> RESUME ${tokenB}
                    b< + STATE ${code}/B *
                    b< + FLEET
                    b< + INCOMING
                    b< + OUTGOING
                    b< OK RESUME ${code}/B
                    a< * BACK ${code}/A seat=B
                    """)
            },
            .swift(
                "4.1/2",
                quote: "Commands are handled in the order they arrive, one at a time per connection, so replies come in command order; a client may send several commands without waiting (pipelining).",
                title: "150 commands in one write get 150 replies, in order"
            ) { context in
                let replies = try await pings(150, in: context)
                let wrong = replies.indices.first { !isPong(replies[$0], number: $0 + 1) }
                if let wrong {
                    throw CaseFailure(
                        expected: "OK PING p\(wrong + 1)", actual: replies[wrong].description, at: "reply \(wrong + 1)")
                }
            },
            .swift(
                "11/1", .should,
                quote: "Commands per second per connection | 100, bursts of 200 | `ERR RATE_LIMITED` for the excess",
                title: "1100 commands in one write: each gets one reply in order, the excess ERR RATE_LIMITED"
            ) { context in
                let replies = try await pings(1100, in: context)
                for (index, reply) in replies.enumerated() where !isPong(reply, number: index + 1) && !isRateLimited(reply) {
                    throw CaseFailure(
                        expected: "OK PING p\(index + 1) or ERR RATE_LIMITED", actual: reply.description, at: "reply \(index + 1)")
                }
                guard replies.contains(where: isRateLimited) else {
                    throw CaseFailure(expected: "some ERR RATE_LIMITED beyond a burst of 200", actual: "every PING answered OK")
                }
                // Recoverable: once the rate allows, commands are served again.
                try await Task.sleep(for: .seconds(1))
                try await context.play("""
                    a> PING again
                    a< OK PING again
                    """)
            },
            .swift(
                "11/8", .should,
                quote: "`wait=<seconds>` is how long, in whole seconds rounded up (so at least 1), until the same command can get past the budget that refused it"
                    + " … | `commands` | commands per second | connection | 11 |",
                title: "600 commands in one write: each ERR RATE_LIMITED has wait=<seconds> scope=commands, and once the longest wait has passed a PING is answered"
            ) { context in
                let refusals = try await pings(600, in: context).filter(isRateLimited)
                guard !refusals.isEmpty else {
                    throw CaseFailure(expected: "some ERR RATE_LIMITED beyond a burst of 200", actual: "every PING answered OK")
                }
                var longest = 1
                for refusal in refusals {
                    guard let wait = refusal[field: "wait"].flatMap(Int.init), wait >= 1, refusal[field: "scope"] == "commands" else {
                        throw CaseFailure(expected: "ERR RATE_LIMITED wait=<seconds> scope=commands :*", actual: refusal.description)
                    }
                    longest = max(longest, wait)
                }
                guard longest <= 30 else {
                    throw CaseSkip("the rate limit refills too slowly to wait for (wait=\(longest))")
                }
                try await Task.sleep(for: .seconds(longest))
                try await context.play("""
                    a> PING again
                    a< OK PING again
                    """)
            },
            .swift(
                "11/2", .should,
                quote: "Games a connection has created that nobody has joined yet | 20 | `ERR TOO_MANY_GAMES scope=unjoined`"
                    + " … A game against the computer is joined from the start: it never counts, and `NEW computer` is not refused by this limit.",
                title: "the 21st NEW with 20 games waiting for an opponent gets ERR TOO_MANY_GAMES scope=unjoined; NEW computer does not"
            ) { context in
                try await context.greeted("a", as: "ann")
                for _ in 1...20 {
                    try await context.play("""
                        a> NEW
                        a< OK NEW * rules=classic opponent=human
                        """)
                }
                try await context.play("""
                    a> NEW
                    a< ERR TOO_MANY_GAMES scope=unjoined :*
                    a> NEW classic computer
                    a< OK NEW * rules=classic opponent=computer
                    a> GAMES
                    """)
                for _ in 1...21 { try await context.play("a< + GAME *") }
                try await context.play("a< OK GAMES count=21")
            },
            .swift(
                "11/7", .should,
                quote: "Every line the server reads counts toward the limit, whatever it holds (an unknown or malformed command, a line refused under 3.3, `QUIT`, a line that is empty or holds only spaces).",
                title: "400 empty lines in one write use up the burst unanswered; 400 unknown commands are refused too"
            ) { context in
                let connection = try await context.greeted("a", as: "ann")
                try await connection.sendBytes(Array((String(repeating: "\n", count: 400) + "PING after\n").utf8))
                try await context.play("a< ERR RATE_LIMITED :*")
                // Two seconds on, the bucket is full again.
                try await Task.sleep(for: .seconds(2))
                try await connection.sendBytes(Array(String(repeating: "FLY\n", count: 400).utf8))
                var limited = false
                for index in 1...400 {
                    guard let line = try await connection.nextLine(within: context.replyTimeout) else {
                        throw CaseFailure(expected: "400 replies", actual: "the server closed after \(index - 1)")
                    }
                    guard line.kind == .err, line.name == "UNKNOWN_COMMAND" || line.name == "RATE_LIMITED" else {
                        throw CaseFailure(
                            expected: "ERR UNKNOWN_COMMAND or ERR RATE_LIMITED", actual: line.description, at: "reply \(index)")
                    }
                    limited = limited || line.name == "RATE_LIMITED"
                }
                guard limited else {
                    throw CaseFailure(
                        expected: "some ERR RATE_LIMITED beyond a burst of 200", actual: "every FLY answered ERR UNKNOWN_COMMAND")
                }
            },
        ]
    }

    /// Sends `count` numbered PINGs in one write and returns the `count` final lines that answer them.
    private static func pings(_ count: Int, in context: CaseContext) async throws -> [ServerLine] {
        let connection = try await context.greeted("a", as: "ann")
        try await connection.sendBytes(Array((1...count).map { "PING p\($0)\n" }.joined().utf8))
        var replies: [ServerLine] = []
        while replies.count < count {
            guard let line = try await connection.nextLine(within: context.replyTimeout) else {
                throw CaseFailure(expected: "\(count) replies", actual: "the server closed after \(replies.count)")
            }
            if line.isFinal { replies.append(line) }
        }
        return replies
    }

    /// Whether `line` answers `PING p<number>`, matched as a case file's `OK PING p<number>` would be:
    /// free text and fields the pattern does not name may come too (4.1, 4.6).
    private static func isPong(_ line: ServerLine, number: Int) -> Bool {
        (try? LinePattern("OK PING p\(number)"))?.match(line, variables: [:]) != nil
    }

    private static func isRateLimited(_ line: ServerLine) -> Bool {
        line.kind == .err && line.name == "RATE_LIMITED"
    }
}
