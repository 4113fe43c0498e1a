import Testing
@testable import BroadsideTerminal

/// The lobby's keys for the list itself, pressed as a player presses them.
@Suite("Lobby: g asks for the list again, f hides and shows the finished games")
struct LobbyListKeysTests {
    @Test func gAsksTheServerForTheGamesAgain() {
        var client = SessionController(state: Scenes.lobby, seed: 1)
        #expect(client.state.page == .lobby)
        #expect(client.type("g") == ["GAMES"])
        #expect(client.state.page == .lobby)
    }

    @Test func fHidesTheFinishedGamesAndFAgainShowsThem() {
        var client = SessionController(state: Scenes.lobby, seed: 1)
        #expect(Scenes.screen(client.state).contains("H4JJ7M"))
        #expect(client.type("f") == [])
        let hidden = Scenes.screen(client.state)
        #expect(!hidden.contains("H4JJ7M"))
        #expect(hidden.contains("K7QX3M") && hidden.contains("P9ZZ2A"))
        #expect(hidden.contains("1 finished game hidden (f shows them)"))
        #expect(client.type("f") == [])
        let shown = Scenes.screen(client.state)
        #expect(shown.contains("H4JJ7M") && !shown.contains("hidden"))
    }
}
