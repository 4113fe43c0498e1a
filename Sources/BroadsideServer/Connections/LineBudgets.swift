import BroadsideServerCore

/// The budgets a line read from a client address draws on (PROTOCOL.md 11): the address's own
/// (`--address-lines-per-second`), and, for its lines past the quiet allowance
/// (`ServerLimits.quietLinesPerSecondPerAddress`), the one every busy address shares
/// (`--busy-lines-per-second`). A client with many addresses, each within its own budget, is
/// held to the shared one; players stay within the allowance and never wait on it.
struct LineBudgets {
    /// How long a line waits before it may be read, and the budget whose token it waits for.
    struct Wait: Equatable {
        enum Budget { case address, busy }

        let duration: Duration
        let budget: Budget
    }

    private var addresses = AddressBuckets()
    private var quiet = AddressBuckets()
    private var busy = SharedBudget()

    /// Takes a line read from `address` from its budgets in turn: its own, then the quiet
    /// allowance or the shared one. Nil when the line may be read now; else the wait for the
    /// token it took from a spent budget's refill to come (`RateLimiter.reserve`): lines held
    /// wait their turn, each once, with no need to ask again. Once the wait is over,
    /// `admit(after:)` goes on with the budgets left.
    mutating func admit(from address: String, limits: ServerLimits, now: ContinuousClock.Instant) -> Wait? {
        let wait = addresses.reserve(from: address, budget: Self.addressBudget(limits), now: now)
        guard wait == .zero else { return Wait(duration: wait, budget: .address) }
        return admitPastAddress(address, limits: limits, now: now)
    }

    /// Goes on with a line from `address` whose `wait` is over: nil when it may be read, else
    /// the next wait.
    mutating func admit(after wait: Wait, from address: String, limits: ServerLimits, now: ContinuousClock.Instant) -> Wait? {
        switch wait.budget {
        case .address: admitPastAddress(address, limits: limits, now: now)
        case .busy: nil
        }
    }

    /// Gives back the token a line held for `wait` took, when the line is never read (its
    /// connection closed): a client cannot spend the budgets by closing what it sent.
    mutating func giveBack(_ wait: Wait, from address: String, limits: ServerLimits, now: ContinuousClock.Instant) {
        switch wait.budget {
        case .address: addresses.giveBack(to: address, now: now)
        case .busy: withBusyBudget(limits, now: now) { $0.giveBack(now: now) }
        }
    }

    private mutating func admitPastAddress(_ address: String, limits: ServerLimits, now: ContinuousClock.Instant) -> Wait? {
        guard !quiet.take(from: address, budget: Self.quietBudget, now: now) else { return nil }
        let wait = withBusyBudget(limits, now: now) { $0.reserve(now: now) }
        return wait == .zero ? nil : Wait(duration: wait, budget: .busy)
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

    /// Runs `body` on the budget busy addresses share.
    private mutating func withBusyBudget<T>(
        _ limits: ServerLimits, now: ContinuousClock.Instant, _ body: (inout RateLimiter) -> T
    ) -> T {
        busy.use(perSecond: limits.busyLinesPerSecond, burstSeconds: ServerLimits.busyLinesBurstSeconds, now: now, body)
    }

    private static func addressBudget(_ limits: ServerLimits) -> AddressBudget {
        .perSecond(limits.linesPerSecondPerAddress, burstSeconds: ServerLimits.linesBurstSeconds)
    }

    private static let quietBudget = AddressBudget.perSecond(
        ServerLimits.quietLinesPerSecondPerAddress, burstSeconds: ServerLimits.quietLinesBurstSeconds)
}
