import BroadsideProtocol
import BroadsideServerCore
import Testing

/// `ERR RATE_LIMITED` gives the rate as the operator set it with `--commands-per-second`, and
/// how long until the bucket holds a command again, in whole seconds rounded up (PROTOCOL.md 11).
@Suite struct RateLimitedTextTests {
    @Test(arguments: [(0.5, "0.5", 2), (2.5, "2.5", 1), (100, "100", 1)])
    func theRefusalGivesTheRateAsSetAndTheWait(rate: Double, shown: String, wait: Int) {
        let start = ContinuousClock.now
        var limits = ServerLimits()
        limits.commandsPerSecond = rate
        limits.commandBurst = 1
        var state = ConnectionState(id: ConnectionID(1), limits: limits, now: start)
        #expect(state.answer("PING", now: start) == "OK PING")
        #expect(state.answer("PING", now: start)
            == "ERR RATE_LIMITED wait=\(wait) scope=commands :more than \(shown) commands per second; try again in \(wait)s")
    }

    /// At a command every ten seconds, the wait counts down as the bucket refills, and a command
    /// sent once it has passed gets through.
    @Test func theWaitIsTheTimeUntilTheBucketHoldsACommand() {
        let start = ContinuousClock.now
        var limits = ServerLimits()
        limits.commandsPerSecond = 0.1
        limits.commandBurst = 1
        var state = ConnectionState(id: ConnectionID(1), limits: limits, now: start)
        #expect(state.answer("PING", now: start) == "OK PING")
        #expect(state.answer("PING", now: start + .milliseconds(500))?.hasPrefix("ERR RATE_LIMITED wait=10 scope=commands ") == true)
        #expect(state.answer("PING", now: start + .seconds(7))?.hasPrefix("ERR RATE_LIMITED wait=3 scope=commands ") == true)
        #expect(state.answer("PING", now: start + .seconds(10)) == "OK PING")
    }
}
