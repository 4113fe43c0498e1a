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

    /// The rest of a line rejected as too long is still the line that started: its time runs on
    /// from its start, not from the rejection (spec audit: a line trickled in got twice the limit).
    @Test func anOverlongLineIsTimedFromItsStartUntilItsEnd() {
        var state = ConnectionState(id: ConnectionID(1), limits: limits, now: start)
        state.handshakeCompleted(now: start)
        state.partialLine(true, now: start + .seconds(1))
        _ = state.receive(.rejected(.lineTooLong), goesOn: true, now: start + .seconds(3))
        state.partialLine(true, now: start + .seconds(3))
        #expect(state.nextTimeout == (.line, start + .seconds(21)))
        // Its end, dropped, and a new line started in the same read: the new one has its own time,
        // and so has an over-long one rejected in the same read.
        state.overlongLineEnded()
        state.partialLine(true, now: start + .seconds(5))
        #expect(state.nextTimeout == (.line, start + .seconds(25)))
        _ = state.receive(.rejected(.lineTooLong), goesOn: true, now: start + .seconds(5))
        state.partialLine(true, now: start + .seconds(5))
        #expect(state.nextTimeout == (.line, start + .seconds(25)))
    }
}
