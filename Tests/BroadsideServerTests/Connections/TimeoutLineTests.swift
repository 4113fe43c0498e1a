import BroadsideProtocol
import BroadsideServerCore
import Testing

/// `BYE TIMEOUT` tells a connection that never said `HELLO` to begin with it, not to resume seats
/// it cannot hold.
@Suite struct TimeoutLineTests {
    @Test func beforeHelloTheTimeoutSaysToBeginWithHello() {
        let state = ConnectionState(id: ConnectionID(1), limits: ServerLimits(), now: .now)
        #expect(state.timeoutLine.description
            == "BYE TIMEOUT :timed out before HELLO; connect again and begin with HELLO 2 <your-name>")
    }

    @Test func afterHelloTheTimeoutSaysToResumeTheSeats() {
        let state = ConnectionState.greeted(now: .now)
        #expect(state.timeoutLine.description == "BYE TIMEOUT :timed out; reconnect and resume your seats")
    }
}
