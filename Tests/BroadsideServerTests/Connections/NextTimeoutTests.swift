import BroadsideServerCore
import Testing

/// The timeout that would end a connection is known, so that its log line can say which limit it
/// was over: `BYE TIMEOUT` is the same for all of them.
@Suite struct NextTimeoutTests {
    let limits: ServerLimits = {
        var limits = ServerLimits()
        (limits.handshakeTimeout, limits.helloTimeout, limits.lineTimeout, limits.idleTimeout) =
            (.seconds(10), .seconds(30), .seconds(20), .seconds(600))
        return limits
    }()
    let start = ContinuousClock.now

    @Test func eachPhaseHasItsTimeout() {
        var state = ConnectionState(id: ConnectionID(1), limits: limits, now: start)
        #expect(state.nextTimeout.timeout == .handshake)
        state.handshakeCompleted(now: start)
        #expect(state.nextTimeout == (.hello, start + .seconds(30)))
        _ = state.receive(.line("HELLO 1 ann"), now: start + .seconds(1))
        #expect(state.nextTimeout == (.idle, start + .seconds(601)))
        state.partialLine(true, now: start + .seconds(2))
        #expect(state.nextTimeout == (.line, start + .seconds(22)))
    }
}
