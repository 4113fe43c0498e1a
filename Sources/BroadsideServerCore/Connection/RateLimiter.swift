import BroadsideProtocol

/// A token bucket: `rate` commands per second on average, bursts of up to `burst`.
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
        tokens + max(0, last.duration(to: now).seconds) * rate >= burst
    }

    /// Whether `allow` would let one through now, without taking it.
    public func hasToken(now: ContinuousClock.Instant) -> Bool {
        tokens + max(0, last.duration(to: now).seconds) * rate >= 1
    }

    /// Takes `count` tokens whatever is left: the bucket may go below empty, and then lets
    /// nothing through until it has refilled past one. For a cost known only afterwards.
    public mutating func spend(_ count: Double, now: ContinuousClock.Instant) {
        tokens = min(burst, tokens + max(0, last.duration(to: now).seconds) * rate) - count
        last = now
    }

    /// Takes one token if there is one.
    public mutating func allow(now: ContinuousClock.Instant) -> Bool {
        tokens = min(burst, tokens + max(0, last.duration(to: now).seconds) * rate)
        last = now
        guard tokens >= 1 else { return false }
        tokens -= 1
        return true
    }
}
