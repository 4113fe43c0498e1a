import BroadsideCore

/// Fires at cells chosen uniformly among those not fired at: the baseline every other strategy beats.
public struct RandomStrategy: TargetingStrategy {
    private var generator: SeededGenerator

    public init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    public mutating func chooseTargets(_ count: Int, on grid: TargetGrid) -> [Coordinate] {
        Array(grid.unknown).shuffled(using: &generator).prefix(count).map { $0 }
    }
}
