import BroadsideProtocol
import BroadsideServerCore
import Testing

/// `ERR RATE_LIMITED` gives the rate as the operator set it with `--commands-per-second`.
@Suite struct RateLimitedTextTests {
    @Test(arguments: [(0.5, "0.5"), (2.5, "2.5"), (100, "100")])
    func theRefusalGivesTheRateAsSet(rate: Double, shown: String) {
        let start = ContinuousClock.now
        var limits = ServerLimits()
        limits.commandsPerSecond = rate
        limits.commandBurst = 1
        var state = ConnectionState(id: ConnectionID(1), limits: limits, now: start)
        #expect(state.answer("PING", now: start) == "OK PING")
        #expect(state.answer("PING", now: start) == "ERR RATE_LIMITED :more than \(shown) commands per second; slow down")
    }
}
