import BroadsideProtocol

/// The claim clocks of games dropped from memory in the last `keptFor`.
///
/// A game is dropped once no connection holds either seat; loaded again it would start its away
/// and turn clocks from zero. A player whose connection drops and comes back at once, while the
/// opponent is away, would lose the wait they had built up towards `CLAIM`, and on a flaky network
/// might never reach it. Games loaded again within `keptFor` carry on instead.
public struct RecentClaimClocks: Sendable {
    public let keptFor: Duration
    private var kept: [GameCode: (clocks: ClaimClocks, droppedAt: ContinuousClock.Instant)] = [:]
    /// Codes in the order they were kept, to forget the old ones without a search; a code kept
    /// again appears twice, and only its latest entry counts.
    private var order: [(code: GameCode, droppedAt: ContinuousClock.Instant)] = []
    private var oldest = 0

    public init(keptFor: Duration) {
        self.keptFor = keptFor
    }

    public var count: Int { kept.count }

    public mutating func keep(_ clocks: ClaimClocks, for code: GameCode, now: ContinuousClock.Instant) {
        forgetOld(now: now)
        guard keptFor > .zero else { return }
        kept[code] = (clocks, now)
        order.append((code, now))
    }

    /// The clocks kept for `code` if it was dropped less than `keptFor` ago, and when it was
    /// dropped; forgets them, to be put back (`putBack`) if the load they were taken for fails.
    public mutating func taking(_ code: GameCode, now: ContinuousClock.Instant) -> Kept? {
        forgetOld(now: now)
        guard let kept = kept.removeValue(forKey: code), kept.droppedAt + keptFor > now else { return nil }
        return Kept(clocks: kept.clocks, droppedAt: kept.droppedAt)
    }

    /// Keeps again clocks taken for a load that failed, for what is left of their time: a
    /// failed load does not make them last longer.
    public mutating func putBack(_ taken: Kept, for code: GameCode) {
        kept[code] = (taken.clocks, taken.droppedAt)
        order.append((code, taken.droppedAt))
    }

    /// Clocks taken, and when their game was dropped.
    public struct Kept: Sendable {
        public let clocks: ClaimClocks
        let droppedAt: ContinuousClock.Instant
    }

    private mutating func forgetOld(now: ContinuousClock.Instant) {
        while oldest < order.count, order[oldest].droppedAt + keptFor <= now {
            let (code, droppedAt) = order[oldest]
            if kept[code]?.droppedAt == droppedAt { kept[code] = nil }
            oldest += 1
        }
        // Compacted once half is spent, so the queue stays within twice what is kept.
        if oldest > 64, oldest * 2 > order.count {
            order.removeFirst(oldest)
            oldest = 0
        }
    }
}
