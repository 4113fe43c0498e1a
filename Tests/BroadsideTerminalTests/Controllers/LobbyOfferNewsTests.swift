import BroadsideClient
import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// An offer of a rematch made, declined or withdrawn while the player is in the lobby changes its
/// row in place: the message line says so, as it says an offer accepted.
@Suite("Lobby: an offer of a rematch made, declined or withdrawn there is said on the message line")
struct LobbyOfferNewsTests {
    private let now = Fixtures.now

    /// In the lobby, on the end of a round bob won.
    private func inLobby(mode: PlayMode = .network) -> SessionController {
        var over = Fixtures.seatState(phase: .over, turn: nil)
        over.summary.winner = .b
        var client = Fixtures.client(over, mode: mode, page: .lobby)
        _ = client.connected(resuming: [], speaking: 2, now: now)
        return client
    }

    @Test func anOfferAndItsWithdrawalAreSaid() {
        var client = inLobby()
        _ = client.receive(.event(.rematch(Fixtures.seatA, by: .b)), now: now)
        #expect(client.state.message == "bob offers a rematch in K7QX3M.")
        _ = client.receive(.event(.declined(Fixtures.seatA, by: .b)), now: now)
        #expect(client.state.message == "bob withdrew their offer of a rematch in K7QX3M.")
    }

    @Test func aDeclineOfTheOwnOfferIsSaid() {
        var client = inLobby()
        _ = client.perform(.open(Fixtures.code), now: now)
        _ = client.type("r")
        _ = client.receive(Fixtures.ok("OK REMATCH K7QX3M/A offered"), to: .rematch(Fixtures.seatA), now: now)
        _ = client.type("q")
        _ = client.receive(.event(.declined(Fixtures.seatA, by: .b)), now: now)
        #expect(client.state.message == "bob declined the rematch in K7QX3M.")
        #expect(Scenes.screen(client.state).contains("bob declined the rematch in K7QX3M."))
    }

    /// An offer told again (after every `RESUME`) is no news.
    @Test func anOfferToldAgainIsNotSaid() {
        var client = inLobby()
        _ = client.receive(.event(.rematch(Fixtures.seatA, by: .b)), now: now)
        client.clearMessage()
        _ = client.receive(.event(.rematch(Fixtures.seatA, by: .b)), now: now)
        #expect(client.state.message == nil)
    }
}
