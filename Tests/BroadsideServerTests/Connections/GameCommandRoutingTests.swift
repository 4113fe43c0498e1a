import BroadsideCore
import BroadsideProtocol
import BroadsideServerCore
import Testing

/// A game command goes to the sessions as a `GameCommand` with the seat it acts through, filled in
/// from the seats the connection holds when the command names only the game (PROTOCOL.md 6.1);
/// one through a seat the connection does not hold, or sent before `HELLO`, never gets there.
@Suite struct GameCommandRoutingTests {
    @Test func aGameCommandGoesToTheSessionsThroughTheSeatTheConnectionHolds() throws {
        let now = ContinuousClock.now
        var state = ConnectionState.greeted(now: now)
        let code = testCode(1)
        let seatB = SeatReference(code, .b)
        #expect(state.answer("FIRE \(code) A1", now: now) == "ERR NOT_SEATED :this connection holds no seat in \(code); create, join or resume one")
        state.gained(seatB, awaitingOpponent: false)
        let targets = try ["A1", "J10"].map { try Coordinate(parsing: $0) }
        #expect(state.receive(.line("FIRE \(code) A1 J10"), now: now) == .session(.game(seatB, .fire(targets))))
        #expect(state.receive(.line("PLACE \(seatB) random"), now: now) == .session(.game(seatB, .place(.random))))
        #expect(state.receive(.line("LEAVE \(code)"), now: now) == .session(.game(seatB, .leave)))
        #expect(state.answer("READY \(code)/A", now: now) == "ERR NOT_SEATED :this connection holds no seat in \(code)/A; create, join or resume one")
    }

    @Test func aGameCommandBeforeHelloIsRefused() {
        let now = ContinuousClock.now
        var state = ConnectionState(id: ConnectionID(1), limits: WireFuzzTests.generous, now: now)
        #expect(state.answer("STATE \(testCode(1))", now: now) == "ERR HELLO_FIRST :say HELLO 2 <your-name> first")
    }
}
