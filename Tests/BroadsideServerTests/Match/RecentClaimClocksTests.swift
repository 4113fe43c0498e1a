import BroadsideCore
import BroadsideProtocol
import BroadsideServerCore
import Testing

/// The claim clocks of a game dropped from memory come back with it when it is loaded again within
/// the time they are kept, and only then (PROTOCOL.md 11).
@Suite struct RecentClaimClocksTests {
    private let start = ContinuousClock.now

    private func clocks(_ offset: Int) -> ClaimClocks {
        ClaimClocks(awaySince: SeatPair(a: start + .seconds(offset), b: start), turnBegan: start + .seconds(offset))
    }

    private func code(_ text: String) throws -> GameCode {
        try #require(GameCode(text))
    }

    @Test func clocksComeBackWithinTheTimeAndOnce() throws {
        var recent = RecentClaimClocks(keptFor: .seconds(60))
        recent.keep(clocks(1), for: try code("K7QX3M"), now: start + .seconds(10))
        #expect(recent.taking(try code("AAAAAA"), now: start + .seconds(11))?.clocks == nil)
        #expect(recent.taking(try code("K7QX3M"), now: start + .seconds(69))?.clocks == clocks(1))
        #expect(recent.taking(try code("K7QX3M"), now: start + .seconds(69))?.clocks == nil)
    }

    @Test func clocksAreForgottenWhenTheTimeIsOver() throws {
        var recent = RecentClaimClocks(keptFor: .seconds(60))
        recent.keep(clocks(1), for: try code("K7QX3M"), now: start)
        #expect(recent.taking(try code("K7QX3M"), now: start + .seconds(60))?.clocks == nil)
    }

    /// A game dropped, loaded and dropped again keeps its latest clocks for the whole time again.
    @Test func theLatestDropCounts() throws {
        var recent = RecentClaimClocks(keptFor: .seconds(60))
        let game = try code("K7QX3M")
        recent.keep(clocks(1), for: game, now: start)
        recent.keep(clocks(2), for: game, now: start + .seconds(50))
        #expect(recent.taking(game, now: start + .seconds(100))?.clocks == clocks(2))
    }

    /// What is kept follows the games dropped within the time, not every game ever dropped.
    @Test func oldClocksDoNotPileUp() throws {
        var recent = RecentClaimClocks(keptFor: .seconds(60))
        var generator = SeededGenerator(seed: 3)
        for second in 0..<1_000 {
            recent.keep(clocks(second), for: GameCode.random(using: &generator), now: start + .seconds(second))
        }
        #expect(recent.count == 60)
    }

    /// Clocks put back after a failed load last what was left of their time, no longer.
    @Test func clocksPutBackKeepTheTimeTheyHad() throws {
        var recent = RecentClaimClocks(keptFor: .seconds(60))
        let game = try code("K7QX3M")
        recent.keep(clocks(1), for: game, now: start)
        let taking = recent.taking(game, now: start + .seconds(30))
        let taken = try #require(taking)
        recent.putBack(taken, for: game)
        #expect(recent.taking(game, now: start + .seconds(61))?.clocks == nil)
        recent.putBack(taken, for: game)
        #expect(recent.taking(game, now: start + .seconds(59))?.clocks == clocks(1))
    }
}
