import Testing
@testable import BroadsideTerminal

@Suite("Game screen: a long name does not push the target grid off the page")
struct GameLongNameTests {
    @Test func theOwnTitleIsCutToTheGridSideBySide() {
        var state = Scenes.game
        state.playerName = "Bartholomew_Long"
        let screen = ClientView.screen(Presentation(of: state), size: TerminalSize(columns: 54, rows: 20), now: Fixtures.now)
        #expect(!screen.hidesPage)
        #expect(screen.text.contains("Your fleet (Bartholomew…    Enemy waters (bob)\n"), "\(screen.text)")
        #expect(screen.text.contains(" H  . . . . . . . . . .      H  . . . . . . . D D .\n"), "\(screen.text)")
    }
}
