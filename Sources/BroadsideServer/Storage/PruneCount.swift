/// What `GameStore.prune` took, or would take, and how many games were stored before it.
public struct PruneCount: Hashable, Sendable {
    public let finished: Int
    public let neverPlayed: Int
    public let stored: Int

    public init(finished: Int, neverPlayed: Int, stored: Int) {
        self.finished = finished
        self.neverPlayed = neverPlayed
        self.stored = stored
    }
}
