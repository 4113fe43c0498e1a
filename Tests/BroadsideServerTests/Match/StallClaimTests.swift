import BroadsideCore
import BroadsideProtocol
import BroadsideServerCore
import Testing

/// `CLAIM` over an opponent the round has waited on alone for the turn limit (PROTOCOL.md 7.11):
/// a player connected but silent, or one who leaves and comes back to restart the away clock,
/// cannot hold the other's game for ever.
@Suite struct StallClaimTests {

    private func claim(
        _ seat: Seat, in session: inout MatchSession, at now: ContinuousClock.Instant, using generator: inout SeededGenerator
    ) -> ServerLine? {
        session.handle(.claim, seat: seat, connection: testConnection(seat), now: now, using: &generator).reply.last
    }

    /// A match between two humans, in play from `start`, and the seat to fire.
    private func playing(
        index: Int, from start: ContinuousClock.Instant, using generator: inout SeededGenerator
    ) throws -> (session: MatchSession, shooter: Seat) {
        var (session, _) = makeSession(index: index, opponent: .human, now: start, using: &generator)
        placeAndReady(Seat.allCases, in: &session, now: start, using: &generator)
        return (session, try #require(session.match.game.phase.turn))
    }

    @Test func aConnectedOpponentWhoHoldsTheTurnIsClaimedAfterTheTurnLimit() throws {
        var generator = SeededGenerator(seed: 5)
        let start = ContinuousClock.now
        var (session, shooter) = try playing(index: 1, from: start, using: &generator)
        // The one to fire cannot claim: the round waits on them.
        #expect(claim(shooter, in: &session, at: start + .seconds(400), using: &generator)?.name == "OPPONENT_PRESENT")
        let early = claim(shooter.opponent, in: &session, at: start + .seconds(299), using: &generator)
        #expect(early?.name == "TOO_EARLY" && early?[field: "wait"] == "1", "\(String(describing: early))")
        #expect(claim(shooter.opponent, in: &session, at: start + .seconds(300), using: &generator)?.description
            == "OK CLAIM \(session.match.code)/\(shooter.opponent.rawValue)")
        #expect(session.match.game.phase.winner == shooter.opponent)
    }

    /// Leaving and coming back starts the away clock again, not the turn's.
    @Test func leavingAndComingBackDoesNotStartTheCountAgain() throws {
        var generator = SeededGenerator(seed: 6)
        let start = ContinuousClock.now
        var (session, staller) = try playing(index: 2, from: start, using: &generator)
        for second in stride(from: 10, to: 300, by: 10) {
            let now = start + .seconds(second)
            _ = session.handle(.leave, seat: staller, connection: testConnection(staller), now: now, using: &generator)
            _ = session.resume(staller, connection: testConnection(staller), now: now + .seconds(4))
        }
        // Away for 1 s: the away clock is far off, the turn's is not.
        let early = claim(staller.opponent, in: &session, at: start + .seconds(291), using: &generator)
        #expect(early?.name == "TOO_EARLY" && early?[field: "wait"] == "9", "\(String(describing: early))")
        #expect(claim(staller.opponent, in: &session, at: start + .seconds(300), using: &generator)?.kind == .ok)
    }

    @Test func aFleetLeftUnreadyIsClaimedAfterTheTurnLimitFromTheOtherFleetsReady() {
        var generator = SeededGenerator(seed: 7)
        let start = ContinuousClock.now
        var (session, _) = makeSession(index: 3, opponent: .human, now: start, using: &generator)
        // Neither ready: the round waits on both, so on neither alone.
        #expect(claim(.a, in: &session, at: start + .seconds(900), using: &generator)?.name == "OPPONENT_PRESENT")
        let readyAt = start + .seconds(1_000)
        placeAndReady([.a], in: &session, now: readyAt, using: &generator)
        #expect(claim(.b, in: &session, at: readyAt + .seconds(400), using: &generator)?.name == "OPPONENT_PRESENT")
        #expect(claim(.a, in: &session, at: readyAt + .seconds(299), using: &generator)?.name == "TOO_EARLY")
        #expect(claim(.a, in: &session, at: readyAt + .seconds(300), using: &generator)?.kind == .ok)
        #expect(session.match.game.phase.winner == .a)
    }

    /// Hot-seat: a connection holding both seats has no opponent to claim against.
    @Test func aConnectionHoldingBothSeatsCannotClaimAgainstItself() throws {
        var generator = SeededGenerator(seed: 9)
        let start = ContinuousClock.now
        var (session, shooter) = try playing(index: 5, from: start, using: &generator)
        _ = session.resume(shooter, connection: testConnection(shooter.opponent), now: start)
        let refused = claim(shooter.opponent, in: &session, at: start + .seconds(900), using: &generator)
        #expect(refused?.description == "ERR OPPONENT_PRESENT :this connection holds your opponent's seat too")
    }

    @Test func stateSaysTheTurnLimit() {
        var generator = SeededGenerator(seed: 8)
        let start = ContinuousClock.now
        let (session, _) = makeSession(index: 4, opponent: .human, now: start, using: &generator)
        #expect(session.state(for: .a, now: start).turnLimitSeconds == 300)
        #expect(session.state(for: .a, now: start).dataLines.first?.description.hasSuffix("claim-after=120 turn-limit=300") == true)
    }
}
