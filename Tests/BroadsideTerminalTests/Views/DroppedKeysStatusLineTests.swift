import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// The note on keys dropped goes on the status line where the page would say nothing else there,
/// and nowhere else: what the full-screen loop puts in the message (`ScreenWatch.message(for:at:)`)
/// and what the page shows on that line are one rule (`ClientState.statusNote(at:)`).
@Suite("Keys dropped: the note shows where the status line is blank, and hides nothing")
struct DroppedKeysStatusLineTests {
    private static let dropped = "3 keys typed as this screen opened were ignored."

    /// Ann's pages of a seat, each with what its status line says before any key is dropped.
    private static var pages: [(name: String, state: ClientState, says: String)] {
        let game = Scenes.game
        var asked = game
        asked.forfeitAsked = Fixtures.seatA
        var away = game
        away.isConnected = false
        var news = game
        news.seats[Fixtures.seatA]?.apply(.left(Fixtures.seatA, seat: .b), now: Fixtures.now)
        var editorNews = Scenes.editor
        editorNews.seats[Fixtures.seatA]?.apply(.joined(Fixtures.seatA, opponentName: "bob"), now: Fixtures.now)
        var editorAsks = Scenes.editor
        editorAsks.editors[Fixtures.seatA]?.ask(.clearFleet)
        return [
            ("game", game, dropped),
            ("forfeit asked", asked, "Forfeit this round? You lose it. y/n"),
            ("server away", away, "Lost the server: trying to reconnect (Ctrl-C quits)."),
            ("opponent away", news, "bob is away: no client of theirs is connected."),
            ("editor", Scenes.editor, dropped),
            ("editor, opponent joined", editorNews, "bob joined the game."),
            ("editor asks", editorAsks, EditorQuestion.clearFleet.text),
        ]
    }

    @Test(arguments: pages.indices)
    func theNoteShowsOnlyWhereTheLineIsBlank(page: Int) {
        let (name, state, says) = Self.pages[page]
        var watch = ScreenWatch(Presentation(of: state), at: Fixtures.now)
        watch.drop(3)
        var told = state
        told.message = watch.message(for: Presentation(of: state), at: Fixtures.now)
        let screen = Scenes.screen(told)
        #expect(screen.contains(says), "\(name):\n\(screen)")
        // Where the note is not told, the page is as it was: nothing of it hidden.
        if says != Self.dropped { #expect(screen == Scenes.screen(state), "\(name)") }
    }
}
