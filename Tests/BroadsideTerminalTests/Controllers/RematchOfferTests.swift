import BroadsideClient
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

    /// Offering again changes nothing (PROTOCOL.md 7.12): the player is told the offer stands.
    @Test func aSecondOfferSaysTheFirstStands() {
        var client = offer(Fixtures.seatState(phase: .over, turn: nil))
        #expect(client.type("r") == [])
        #expect(client.state.message == "Your offer of a rematch stands: waiting for bob.")
    }

    /// The opponent's acceptance turns the end of the round into the next round's editor: the
    /// player who offered is told why, the one who accepted that it began; both, who fires first.
    @Test func anAcceptedOfferIsSaidAsTheNextRoundOpens() {
        var over = Fixtures.seatState(phase: .over, turn: nil)
        over.summary.winner = .b
        var offering = offer(over)
        var placing = Fixtures.seatState(phase: .placing, turn: nil, fleet: [], ready: SeatPair(a: false, b: false))
        placing.summary.round = 2
        let round = offering.receive(.event(.round(Fixtures.seatA, round: 2, first: .b)), now: Fixtures.now)
        #expect(Fixtures.commands(round) == ["STATE K7QX3M/A"])
        _ = offering.receive(Fixtures.stateReply(placing), to: .state(Fixtures.seatA), now: Fixtures.now)
        #expect(offering.state.page == .editor(Fixtures.seatA))
        let screen = Scenes.screen(offering.state)
        #expect(screen.contains("bob accepted: round 2, bob fires first. Place your fleet."), "\(screen)")

        var accepting = Fixtures.client(over)
        _ = accepting.receive(.event(.rematch(Fixtures.seatA, by: .b)), now: Fixtures.now)
        #expect(accepting.type("r") == ["REMATCH K7QX3M/A"])
        _ = accepting.receive(Fixtures.ok("OK REMATCH K7QX3M/A round=2 first=B"), to: .rematch(Fixtures.seatA), now: Fixtures.now)
        _ = accepting.receive(.event(.round(Fixtures.seatA, round: 2, first: .b)), now: Fixtures.now)
        _ = accepting.receive(Fixtures.stateReply(placing), to: .state(Fixtures.seatA), now: Fixtures.now)
        #expect(accepting.state.page == .editor(Fixtures.seatA))
        #expect(accepting.state.message == "Round 2 begins, bob fires first. Place your fleet.")
    }

    /// The player who offered and went back to the lobby is told there, the game named: else
    /// only its row changes, and nothing says the next round waits for their fleet.
    @Test func anOfferAcceptedWhileInTheLobbyIsSaidThere() {
        var over = Fixtures.seatState(phase: .over, turn: nil)
        over.summary.winner = .b
        var client = offer(over)
        _ = client.perform(.showLobby, now: Fixtures.now)
        _ = client.receive(Reply(data: [], final: .ok("GAMES", ["count=0"])), to: .games, now: Fixtures.now)
        let round = client.receive(.event(.round(Fixtures.seatA, round: 2, first: .b)), now: Fixtures.now)
        #expect(Fixtures.commands(round) == ["GAMES", "STATE K7QX3M/A"])
        var placing = Fixtures.seatState(phase: .placing, turn: nil, fleet: [], ready: SeatPair(a: false, b: false))
        placing.summary.round = 2
        _ = client.receive(Fixtures.stateReply(placing), to: .state(Fixtures.seatA), now: Fixtures.now)
        let listing = GameListing(summary: placing.summary, ships: 0, enemyShips: 0)
        _ = client.receive(Reply(data: [listing.line], final: .ok("GAMES", ["count=1"])), to: .games, now: Fixtures.now)
        #expect(client.state.page == .lobby)
        let screen = Scenes.screen(client.state)
        #expect(screen.contains("bob accepted the rematch in K7QX3M: round 2, bob fires first. Place your fleet."), "\(screen)")
    }

    /// A player who joined a round its creator had given up (`abandoned`) can offer another.
    @Test func anOfferInAnAbandonedRoundIsShown() {
        var abandoned = Fixtures.seatState(phase: .over, turn: nil)
        abandoned.summary.reason = .abandoned
        let client = offer(abandoned)
        #expect(Scenes.screen(client.state).contains("The round was abandoned. Rematch offered: waiting for bob."))
    }

    /// Opening the game again fetches its state, which a server older than `rematch=` does not
    /// say the offer stands in (PROTOCOL.md 15): the client keeps what the offer's reply said.
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

    /// A client started again knows nothing of the offers but what the server's state says:
    /// `rematch=` names the seat whose offer stands, in `RESUME`'s state and in the game list.
    @Test(arguments: [
        (Seat.a, "rematch offered", "Game over: bob wins. Rematch offered: waiting for bob."),
        (Seat.b, "bob offers a rematch", "Game over: bob wins. bob offers a rematch: press r to accept."),
    ])
    func aClientStartedAgainShowsTheOfferThatStands(offeredBy seat: Seat, lobby: String, game: String) {
        var over = Fixtures.seatState(phase: .over, turn: nil)
        over.summary.winner = .b
        over.summary.rematchOffers = SeatPair { $0 == seat }
        var client = SessionController(state: ClientState(mode: .network, playerName: "ann"), seed: 1)
        _ = client.connected(resuming: [Fixtures.storedSeatA], now: Fixtures.now)
        _ = client.receive(Fixtures.stateReply(over, command: "RESUME"), to: .resume(Fixtures.tokenA), now: Fixtures.now)
        let listing = GameListing(summary: over.summary, ships: 5, enemyShips: 0)
        _ = client.receive(Reply(data: [listing.line], final: .ok("GAMES", ["count=1"])), to: .games, now: Fixtures.now)
        #expect(Scenes.screen(client.state).contains(lobby))
        // The state `RESUME` sent is the game's: opening it asks nothing more.
        #expect(client.type([.enter]).isEmpty)
        #expect(client.state.page == .game(Fixtures.seatA))
        #expect(Scenes.screen(client.state).contains(game))
    }
}
