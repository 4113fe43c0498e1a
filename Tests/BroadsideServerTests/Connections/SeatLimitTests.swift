import BroadsideCore
import BroadsideProtocol
import BroadsideServerCore
import Testing

/// One connection holds at most 500 seats (PROTOCOL.md 11): `NEW`, `JOIN` and `RESUME` beyond them
/// get `ERR TOO_MANY_GAMES`, `RESUME` before its token is looked up (7.3).
@Suite struct SeatLimitTests {
    private static let refusal = "ERR TOO_MANY_GAMES scope=seats :this connection holds 500 seats; LEAVE some first"

    /// A connection that took the default 500 seats at `now`, each in a game against the computer,
    /// so that the limit on unjoined games has no say.
    private func holdingFiveHundredSeats(now: ContinuousClock.Instant) -> ConnectionState {
        var state = ConnectionState.greeted(now: now)
        for index in 0..<500 {
            #expect(state.receive(.line("NEW computer"), now: now) == .session(.create(name: "ann", rules: .classic, opponent: .computer)))
            state.gained(SeatReference(testCode(index), .a), awaitingOpponent: false)
        }
        return state
    }

    @Test func theFiveHundredAndFirstSeatIsRefusedUntilOneIsGivenUp() {
        let now = ContinuousClock.now
        var state = holdingFiveHundredSeats(now: now)
        let elsewhere = testCode(900)
        for line in ["NEW computer", "NEW human", "JOIN \(elsewhere)"] {
            #expect(state.answer(line, now: now) == Self.refusal, "\(line)")
        }
        // LEAVE gives a seat up.
        state.lost(SeatReference(testCode(0), .a))
        #expect(state.receive(.line("JOIN \(elsewhere)"), now: now) == .session(.join(elsewhere, name: "ann")))
        state.gained(SeatReference(elsewhere, .b), awaitingOpponent: false)
        #expect(state.answer("NEW computer", now: now) == Self.refusal)
        // So does another connection taking one.
        state.observe(.taken(SeatReference(testCode(1), .a)))
        #expect(state.receive(.line("NEW computer"), now: now) == .session(.create(name: "ann", rules: .classic, opponent: .computer)))
    }

    /// The refusal comes before the sessions are asked whose the token is, so it is the same for
    /// a seat this connection holds, for another, and for none; a word that is no token at all
    /// still gets `BAD_TOKEN`, its argument being checked first (4.2).
    @Test func resumeAtTheLimitIsRefusedBeforeItsTokenIsLookedUp() {
        let now = ContinuousClock.now
        var state = holdingFiveHundredSeats(now: now)
        var generator = SeededGenerator(seed: 3)
        let token = SeatToken.random(using: &generator)
        #expect(state.answer("RESUME \(token)", now: now) == Self.refusal)
        #expect(state.answer("RESUME 0123", now: now) == "ERR BAD_TOKEN :no seat has this token")
        state.lost(SeatReference(testCode(499), .a))
        #expect(state.receive(.line("RESUME \(token)"), now: now) == .session(.resume(token)))
    }
}
