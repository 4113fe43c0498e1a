import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// What the server owes unasked, which line mode waits for before its prompt and a script's end:
/// the fleet every round's end reveals, once the end came before the client's eyes; never what a
/// state read whole lacks, which will not come.
@Suite("News owed: the fleet after a round's end")
struct NewsOwedTests {
    @Test func theFleetIsOwedFromTheEndUntilItComes() {
        var client = Fixtures.client(Fixtures.seatState())
        #expect(!client.state.awaitsNews)
        _ = client.receive(.event(.over(Fixtures.seatA, winner: .b, reason: .forfeit)), now: Fixtures.now)
        #expect(client.state.awaitsNews)
        let fleet = [ShipPlacement(.destroyer, at: Fixtures.cell("J9"), .horizontal)]
        _ = client.receive(.event(.reveal(Fixtures.seatA, fleet: fleet)), now: Fixtures.now)
        #expect(!client.state.awaitsNews)
    }

    /// A round over before the client started, read from a state without the fleet (an older
    /// server, say): nothing is owed, or the prompt would never come back.
    @Test func aStateReadOverWithoutTheFleetOwesNothing() {
        var over = Fixtures.seatState(phase: .over, turn: nil)
        over.summary.winner = .a
        over.summary.reason = .sunk
        let client = Fixtures.client(over)
        #expect(client.state.seats[Fixtures.seatA]?.revealed == nil)
        #expect(!client.state.awaitsNews)
    }
}
