import BroadsideCore

/// A way of choosing where to fire. It is given only the shooter's own target grid,
/// so it cannot know anything about the enemy fleet that the shooter has not seen.
public protocol TargetingStrategy: Sendable {
    /// Returns `count` distinct cells not fired at before (fewer only if fewer are left).
    mutating func chooseTargets(_ count: Int, on grid: TargetGrid) -> [Coordinate]
}

