@testable import BroadsideServer
import BroadsideServerCore
import Testing

/// The lines of an address past its quiet allowance draw on one budget every busy address shares
/// (`--busy-lines-per-second`, PROTOCOL.md 11): a client with many addresses is held to it, and
/// an address within the allowance never waits on it.
@Suite struct LineBudgetsTests {
    private let now = ContinuousClock.now
    private let quiet = ServerLimits.quietLinesPerSecondPerAddress * Int(ServerLimits.quietLinesBurstSeconds)

    private func limits(busyLinesPerSecond: Int, addressLinesPerSecond: Int = 100_000) -> ServerLimits {
        var limits = ServerLimits()
        limits.busyLinesPerSecond = busyLinesPerSecond
        limits.linesPerSecondPerAddress = addressLinesPerSecond
        return limits
    }

    /// Lines read from `address` before one waits; the wait.
    private func lines(from address: String, _ budgets: inout LineBudgets, limits: ServerLimits) -> (Int, LineBudgets.Wait?) {
        for read in 0..<1_000_000 {
            if let wait = budgets.takeOrWait(from: address, limits: limits, now: now) { return (read, wait) }
        }
        return (1_000_000, nil)
    }

    @Test func busyAddressesShareOneBudgetPastTheirQuietAllowance() {
        let limits = limits(busyLinesPerSecond: 10)  // ten at once
        var budgets = LineBudgets()
        let (first, firstWait) = lines(from: "192.0.2.1", &budgets, limits: limits)
        #expect(first == quiet + 10)
        #expect(firstWait == LineBudgets.Wait(duration: .milliseconds(100), budget: .busy))
        // A second busy address finds the shared budget spent once its own allowance is.
        let (second, secondWait) = lines(from: "192.0.2.2", &budgets, limits: limits)
        #expect(second == quiet)
        #expect(secondWait?.budget == .busy)
    }

    @Test func aQuietAddressIsReadWhileTheBusyBudgetIsSpent() {
        let limits = limits(busyLinesPerSecond: 1)
        var budgets = LineBudgets()
        _ = lines(from: "192.0.2.1", &budgets, limits: limits)
        #expect(budgets.takeOrWait(from: "192.0.2.1", limits: limits, now: now)?.budget == .busy)
        for _ in 0..<5 { #expect(budgets.takeOrWait(from: "198.51.100.7", limits: limits, now: now) == nil) }
    }

    @Test func theAddressBudgetHoldsFirst() {
        let limits = limits(busyLinesPerSecond: 1_000_000, addressLinesPerSecond: 10)  // twenty at once
        var budgets = LineBudgets()
        let (read, wait) = lines(from: "192.0.2.1", &budgets, limits: limits)
        #expect(read == 20)
        #expect(wait == LineBudgets.Wait(duration: .milliseconds(100), budget: .address))
    }

    /// A `GAMES` costs more than one line: what the quiet allowance does not cover comes out of
    /// the shared budget, which then holds every busy address's lines until it has refilled.
    @Test func aCostBeyondTheQuietAllowanceIsSpentFromTheSharedBudget() {
        let limits = limits(busyLinesPerSecond: 100)  // a hundred at once
        var budgets = LineBudgets()
        budgets.spend(quiet + 150, from: "192.0.2.1", limits: limits, now: now)
        // 100 - 150 = -50: 51 to refill, at a hundred a second, for anyone busy.
        #expect(budgets.takeOrWait(from: "192.0.2.1", limits: limits, now: now) == LineBudgets.Wait(duration: .milliseconds(510), budget: .busy))
        let (read, wait) = lines(from: "192.0.2.2", &budgets, limits: limits)
        #expect(read == quiet)
        #expect(wait?.budget == .busy)
    }

    /// Within the allowance, a cost comes out of it alone.
    @Test func aCostWithinTheQuietAllowanceLeavesTheSharedBudget() {
        let limits = limits(busyLinesPerSecond: 10)
        var budgets = LineBudgets()
        budgets.spend(quiet - 1, from: "192.0.2.1", limits: limits, now: now)
        let (read, _) = lines(from: "192.0.2.1", &budgets, limits: limits)
        #expect(read == 1 + 10)
    }
}
