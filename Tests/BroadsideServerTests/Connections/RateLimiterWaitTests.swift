import BroadsideServerCore
import Testing

/// The wait a token bucket gives, which `ERR RATE_LIMITED` sends as `wait=` (PROTOCOL.md 11).
@Suite struct RateLimiterWaitTests {
    private let start = ContinuousClock.now

    @Test func aBucketHoldingATokenHasNoWait() {
        let limiter = RateLimiter(rate: 1, burst: 2, now: start)
        #expect(limiter.timeUntilToken(now: start) == .zero)
    }

    /// A minute for one a minute, not 60.00000000000001 s, which rounds up to 61 whole seconds.
    @Test func theWaitIsExactForARateThatIsNoExactBinaryFraction() {
        var limiter = RateLimiter(rate: 1.0 / 60, burst: 1, now: start)
        let allowed = limiter.allow(now: start)
        #expect(allowed)
        #expect(limiter.timeUntilToken(now: start) == .seconds(60))
        #expect(limiter.timeUntilToken(now: start + .seconds(20)) == .seconds(40))
    }

    @Test func aBucketSpentBelowEmptyWaitsToRefillPastOne() {
        var limiter = RateLimiter(rate: 100, burst: 6000, now: start)
        limiter.spend(6_049, now: start)
        #expect(limiter.timeUntilToken(now: start) == .milliseconds(500))
    }

    /// However slow a rate the operator gives (any number above 0), the wait is a duration.
    @Test func theSlowestRateWaitsSomeYearsWithoutOverflow() {
        var limiter = RateLimiter(rate: 1e-300, burst: 1, now: start)
        let allowed = limiter.allow(now: start)
        #expect(allowed)
        #expect(limiter.timeUntilToken(now: start) == .nanoseconds(1_000_000_000_000_000_000))
    }
}
