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
        // At most some 30 years, within Int64 however slow a rate an operator gives.
        let nanoseconds = min(((1 - available) / rate * 1e9).rounded(), 1e18)
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
