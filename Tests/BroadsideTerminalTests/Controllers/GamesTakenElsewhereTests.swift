import BroadsideClient
import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// The same player started a second client, which resumed every seat (`* TAKEN` for each here):
/// the list of this connection's seats is empty, but the player's games are not gone.
@Suite("Games taken by another client")
struct GamesTakenElsewhereTests {
    private let now = Fixtures.now
    private let emptyList = Reply(data: [], final: .ok("GAMES", ["count=0"]))

    private func takenEverywhere() -> SessionController {
        var client = SessionController(state: Scenes.lobby, seed: 1)
        for game in client.state.lobby.games {
            _ = client.receive(.event(.taken(game.main.summary.reference)), now: now)
        }
        // The first event's `GAMES`, then the one the others asked for meanwhile.
        #expect(Fixtures.commands(client.receive(emptyList, to: .games, now: now)) == ["GAMES"])
        _ = client.receive(emptyList, to: .games, now: now)
        return client
    }

    @Test func theEmptyListSaysTheGamesAreOpenInTheOtherClientNotThatThereAreNone() throws {
        var client = takenEverywhere()
        #expect(client.state.lobby.games.isEmpty)
        let sentence = "3 of your games are open in another client as ann; quit it, or start this one again to take them back."
        #expect(LobbyView.noGames(Presentation(of: client.state), style: .keys) == sentence)
        #expect(Scenes.words(client.state).contains(sentence), "\(Scenes.screen(client.state))")
        #expect(!Scenes.screen(client.state).contains("No games yet"))
        #expect(try RepositoryDocuments.words("docs/CLIENT.md").contains("`\(sentence)`"))
        // Asking for the list again changes nothing: the other client still holds them.
        #expect(client.type("g") == ["GAMES"])
        _ = client.receive(emptyList, to: .games, now: now)
        #expect(Scenes.words(client.state).contains(sentence))
    }

    /// Quitting says the games are kept, not the farewell of a player who has none.
    @Test func theyStillCountAsThePlayersGames() {
        let client = takenEverywhere()
        #expect(client.state.hasGames(besides: []))
        let farewell = Farewell.lines(mode: .network, server: nil, name: nil, hasGames: client.state.hasGames(besides: []), width: 100)
        #expect(farewell == ["Left Broadside: your games are kept on the server; `broadside play` takes you back."])
    }

    @Test func oneGameIsSaidInTheSingular() {
        var client = SessionController(state: Scenes.lobby, seed: 1)
        _ = client.receive(.event(.taken(Fixtures.seatA)), now: now)
        _ = client.receive(emptyList, to: .games, now: now)
        #expect(LobbyView.noGames(Presentation(of: client.state), style: .commands)
            == "1 of your games is open in another client as ann; quit it, or start this one again to take it back.")
    }

    /// A list that shows a game again (this client took it back) ends what was said of it.
    @Test func aGameListedAgainIsNoLongerOpenElsewhere() {
        var client = takenEverywhere()
        let listing = GameListing(summary: Fixtures.summary(), ships: 5, enemyShips: 4)
        _ = client.receive(Reply(data: [listing.line], final: .ok("GAMES", ["count=1"])), to: .games, now: now)
        #expect(client.state.lobby.openElsewhere.count == 2)
        _ = client.receive(emptyList, to: .games, now: now)
        #expect(LobbyView.noGames(Presentation(of: client.state), style: .keys).hasPrefix("2 of your games are open"))
    }
}
