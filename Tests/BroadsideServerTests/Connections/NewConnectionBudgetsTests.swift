@testable import BroadsideServer
import BroadsideServerCore
import Testing

/// The connections of an address past its quiet allowance draw on one budget every busy address
/// shares (`--busy-connections-per-second`, PROTOCOL.md 11): a client with many addresses is held
/// to it, and an address within the allowance never meets it.
@Suite struct NewConnectionBudgetsTests {
    private let now = ContinuousClock.now
    private let quiet = ServerLimits.quietNewConnectionsPerSecondPerAddress * Int(ServerLimits.quietNewConnectionsBurstSeconds)

    private func limits(busyPerSecond: Int, addressPerSecond: Int = 100_000) -> ServerLimits {
        var limits = ServerLimits()
        limits.busyConnectionsPerSecond = busyPerSecond
        limits.newConnectionsPerSecondPerAddress = addressPerSecond
        return limits
    }

    /// Connections admitted from `address` at `at` before one is refused; the refusal.
    private func connections(
        from address: String, _ budgets: inout NewConnectionBudgets, limits: ServerLimits, at: ContinuousClock.Instant? = nil
    ) -> (Int, NewConnectionBudgets.Refusal?) {
        for admitted in 0..<1_000_000 {
            if let refusal = budgets.admit(from: address, limits: limits, now: at ?? now) { return (admitted, refusal) }
        }
        return (1_000_000, nil)
    }

    @Test func busyAddressesShareOneBudgetPastTheirQuietAllowance() {
        let limits = limits(busyPerSecond: 1)  // ten at once
        var budgets = NewConnectionBudgets()
        let (first, firstRefusal) = connections(from: "192.0.2.1", &budgets, limits: limits)
        #expect(first == quiet + 10)
        #expect(firstRefusal == .busy)
        // A second busy address finds the shared budget spent once its own allowance is.
        let (second, secondRefusal) = connections(from: "192.0.2.2", &budgets, limits: limits)
        #expect(second == quiet)
        #expect(secondRefusal == .busy)
        // A second on, each allowance has two more, and the shared budget one for either.
        let later = now + .seconds(1)
        #expect(connections(from: "192.0.2.2", &budgets, limits: limits, at: later) == (3, .busy))
        #expect(connections(from: "192.0.2.1", &budgets, limits: limits, at: later) == (2, .busy))
    }

    @Test func aQuietAddressConnectsWhileTheBusyBudgetIsSpent() {
        let limits = limits(busyPerSecond: 1)
        var budgets = NewConnectionBudgets()
        _ = connections(from: "192.0.2.1", &budgets, limits: limits)
        #expect(budgets.admit(from: "192.0.2.1", limits: limits, now: now) == .busy)
        for _ in 0..<quiet { #expect(budgets.admit(from: "198.51.100.7", limits: limits, now: now) == nil) }
        // Its allowance refills as it is quiet: a player who connects again later is let in.
        #expect(budgets.admit(from: "198.51.100.7", limits: limits, now: now + .seconds(5)) == nil)
    }

    @Test func theAddressBudgetHoldsFirst() {
        let limits = limits(busyPerSecond: 1_000_000, addressPerSecond: 1)  // 300 at once
        var budgets = NewConnectionBudgets()
        let (admitted, refusal) = connections(from: "192.0.2.1", &budgets, limits: limits)
        #expect(admitted == Int(ServerLimits.newConnectionsBurstSeconds))
        #expect(refusal == .address)
    }
}
