import BroadsideAI
import BroadsideCore
import Testing

@Suite struct TargetPracticeTests {
    /// A strategy with a bug: it chooses the same cell every turn.
    private struct OneCellStrategy: TargetingStrategy {
        var turns = 0

        mutating func chooseTargets(_ count: Int, on grid: TargetGrid) -> [Coordinate] {
            turns += 1
            // Nothing after a while, only so that a practice that keeps asking ends and fails rather than hangs.
            return turns > 50 ? [] : [cell("J10")]
        }
    }

    @Test func aTurnThatFiresAtNoNewCellEndsThePractice() {
        var generator = SeededGenerator(seed: 1)
        var strategy = OneCellStrategy()
        let shots = TargetPractice.play(&strategy, against: Fleet.random(for: .classic, using: &generator))
        #expect(shots.map(\.target) == [cell("J10")])
        #expect(strategy.turns == 2)
    }
}
