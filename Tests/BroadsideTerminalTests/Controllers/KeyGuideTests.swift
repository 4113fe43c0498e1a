import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// `?` lists the keys of whatever page is on screen, as it does on the game screen, and the next
/// key only closes the list.
@Suite("? lists the keys of every page, and the next key only closes the list")
struct KeyGuideTests {
    /// Each page, a key of it the list names, and a key that would act there but only closes it.
    @Test func everyPageListsItsKeys() {
        let hotSeat = ClientState(mode: .hotSeat, playerName: "ann", partnerName: "bob")
        var join = ClientState(mode: .network, playerName: "ann")
        join.page = .joinGame(TextField(for: .gameCode))
        var layouts = Scenes.editor
        layouts.layouts = SavedLayouts(["corner": Fixtures.fleet])
        layouts.page = .layouts(Fixtures.seatA, selection: 0)
        let pages: [(ClientState, title: String, listed: String)] = [
            (Scenes.lobby, "Keys of the lobby", "  x           give the round up; asks first"),
            (hotSeat, "Keys of the new-game form", "  Backspace, Ctrl-U  delete a letter, clear the name"),
            (join, "Keys of the join form", "  2-9, A-Z  type the code (no I, L, O or U)"),
            (Scenes.editor, "Keys of the fleet editor", "  x                pick up every ship; asks first"),
            (layouts, "Keys of the saved layouts", "  d         delete it"),
        ]
        for (state, title, listed) in pages {
            var client = SessionController(state: state, seed: 7)
            #expect(client.type("?") == [])
            let guide = Scenes.screen(client.state)
            #expect(guide.contains(title), "\(guide)")
            #expect(guide.contains(listed), "\(guide)")
            #expect(guide.hasSuffix("Any key closes this list."), "\(guide)")
            // Enter only closes the list: it would open a game, create one, join, place a ship or load a layout.
            #expect(client.type([.enter]) == [], "\(title)")
            #expect(client.state.page == state.page, "\(title)")
            #expect(!Scenes.screen(client.state).contains(title))
        }
    }

    /// The list keeps the page's title above it: which page the keys are of.
    @Test func theListKeepsThePageTitle() {
        var client = SessionController(state: Scenes.lobby, seed: 7)
        _ = client.type("?")
        #expect(Scenes.screen(client.state).hasPrefix("Broadside  ann's games\n\nKeys of the lobby\n"))
    }

    /// The handover covers the screen between players: its list names its keys and nothing of
    /// either player, no grid, no ship, no shot.
    @Test func theHandoverListsOnlyItsKeys() {
        var client = SessionController(state: Scenes.handover, seed: 7)
        _ = client.type("?")
        let shown = Scenes.screen(client.state).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(shown == [
            "Keys of the handover", "Space   take the terminal: the next player's screen is shown",
            "q, Esc  back to the lobby", "Ctrl-C  quit; your games can be resumed",
            "Ctrl-Z  stop the client, back to the shell; fg brings it back", "Ctrl-L  draw the whole screen again",
            "?       this list; the next key only closes it", "Any key closes this list.",
        ])
        #expect(client.type([.enter]) == [])
        #expect(client.state.page == .handover(Fixtures.seatB))
    }

    /// In a text field `?` lists the keys only where it is no character of the field: a name or
    /// a code holds none, a layout's name may.
    @Test func inATextFieldAQuestionMarkIsTypedWhereTheFieldTakesIt() {
        var form = SessionController(state: ClientState(mode: .hotSeat, playerName: "ann", partnerName: "bob"), seed: 7)
        _ = form.type("?")
        #expect(form.state.keyGuide == form.state.page)
        guard case .newGame(let typed) = form.state.page else {
            Issue.record("left the form")
            return
        }
        #expect(typed.firstName == TextField.prefilled("ann", for: .playerName))

        var naming = SessionController(state: Scenes.editor, seed: 7)
        naming.state.page = .saveLayout(Fixtures.seatA, TextField(for: .layoutName))
        _ = naming.type("why?")
        #expect(naming.state.keyGuide == nil)
        #expect(naming.state.page == .saveLayout(Fixtures.seatA, TextField("why?", for: .layoutName)))
    }

    /// The list gives up rows, its last keys first, rather than make a page too small: shown on
    /// a terminal too small for it, the too-small screen would take every key but Ctrl-C, and
    /// none could close it.
    @Test func theListShowsWherePageShows() {
        let salvoGame = Fixtures.client(Fixtures.seatState(rules: .salvo, away: 30)).state
        for state in [Scenes.lobby, Scenes.editor, ClientState(mode: .hotSeat, playerName: "ann", partnerName: "bob"), Scenes.handover, salvoGame] {
            var client = SessionController(state: state, seed: 7)
            let sizes = ClientView.layouts(Presentation(of: client.state), height: 24, now: Fixtures.now).map(\.minimumSize)
            _ = client.type("?")
            for size in sizes {
                let screen = ClientView.screen(Presentation(of: client.state), size: size, now: Fixtures.now)
                #expect(!screen.hidesPage, "\(size): \(screen.text)")
                #expect(screen.text.contains("Keys of"), "\(size): \(screen.text)")
                #expect(screen.lines.count <= size.rows && screen.lines.allSatisfy { $0.width <= size.columns }, "\(size): \(screen.text)")
            }
        }
    }
}
