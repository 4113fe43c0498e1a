import BroadsideServerCore

/// The budgets a line read from a client address draws on (PROTOCOL.md 11): the address's own
/// (`--address-lines-per-second`), and, for its lines past the quiet allowance
/// (`ServerLimits.quietLinesPerSecondPerAddress`), the one every busy address shares
/// (`--busy-lines-per-second`). A client with many addresses, each within its own budget, is
/// held to the shared one; players stay within the allowance and never wait on it.
struct LineBudgets {
    /// How long a line waits before it may be read, and the budget it waits on.
    struct Wait: Equatable {
        enum Budget { case address, busy }

        let duration: Duration
        let budget: Budget
    }

    private var addresses = AddressBuckets()
    private var quiet = AddressBuckets()
    /// Made on first use (`withBusyBudget`), from the limits of the server that uses it.
    private var busy: RateLimiter?

    /// Counts a line read from `address` and returns nil; when a budget it draws on is spent,
    /// counts nothing and returns how long until it may be read.
    mutating func takeOrWait(from address: String, limits: ServerLimits, now: ContinuousClock.Instant) -> Wait? {
        if let wait = addresses.timeUntilOne(for: address, now: now) { return Wait(duration: wait, budget: .address) }
        if !quiet.take(from: address, budget: Self.quietBudget, now: now) {
            let wait = withBusyBudget(limits, now: now) { $0.allow(now: now) ? nil : $0.timeUntilToken(now: now) }
            if let wait { return Wait(duration: wait, budget: .busy) }
        }
        _ = addresses.take(from: address, budget: Self.addressBudget(limits), now: now)
        return nil
    }

    /// Counts `count` lines more from `address`, however many its budgets hold: what a line costs
    /// beyond one, known once it is read. What the quiet allowance does not cover, the shared
    /// budget does.
    mutating func spend(_ count: Int, from address: String, limits: ServerLimits, now: ContinuousClock.Instant) {
        addresses.spend(count, from: address, budget: Self.addressBudget(limits), now: now)
        let beyondQuiet = count - quiet.take(upTo: count, from: address, budget: Self.quietBudget, now: now)
        guard beyondQuiet > 0 else { return }
        withBusyBudget(limits, now: now) { $0.spend(Double(beyondQuiet), now: now) }
    }

    /// Runs `body` on the budget busy addresses share, made from `limits` on first use.
    private mutating func withBusyBudget<T>(
        _ limits: ServerLimits, now: ContinuousClock.Instant, _ body: (inout RateLimiter) -> T
    ) -> T {
        var shared = busy ?? Self.busyBudget(limits, now: now)
        defer { busy = shared }
        return body(&shared)
    }

    private static func addressBudget(_ limits: ServerLimits) -> AddressBudget {
        .perSecond(limits.linesPerSecondPerAddress, burstSeconds: ServerLimits.linesBurstSeconds)
    }

    private static let quietBudget = AddressBudget.perSecond(
        ServerLimits.quietLinesPerSecondPerAddress, burstSeconds: ServerLimits.quietLinesBurstSeconds)

    private static func busyBudget(_ limits: ServerLimits, now: ContinuousClock.Instant) -> RateLimiter {
        let rate = Double(limits.busyLinesPerSecond)
        return RateLimiter(rate: rate, burst: rate * ServerLimits.busyLinesBurstSeconds, now: now)
    }
}
