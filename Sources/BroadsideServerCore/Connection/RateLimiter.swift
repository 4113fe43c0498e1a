import BroadsideProtocol

/// A token bucket: `rate` tokens (commands, bytes...) per second on average, bursts of up to `burst`.
public struct RateLimiter: Hashable, Sendable {
    public let rate: Double
    public let burst: Double
    private var tokens: Double
    private var last: ContinuousClock.Instant

    public init(rate: Double, burst: Double, now: ContinuousClock.Instant) {
        self.rate = rate
        self.burst = burst
        tokens = burst
        last = now
    }

    /// True once the bucket has refilled: it would act as a new one.
    public func isFull(now: ContinuousClock.Instant) -> Bool {
        refilled(now: now) >= burst
    }

    /// How long until `allow` lets one through, if nothing is taken meanwhile: zero when it would
    /// now, else at least a nanosecond. Kept to the nearest nanosecond, so that a wait of exactly
    /// 60 s is not 60.00000000000001 s, which the protocol's rounding up would make 61 (the
    /// `wait=` of `ERR RATE_LIMITED`, PROTOCOL.md 11).
    public func timeUntilToken(now: ContinuousClock.Instant) -> Duration {
        let available = refilled(now: now)
        guard available < 1 else { return .zero }
        return timeToRefill(1 - available)
    }

    /// Takes one token, one the bucket holds or the next it will: below empty, tokens are taken in
    /// turn from the refill to come. Returns how long until the token taken is due: zero when it
    /// was there, else what `timeUntilToken` said. Each of many waiters reserving in turn waits
    /// its own share, and none needs to ask again.
    public mutating func reserve(now: ContinuousClock.Instant) -> Duration {
        let available = refilled(now: now)
        tokens = available - 1
        last = now
        guard available < 1 else { return .zero }
        return timeToRefill(1 - available)
    }

    /// Gives back a token that was taken (`reserve`, `allow`) and not used.
    public mutating func giveBack(now: ContinuousClock.Instant) {
        tokens = min(burst, refilled(now: now) + 1)
        last = now
    }

    /// At least a nanosecond, kept to the nearest, and at most some 30 years: within Int64
    /// however slow a rate an operator gives.
    private func timeToRefill(_ deficit: Double) -> Duration {
        let nanoseconds = min((deficit / rate * 1e9).rounded(), 1e18)
        return .nanoseconds(Int64(max(1, nanoseconds)))
    }

    /// Takes `count` tokens whatever is left: the bucket may go below empty, and then lets
    /// nothing through until it has refilled past one. For a cost known only afterwards.
    public mutating func spend(_ count: Double, now: ContinuousClock.Instant) {
        tokens = refilled(now: now) - count
        last = now
    }

    /// Takes as many of `count` tokens as the bucket holds whole, and returns how many it took.
    public mutating func take(upTo count: Int, now: ContinuousClock.Instant) -> Int {
        tokens = refilled(now: now)
        last = now
        let taken = min(count, max(0, Int(tokens.rounded(.down))))
        tokens -= Double(taken)
        return taken
    }

    /// Takes one token if there is one.
    public mutating func allow(now: ContinuousClock.Instant) -> Bool {
        tokens = refilled(now: now)
        last = now
        guard tokens >= 1 else { return false }
        tokens -= 1
        return true
    }

    /// The tokens the bucket holds at `now`, refilled since it was last drawn on.
    private func refilled(now: ContinuousClock.Instant) -> Double {
        min(burst, tokens + max(0, last.duration(to: now).seconds) * rate)
    }
}
