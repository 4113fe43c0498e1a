import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// What the server owes unasked, which line mode waits for before its prompt and a script's end:
/// the fleet every round's end reveals, once the end came before the client's eyes; never what a
/// state read whole lacks, which will not come.
@Suite("News owed: the fleet after a round's end, the round a rematch started")
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

    /// A `REMATCH` that accepted the offer (or the computer's, at once) started the next round:
    /// `* ROUND` is owed. A script's next command (`random`) waits for it, where it found the old
    /// round's end; from `* ROUND` on, it waits for the `STATE` that fetches the new round.
    @Test func theNextRoundIsOwedOnceARematchStartedIt() {
        var over = Fixtures.seatState(phase: .over, turn: nil)
        over.summary.winner = .b
        over.summary.reason = .forfeit
        var client = Fixtures.client(over)
        _ = client.receive(Fixtures.ok("OK REMATCH K7QX3M/A offered"), to: .rematch(Fixtures.seatA), now: Fixtures.now)
        #expect(!client.state.awaitsNews)
        var accepting = Fixtures.client(over)
        _ = accepting.receive(Fixtures.ok("OK REMATCH K7QX3M/A round=2 first=B"), to: .rematch(Fixtures.seatA), now: Fixtures.now)
        #expect(accepting.state.awaitsNews)
        let fetch = accepting.receive(.event(.round(Fixtures.seatA, round: 2, first: .b)), now: Fixtures.now)
        #expect(Fixtures.commands(fetch) == ["STATE K7QX3M/A"])
        var next = Fixtures.seatState(phase: .placing, turn: nil, fleet: [], ready: SeatPair(a: false, b: false))
        next.summary.round = 2
        _ = accepting.receive(Fixtures.stateReply(next), to: .state(Fixtures.seatA), now: Fixtures.now)
        #expect(accepting.state.seats[Fixtures.seatA]?.summary.round == 2)
        #expect(!accepting.state.awaitsNews)
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
