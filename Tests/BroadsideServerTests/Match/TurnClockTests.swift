import BroadsideCore
import BroadsideProtocol
import BroadsideServerCore
import Testing

/// `turn-seconds` in `+ STATE`: how long the seat to fire has had the turn, so that a client
/// that resumes a seat shows the turn's real age and not a clock starting at 0:00.
@Suite struct TurnClockTests {
    @Test func stateSaysHowLongTheTurnHasRunAndALoadStartsItAgain() throws {
        var generator = SeededGenerator(seed: 9)
        let start = ContinuousClock.now
        var (session, _) = makeSession(index: 3, opponent: .human, now: start, using: &generator)
        #expect(session.state(for: .a, now: start + .seconds(5)).turnSeconds == nil)

        let began = start + .seconds(10)
        placeAndReady(Seat.allCases, in: &session, now: began, using: &generator)
        #expect(session.state(for: .a, now: began + .seconds(42)).turnSeconds == 42)
        #expect(session.state(for: .b, now: began + .milliseconds(42_900)).turnSeconds == 42)

        let shooter = try #require(session.match.game.phase.turn)
        let fired = began + .seconds(50)
        let shot = session.handle(
            .fire([Coordinate.all[0]]), seat: shooter, connection: testConnection(shooter), now: fired, using: &generator)
        #expect(shot.reply.last?.kind == .ok)
        #expect(session.state(for: shooter, now: fired + .seconds(3)).turnSeconds == 3)
        // The latest volleys' sizes: the shooter's one shot, none yet the other way.
        let shooterState = session.state(for: shooter, now: fired)
        #expect(shooterState.ownVolley == 1 && shooterState.enemyVolley == 0)

        // A refused command leaves the clock alone.
        _ = session.handle(
            .fire([Coordinate.all[1]]), seat: shooter, connection: testConnection(shooter), now: fired + .seconds(4),
            using: &generator)
        #expect(session.state(for: shooter, now: fired + .seconds(6)).turnSeconds == 6)

        let loadedAt = fired + .seconds(100)
        let loaded = MatchSession(match: session.match, claimLimits: ClaimLimits(), now: loadedAt)
        #expect(loaded.state(for: .a, now: loadedAt + .seconds(7)).turnSeconds == 7)
    }
}
