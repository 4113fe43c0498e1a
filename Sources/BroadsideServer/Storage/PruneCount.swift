/// What `GameStore.prune` took, or would take, and how many games were stored before it.
public struct PruneCount: Hashable, Sendable {
    /// Games whose round was over.
    public let finished: Int
    /// Games in their first round, nobody joined or fleets still being placed.
    public let neverPlayed: Int
    /// Games left in play (or in a later round's placing) and not played since.
    public let unfinished: Int
    public let stored: Int

    public init(finished: Int, neverPlayed: Int, unfinished: Int, stored: Int) {
        self.finished = finished
        self.neverPlayed = neverPlayed
        self.unfinished = unfinished
        self.stored = stored
    }

    public var taken: Int { finished + neverPlayed + unfinished }
}
