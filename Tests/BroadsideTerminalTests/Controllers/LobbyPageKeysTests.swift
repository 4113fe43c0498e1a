import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// Home, End, PgUp and PgDn on a list longer than the screen: to its ends, and a page at a time,
/// a page being as many games as the list shows at the terminal's size.
@Suite("Lobby: Home, End, PgUp and PgDn")
struct LobbyPageKeysTests {
    /// A lobby of 30 games, each against bob, the first selected.
    private static func longLobby(_ size: TerminalSize) -> SessionController {
        var state = ClientState(mode: .network, playerName: "ann")
        let letters = Array("ABCDEF")
        let codes = letters.flatMap { first in letters.prefix(5).map { "K7QX\(first)\($0)" } }.compactMap(GameCode.init)
        state.lobby.update(codes.map { GameListing(summary: Fixtures.summary(SeatReference($0, .a)), ships: 5, enemyShips: 5) }, now: Fixtures.now)
        var client = SessionController(state: state, seed: 1)
        // As the full screen tells it when it draws the lobby.
        client.gamesPerLobbyPage = LobbyView.gamesShown(Presentation(of: state), size: size, now: Fixtures.now)
        return client
    }

    private func selected(_ client: SessionController) -> String? {
        client.state.lobby.selectedGame?.code.description
    }

    @Test func homeAndEndGoToTheFirstAndLastGame() {
        var client = Self.longLobby(Scenes.size)
        #expect(client.state.lobby.visibleGames.count == 30)
        #expect(client.type([.end]) == [])
        #expect(client.state.lobby.selection == 29)
        #expect(ClientView.screen(Presentation(of: client.state), size: Scenes.size, now: Fixtures.now).text.contains("> \(selected(client) ?? "-")"))
        #expect(client.type([.home]) == [])
        #expect(client.state.lobby.selection == 0)
        #expect(client.state.message == nil)
    }

    /// At 80 by 24 the list shows 15 games, one line each; at 60 columns, two lines each, 7.
    @Test func pageKeysMoveByTheGamesTheListShows() {
        var client = Self.longLobby(Scenes.size)
        #expect(client.type([.pageDown]) == [])
        #expect(client.state.lobby.selection == 15)
        let screen = ClientView.screen(Presentation(of: client.state), size: Scenes.size, now: Fixtures.now).text
        #expect(screen.contains("  1 more above") && screen.contains("14 more below") && screen.contains("> \(selected(client) ?? "-")"), "\(screen)")
        _ = client.type([.pageDown, .pageDown])
        #expect(client.state.lobby.selection == 29)
        _ = client.type([.pageUp])
        #expect(client.state.lobby.selection == 14)

        var narrow = Self.longLobby(TerminalSize(columns: 60, rows: 24))
        _ = narrow.type([.pageDown])
        #expect(narrow.state.lobby.selection == 7)
        _ = narrow.type([.pageUp, .pageUp])
        #expect(narrow.state.lobby.selection == 0)
    }

    /// The `?` list names them; the line of keys has no room for them.
    @Test func theKeyListNamesThem() {
        var client = Self.longLobby(Scenes.size)
        _ = client.type("?")
        let guide = Scenes.screen(client.state)
        #expect(guide.contains("  Home, End   the first game, the last\n  PgUp, PgDn  a page of games up, down\n"), "\(guide)")
        _ = client.type([.escape])
        #expect(!Scenes.screen(client.state).contains("PgUp"))
    }

    /// Where they lead nowhere they say nothing, as arrows that lead nowhere do.
    @Test func elsewhereTheyAreSilent() {
        var client = SessionController(state: Scenes.game, seed: 1)
        for key in [Key.home, .end, .pageUp, .pageDown] {
            #expect(client.type([key]) == [])
            #expect(client.state.message == nil)
            #expect(client.state.page == .game(Fixtures.seatA))
        }
    }
}
