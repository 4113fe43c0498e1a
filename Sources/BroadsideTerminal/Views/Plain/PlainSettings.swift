/// What a line-mode player chose to hear less of, for the rest of the session.
public struct PlainSettings: Hashable, Sendable {
    /// Whether the enemy waters are printed each time the turn comes back (`grids on`, the
    /// default): an aid to aiming at a glance, a hundred cells read aloud to a screen reader.
    public var enemyGridEachTurn = true

    public init() {}
}
