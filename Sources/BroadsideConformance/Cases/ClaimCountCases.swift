import BroadsideProtocol

/// PROTOCOL.md 7.11 and 7.5: how the two counts of `CLAIM` go on when the opponent leaves and
/// comes back, and the turn's count that `turn-seconds` shows, which a transcript cannot check:
/// it compares the `wait=` of two refusals, or a number of seconds with the time that passed.
enum ClaimCountCases {
    static var all: [ConformanceCase] {
        [
            .swift(
                "7.11/10",
                quote: "An opponent connected but silent cannot hold a game for ever, and one who leaves and comes back does not start this count again",
                title: "an opponent who leaves and comes back on their turn does not start the turn limit's count again",
                needs: [.turnLimit]
            ) { context in
                _ = try context.given(.turnLimit, atLeast: .seconds(4))
                try await context.play("""
                    use started
                    b> CLAIM ${code}
                    b< ERR TOO_EARLY wait=${before:int} :*
                    """)
                try await Task.sleep(for: .seconds(2))
                try await context.play("""
                    a closes
                    b< * LEFT ${code}/B seat=A
                    \(comesBackOnC("A", as: "ann"))
                    b< * BACK ${code}/B seat=A
                    b> CLAIM ${code}
                    """)
                guard let reply = try await context.connection("b").nextLine(within: context.replyTimeout) else {
                    throw CaseFailure(expected: "a reply to CLAIM", actual: "the server closed connection b")
                }
                // Already due: the count ran on.
                if reply.kind == .ok, reply.name == "CLAIM" { return }
                let before = try context.variable("before")
                guard reply.kind == .err, reply.name == "TOO_EARLY", let after = reply[field: "wait"].flatMap({ Int($0) }) else {
                    throw CaseFailure(expected: "OK CLAIM, or ERR TOO_EARLY wait=<seconds>", actual: reply.description)
                }
                guard let waited = Int(before), after < waited else {
                    throw CaseFailure(
                        expected: "ERR TOO_EARLY with a wait under the \(before) s of the refusal 2 s before the opponent left and came back",
                        actual: reply.description)
                }
            },
            .swift(
                "7.11/11",
                quote: "it runs from the opponent's latest leaving (`away`, 7.5), so an opponent who comes back and leaves again is away from zero",
                title: "an opponent who comes back and leaves again is away from zero: CLAIM waits the whole claim limit again",
                needs: [.claimAfter]
            ) { context in
                let limit = try context.given(.claimAfter, atLeast: .seconds(4))
                try await context.play("""
                    use started
                    b closes
                    a< * LEFT ${code}/A seat=B
                    """)
                try await Task.sleep(for: limit / 2)
                try await context.play("""
                    \(comesBackOnC("B", as: "bob"))
                    a< * BACK ${code}/A seat=B
                    c closes
                    a< * LEFT ${code}/A seat=B
                    a> CLAIM ${code}
                    a< ERR TOO_EARLY wait=${wait:int} :*
                    """)
                // Rounded up, less the moment since the leaving: the whole limit, not what was left of it.
                let wait = try context.variable("wait")
                guard let seconds = Double(wait), seconds >= limit.seconds - 1 else {
                    throw CaseFailure(
                        expected: "ERR TOO_EARLY wait=\(Int(limit.seconds.rounded(.up))) (about the claim limit, counted from the latest leaving)",
                        actual: "ERR TOO_EARLY wait=\(wait)")
                }
            },
            .swift(
                "7.5/12",
                quote: "`turn-seconds` (seconds since the seat to fire got the turn, that is since the last volley or the start of play, `-` when nobody is firing)",
                title: "turn-seconds counts the seconds since the turn began: 2 s into it, STATE says 1 or more"
            ) { context in
                try await context.play("use started")
                try await Task.sleep(for: .seconds(2))
                try await context.play("""
                    b> STATE ${code}
                    b< + STATE ${code}/B turn=A turn-seconds=${turnSeconds:int} *
                    b< + FLEET *
                    b< + INCOMING *
                    b< + OUTGOING *
                    b< OK STATE ${code}/B
                    """)
                let counted = try context.variable("turnSeconds")
                // Whole seconds, rounded down, and the turn began as the suite read * STARTED.
                guard let seconds = Int(counted), (1...(2 + Int(context.replyTimeout.seconds.rounded(.up)))).contains(seconds) else {
                    throw CaseFailure(expected: "turn-seconds=2 (from 1 up, 2 s into the turn)", actual: "turn-seconds=\(counted)")
                }
            },
        ]
    }

    /// Steps: the player of `seat` resumes it on a new connection, `c`.
    private static func comesBackOnC(_ seat: String, as player: String) -> String {
        """
        c hello \(player)
        c> RESUME ${token\(seat)}
        c< + STATE ${code}/\(seat) *
        c< + FLEET *
        c< + INCOMING *
        c< + OUTGOING *
        c< OK RESUME ${code}/\(seat)
        """
    }
}
