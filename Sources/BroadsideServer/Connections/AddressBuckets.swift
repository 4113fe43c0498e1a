import BroadsideServerCore

/// Token buckets by client address (`ClientNetwork`), kept after the address's connections close,
/// or a client could start afresh by reconnecting. Full buckets, which act as new ones, are
/// dropped now and then, so the table follows the addresses at work, not every one ever seen.
struct AddressBuckets {
    private var buckets: [String: RateLimiter] = [:]
    private var pruneAt = Self.kept
    private static let kept = 10_000
    /// A bucket holds this many minutes' worth at once.
    static let burstMinutes = 5.0

    /// Takes one from `address`'s bucket of `perMinute` on average; false when it is empty.
    mutating func take(from address: String, perMinute: Int, now: ContinuousClock.Instant) -> Bool {
        pruneIfLarge(now: now)
        let rate = Double(perMinute)
        let fresh = RateLimiter(rate: rate / 60, burst: rate * Self.burstMinutes, now: now)
        return buckets[address, default: fresh].allow(now: now)
    }

    /// Takes `count` from `address`'s bucket of `perSecond` on average, `burstSeconds`' worth at
    /// once, however many it holds: a cost known only once it was spent.
    mutating func spend(_ count: Int, from address: String, perSecond: Int, burstSeconds: Double, now: ContinuousClock.Instant) {
        pruneIfLarge(now: now)
        let rate = Double(perSecond)
        buckets[address, default: RateLimiter(rate: rate, burst: rate * burstSeconds, now: now)].spend(Double(count), now: now)
    }

    /// Addresses with a bucket now.
    var count: Int { buckets.count }

    private mutating func pruneIfLarge(now: ContinuousClock.Instant) {
        guard buckets.count >= pruneAt else { return }
        buckets = buckets.filter { !$0.value.isFull(now: now) }
        // Many addresses at work at once: prune again only once as many more have come.
        pruneAt = max(Self.kept, 2 * buckets.count)
    }

    /// Whether `address`'s bucket holds at least one, without taking it.
    func hasOne(for address: String, now: ContinuousClock.Instant) -> Bool {
        buckets[address]?.hasToken(now: now) ?? true
    }
}
