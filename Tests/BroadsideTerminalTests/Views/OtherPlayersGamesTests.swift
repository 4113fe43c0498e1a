import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// An empty list for this name names the other names this account played as here, whose games
/// it keeps but does not list: "No games yet" alone would read as those games lost.
@Suite("The games of other names played as here")
struct OtherPlayersGamesTests {
    @Test func anEmptyListNamesTheOtherNamesAndHowToListThem() {
        var state = ClientState(mode: .network, playerName: "ann")
        state.lobby.update([], now: Fixtures.now)
        #expect(!Scenes.screen(state).contains("kept too"))
        state.otherPlayers = ["bsann"]
        #expect(Scenes.screen(state).contains("  Games played here as bsann are kept too: --name bsann lists them."), "\(Scenes.screen(state))")
        state.otherPlayers = ["bsann", "cleo", "dot"]
        #expect(PlainView.page(Presentation(of: state), now: Fixtures.now) == [
            "No games yet: type new to start one, or type join CODE to join one with its code.",
            "Games played here as bsann, cleo and dot are kept too: --name NAME lists them.",
        ])
    }
}
