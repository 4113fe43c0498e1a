import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

@Suite("The player who offers a rematch is told it waits on the opponent, until the answer")
struct RematchOfferTests {
    private func offer(_ state: SeatState) -> SessionController {
        var client = Fixtures.client(state)
        #expect(client.type("r") == ["REMATCH K7QX3M/A"])
        _ = client.receive(Fixtures.ok("OK REMATCH K7QX3M/A offered"), to: .rematch(Fixtures.seatA), now: Fixtures.now)
        return client
    }

    /// A player who joined a round its creator had given up (`abandoned`) can offer another.
    @Test func anOfferInAnAbandonedRoundIsShown() {
        var abandoned = Fixtures.seatState(phase: .over, turn: nil)
        abandoned.summary.reason = .abandoned
        let client = offer(abandoned)
        #expect(Scenes.screen(client.state).contains("The round was abandoned. Rematch offered: waiting for bob."))
    }

    /// Opening the game again fetches its state, which does not say the offer stands.
    @Test func theOfferOutlastsTheGameBeingOpenedAgain() {
        var over = Fixtures.seatState(phase: .over, turn: nil)
        over.summary.winner = .b
        var client = offer(over)
        #expect(Scenes.screen(client.state).contains("Game over: bob wins. Rematch offered: waiting for bob."))
        _ = client.perform(.showLobby, now: Fixtures.now)
        _ = client.perform(.open(Fixtures.code), now: Fixtures.now)
        _ = client.receive(Fixtures.stateReply(over), to: .state(Fixtures.seatA), now: Fixtures.now)
        #expect(Scenes.screen(client.state).contains("Game over: bob wins. Rematch offered: waiting for bob."))
    }
}
