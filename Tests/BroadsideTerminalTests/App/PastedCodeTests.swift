@testable import BroadsideTerminal
import Testing

/// A message pasted whole into the join page ("Join my game: G3SNQD") joins the game it names:
/// its other letters, dropped one by one, spelled a wrong code (player's audit: JNMYGA).
@Suite struct PastedCodeTests {
    private func typing(_ pasted: String, on page: Page) -> String {
        var state = ClientState(mode: .network, playerName: "ann")
        state.page = page
        return ScreenShown(Presentation(of: state)).typing(pasted: pasted)
    }

    private let joinPage = Page.joinGame(TextField(for: .gameCode))

    @Test func theOneCodeInAPastedMessageIsTyped() {
        #expect(typing("Join my game: G3SNQD", on: joinPage) == "G3SNQD")
        #expect(typing(" g3snqd\n", on: joinPage) == "G3SNQD")
        #expect(typing("G3SNQD, G3SNQD!", on: joinPage) == "G3SNQD")
    }

    /// Two codes, or none, leave the choice to the player: the text is typed as pasted.
    @Test func withoutExactlyOneCodeTheTextIsTyped() {
        #expect(typing("G3SNQD or K7QX3M", on: joinPage) == "G3SNQD or K7QX3M")
        #expect(typing("hello", on: joinPage) == "hello")
    }

    @Test func elsewhereTheTextIsTyped() {
        #expect(typing("Join my game: G3SNQD", on: .lobby) == "Join my game: G3SNQD")
    }
}
