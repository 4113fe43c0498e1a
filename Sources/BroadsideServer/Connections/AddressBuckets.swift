import BroadsideServerCore

/// How fast an address's bucket refills, and how much it holds at once.
struct AddressBudget {
    let perSecond: Double
    let burst: Double

    /// `count` a minute on average, five minutes' worth at once: a conformance run, or a bot's
    /// evening of games, makes a few hundred together.
    static func perMinute(_ count: Int) -> AddressBudget {
        AddressBudget(perSecond: Double(count) / 60, burst: Double(count) * 5)
    }

    static func perSecond(_ count: Int, burstSeconds: Double) -> AddressBudget {
        AddressBudget(perSecond: Double(count), burst: Double(count) * burstSeconds)
    }
}

/// Token buckets by client address (`ClientNetwork`), kept after the address's connections close,
/// or a client could start afresh by reconnecting. Full buckets, which act as new ones, are
/// dropped now and then, so the table follows the addresses at work, not every one ever seen.
struct AddressBuckets {
    private var buckets: [String: RateLimiter] = [:]
    private var pruneAt = Self.kept
    private static let kept = 10_000

    /// Takes one from `address`'s bucket; false when it is empty.
    mutating func take(from address: String, budget: AddressBudget, now: ContinuousClock.Instant) -> Bool {
        pruneIfLarge(now: now)
        return buckets[address, default: Self.fresh(budget, now: now)].allow(now: now)
    }

    /// Takes `count` from `address`'s bucket however many it holds: a cost known only once it
    /// was spent.
    mutating func spend(_ count: Int, from address: String, budget: AddressBudget, now: ContinuousClock.Instant) {
        pruneIfLarge(now: now)
        buckets[address, default: Self.fresh(budget, now: now)].spend(Double(count), now: now)
    }

    /// Takes as many of `count` as `address`'s bucket holds, and returns how many it took.
    mutating func take(upTo count: Int, from address: String, budget: AddressBudget, now: ContinuousClock.Instant) -> Int {
        pruneIfLarge(now: now)
        return buckets[address, default: Self.fresh(budget, now: now)].take(upTo: count, now: now)
    }

    /// Takes one from `address`'s bucket, now or from its refill to come (`RateLimiter.reserve`),
    /// and returns how long until it is due.
    mutating func reserve(from address: String, budget: AddressBudget, now: ContinuousClock.Instant) -> Duration {
        pruneIfLarge(now: now)
        return buckets[address, default: Self.fresh(budget, now: now)].reserve(now: now)
    }

    /// Gives back to `address`'s bucket one that was taken and not used.
    mutating func giveBack(to address: String, now: ContinuousClock.Instant) {
        buckets[address]?.giveBack(now: now)
    }

    /// How long until `address`'s bucket holds one, if nothing is taken meanwhile: nil when it
    /// holds one now.
    func timeUntilOne(for address: String, now: ContinuousClock.Instant) -> Duration? {
        guard let wait = buckets[address]?.timeUntilToken(now: now), wait > .zero else { return nil }
        return wait
    }

    /// Takes one from `address`'s bucket and returns nil; when it is empty, takes nothing and
    /// returns how long until it holds one: the `wait=` of a refusal.
    mutating func takeOrWait(from address: String, budget: AddressBudget, now: ContinuousClock.Instant) -> Duration? {
        take(from: address, budget: budget, now: now) ? nil : timeUntilOne(for: address, now: now)
    }

    /// Addresses with a bucket now.
    var count: Int { buckets.count }

    private static func fresh(_ budget: AddressBudget, now: ContinuousClock.Instant) -> RateLimiter {
        RateLimiter(rate: budget.perSecond, burst: budget.burst, now: now)
    }

    private mutating func pruneIfLarge(now: ContinuousClock.Instant) {
        guard buckets.count >= pruneAt else { return }
        buckets = buckets.filter { !$0.value.isFull(now: now) }
        // Many addresses at work at once: prune again only once as many more have come.
        pruneAt = max(Self.kept, 2 * buckets.count)
    }
}
