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
            if let wait = budgets.admit(from: address, limits: limits, now: now) { return (read, wait) }
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
        #expect(budgets.admit(from: "192.0.2.1", limits: limits, now: now)?.budget == .busy)
        for _ in 0..<5 { #expect(budgets.admit(from: "198.51.100.7", limits: limits, now: now) == nil) }
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
        #expect(budgets.admit(from: "192.0.2.1", limits: limits, now: now) == LineBudgets.Wait(duration: .milliseconds(510), budget: .busy))
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

    /// Lines held on a spent budget take their turns from its refill in order: each waits its own
    /// share and goes through when it is over, without asking again.
    @Test func heldLinesWaitTheirOwnTurns() {
        let limits = limits(busyLinesPerSecond: 10)
        var budgets = LineBudgets()
        _ = lines(from: "192.0.2.1", &budgets, limits: limits)  // the first held: 100 ms
        let allowance = (0..<quiet).map { _ in budgets.admit(from: "192.0.2.2", limits: limits, now: now) }
        #expect(allowance.allSatisfy { $0 == nil })
        let waits = (0..<3).compactMap { _ in budgets.admit(from: "192.0.2.2", limits: limits, now: now) }
        #expect(waits.map(\.duration) == [.milliseconds(200), .milliseconds(300), .milliseconds(400)])
        #expect(waits.allSatisfy { $0.budget == .busy })
        #expect(waits.allSatisfy { budgets.admit(after: $0, from: "192.0.2.2", limits: limits, now: now + $0.duration) == nil })
    }

    /// A line past its address's budget, once its turn there comes, still draws on the shared
    /// budget when its address is past the quiet allowance: here another of its connections'
    /// `GAMES` spent the allowance while the line waited.
    @Test func aLineHeldByItsAddressThenWaitsOnTheSharedBudget() throws {
        let limits = limits(busyLinesPerSecond: 1, addressLinesPerSecond: quiet / 2)  // its burst is the allowance
        var budgets = LineBudgets()
        let (read, wait) = lines(from: "192.0.2.1", &budgets, limits: limits)
        #expect(read == quiet)
        let held = try #require(wait)
        #expect(held.budget == .address)
        let later = now + .seconds(1)  // the allowance has refilled 100, the shared budget its 1
        budgets.spend(150, from: "192.0.2.1", limits: limits, now: later)
        // 1 - 50 = -49: fifty to refill at one a second.
        #expect(budgets.admit(after: held, from: "192.0.2.1", limits: limits, now: later) == LineBudgets.Wait(duration: .seconds(50), budget: .busy))
    }

    /// A line never read (its connection closed while it waited) gives its turn back: the next
    /// line waits as long as it would have.
    @Test func aTurnGivenBackIsTakenByTheNext() throws {
        let limits = limits(busyLinesPerSecond: 10)
        var budgets = LineBudgets()
        let (_, first) = lines(from: "192.0.2.1", &budgets, limits: limits)
        let dropped = try #require(first)
        budgets.giveBack(dropped, from: "192.0.2.1", limits: limits, now: now)
        #expect(budgets.admit(from: "192.0.2.1", limits: limits, now: now) == dropped)
    }
}
