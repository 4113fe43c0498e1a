import BroadsideCore
import BroadsideProtocol
import BroadsideServerCore
import Testing

/// A game in play renews its row's time about once an hour of play, so `prune` can tell a game
/// left unfinished from one still played, without a row write on every shot.
@Suite struct LastPlayedTests {
    @Test func aMoveRenewsTheRowOnlyWhenItWasLastWrittenAnHourAgo() throws {
        var generator = SeededGenerator(seed: 11)
        let start = ContinuousClock.now
        var (session, _) = makeSession(index: 4, opponent: .computer, now: start, using: &generator)
        placeAndReady([.a], in: &session, now: start, using: &generator)
        func fire(at moment: ContinuousClock.Instant, _ session: inout MatchSession) throws -> StorageChange {
            let grid = session.match.game.view(for: .a).targetGrid
            let target = try #require(Coordinate.all.first { grid.mark(at: $0) == .unknown })
            let outcome = session.handle(.fire([target]), seat: .a, connection: ConnectionID(1), now: moment, using: &generator)
            let change = try #require(outcome.storage)
            #expect(!change.recordChanged)
            return change
        }
        let hour = MatchSession.lastPlayedPrecision
        #expect(try fire(at: start + .seconds(600), &session).touchesRow == false)
        #expect(try fire(at: start + hour + .seconds(1), &session).touchesRow == true)
        #expect(try fire(at: start + hour + .seconds(60), &session).touchesRow == false)

        // Loaded from storage, its row's time unknown: the first move renews it.
        var loaded = MatchSession(match: session.match, claimLimits: ClaimLimits(), now: start + hour * 2)
        _ = loaded.resume(.a, connection: ConnectionID(1), now: start + hour * 2)
        #expect(try fire(at: start + hour * 2 + .seconds(1), &loaded).touchesRow == true)
        #expect(try fire(at: start + hour * 2 + .seconds(2), &loaded).touchesRow == false)
    }
}
