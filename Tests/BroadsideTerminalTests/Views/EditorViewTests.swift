import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

@Suite("Fleet editor: the cursor, the keys once every ship is placed, the width it needs")
struct EditorViewTests {
    /// Ann's editor with every ship placed along the left edge and the cursor moved to B3.
    private var complete: ClientState {
        var state = Scenes.editor
        var editor = FleetEditor(rules: .classic, placements: Fixtures.fleet)
        editor.move(rows: 1, columns: 2)
        state.editors[Fixtures.seatA] = editor
        return state
    }

    /// The cursor still moves and `p` still picks up the ship under it, so it stays on screen.
    @Test func theCursorShowsWithEveryShipPlaced() {
        let screen = Scenes.screen(complete)
        #expect(screen.contains(" B  B B[B]B . . . . . ."), "\(screen)")
    }

    /// Enter then declares the fleet ready, and nothing is in hand to rotate or change.
    @Test func theKeysOfferReadyOnceEveryShipIsPlaced() {
        let screen = Scenes.screen(complete)
        #expect(screen.contains("arrows/hjkl move · type B7 · Enter ready · p pick up\n"), "\(screen)")
        #expect(!screen.contains("Enter place"))
        #expect(Scenes.screen(Scenes.editor).contains("arrows/hjkl move · type B7 · r rotate · Enter place · Tab other ship\n"))
    }

    /// `R` places the ships still to place, and once every ship is placed lays the whole fleet
    /// again: the key line offers it either way, and `?` says which it does.
    @Test func randomIsOfferedAndSaysWhatItDoes() {
        for (state, does) in [(Scenes.editor, "place the remaining ships at random"), (complete, "lay the whole fleet again at random")] {
            var client = SessionController(state: state, seed: 7)
            #expect(Scenes.screen(client.state).contains("R random"), "\(Scenes.screen(client.state))")
            _ = client.type("?")
            #expect(Scenes.screen(client.state).contains("  R                \(does)"), "\(Scenes.screen(client.state))")
        }
    }

    /// The keys are one sequence of entries, wrapped as evenly as they go: two lines each
    /// wrapped on their own left a key alone on a row. At 80 columns the lines are those of the
    /// documentation; at 60 there are three, as even as they go.
    @Test func theKeysWrapAsOneSequence() {
        func keyLines(_ state: ClientState, _ columns: Int) -> [Substring] {
            let lines = ClientView.screen(Presentation(of: state), size: TerminalSize(columns: columns, rows: 24), now: Fixtures.now).text.split(separator: "\n")
            return Array(lines.drop { !$0.hasPrefix("arrows/hjkl move") })
        }
        #expect(keyLines(Scenes.editor, 80) == [
            "arrows/hjkl move · type B7 · r rotate · Enter place · Tab other ship",
            "p pick up · R random · x clear · L load layout · q lobby",
        ])
        #expect(keyLines(Scenes.editor, 60) == [
            "arrows/hjkl move · type B7 · r rotate", "Enter place · Tab other ship · p pick up", "R random · x clear · L load layout · q lobby",
        ])
        #expect(keyLines(complete, 80) == ["arrows/hjkl move · type B7 · Enter ready · p pick up", "R random · x clear · s save layout · L load layout · q lobby"])
    }

    /// The editor fits wherever the game does: its palette is no wider than the target grid.
    @Test func theEditorNeedsNoMoreColumnsThanTheGame() {
        let editor = ClientView.layouts(Presentation(of: Scenes.editor), height: 40, now: Fixtures.now).map(\.minimumSize)
        let game = ClientView.layouts(Presentation(of: Scenes.game), height: 40, now: Fixtures.now).map(\.minimumSize)
        #expect(editor.map(\.columns) == [53, 26])
        #expect(editor[0].columns <= game[0].columns)
        let size = TerminalSize(columns: game[0].columns, rows: 20)
        for state in [Scenes.editor, complete] {
            let screen = ClientView.screen(Presentation(of: state), size: size, now: Fixtures.now)
            #expect(!screen.hidesPage, "\(screen.text)")
            #expect(screen.text.contains("Your fleet (ann)            Ships"), "\(screen.text)")
        }
    }

    /// A long name is cut in the grid's title rather than push the palette off a narrow page.
    @Test func aLongNameDoesNotPushThePaletteOffThePage() {
        var state = complete
        state.playerName = "Bartholomew_Long"
        let screen = ClientView.screen(Presentation(of: state), size: TerminalSize(columns: 54, rows: 20), now: Fixtures.now)
        #expect(!screen.hidesPage)
        #expect(screen.text.contains("Your fleet (Bartholomew…    Ships\n"), "\(screen.text)")
        #expect(screen.text.contains("> B Battleship 4  placed") || screen.text.contains("  B Battleship 4  placed"), "\(screen.text)")
        #expect(screen.lines.allSatisfy { $0.width <= 54 })
    }

    /// Without colour (`NO_COLOR`, a DEC terminal) the ship in hand over a placed one still shows
    /// all its cells: each is `!`, the cursor bracket kept, where the placed ship's letter would
    /// hide it.
    @Test func aShipInHandOverAPlacedOneShowsWholeWithoutColour() throws {
        var state = Scenes.editor
        var editor = FleetEditor(rules: .classic, placements: [ShipPlacement(.carrier, at: Fixtures.cell("A1"), .horizontal)])
        for character in "A4" { _ = editor.type(character) }
        state.editors[Fixtures.seatA] = editor
        let screen = ClientView.screen(Presentation(of: state), size: Scenes.size, now: Fixtures.now)
        // The attributes (reverse video on the ship in hand) take nothing away: the text alone.
        let drawn = AnsiRenderer.draw(screen, styles: .monochrome).replacing(/\u{1B}\[[0-9;]*m/, with: "")
        #expect(drawn.contains(" A  C C C[!]! ! ! . . ."), "\(drawn)")
        #expect(drawn.contains("Battleship at A4 across: the Battleship would overlap the Carrier."), "\(drawn)")
    }
}
