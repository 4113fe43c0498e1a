import BroadsideServerCore

/// A budget every busy address shares (of lines, of new connections): one bucket, made on first
/// use from the limits of the server that uses it, since the registry holding it is made before
/// them.
struct SharedBudget {
    private var limiter: RateLimiter?

    /// Runs `body` on the bucket, made holding `burstSeconds` of `perSecond` if it is new.
    mutating func use<T>(
        perSecond: Int, burstSeconds: Double, now: ContinuousClock.Instant, _ body: (inout RateLimiter) -> T
    ) -> T {
        let rate = Double(perSecond)
        var shared = limiter ?? RateLimiter(rate: rate, burst: rate * burstSeconds, now: now)
        defer { limiter = shared }
        return body(&shared)
    }
}
