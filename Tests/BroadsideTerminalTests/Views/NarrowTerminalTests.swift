import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// What a tester found at 26x38, 30x30 and 40x24: every page shows at 26 columns, and there it
/// must read as it does on a wide terminal, only on more rows.
@Suite("Narrow terminals (26 to 40 columns): no line reads as something it is not")
struct NarrowTerminalTests {
    static let widths = 26...40

    /// A line of keys is wrapped between its entries only, even where breaking at spaces takes a
    /// row fewer: an entry broken in two ("n" / "new · c join · x call off") reads as two keys.
    @Test(arguments: ["lobby", "game", "salvo", "editor", "layouts", "new game"])
    func keyLinesAreWrappedOnlyBetweenTheirEntries(page: String) throws {
        let state = try #require(Self.pages[page])
        let keys = try #require(Self.screen(state, 200, 60).lines.last?.text)
        let entries = Set(keys.components(separatedBy: " · "))
        for width in Self.widths {
            let screen = Self.screen(state, width, 60)
            let lines = Self.lastLines(of: screen, saying: keys)
            #expect(!lines.isEmpty, "\(width): \(screen.text)")
            for line in lines {
                #expect(line.components(separatedBy: " · ").allSatisfy(entries.contains), "\(width): \(lines)")
            }
        }
    }

    /// Short of width, the game's and the editor's title cut the players' names, the longest
    /// first, rather than the score; before anyone joined, `?` holds the opponent's place.
    @Test func theTitleCutsLongNamesRatherThanTheScore() {
        var long = Scenes.game
        long.playerName = "Bartholomew_Long"
        var longEditor = Scenes.editor
        longEditor.playerName = "Bartholomew_Long"
        var waiting = Fixtures.client(Fixtures.seatState(phase: .waiting, turn: nil, vs: nil, ready: SeatPair(a: true, b: false))).state
        waiting.page = .game(Fixtures.seatA)
        #expect(Self.title(long, 26) == "K7QX3M · Bar… vs bob · 0-0")
        #expect(Self.title(long, 30) == "K7QX3M · Barthol… vs bob · 0-0")
        #expect(Self.title(waiting, 26) == "K7QX3M · ann vs ? · 0-0")
        #expect(Self.title(waiting, 40) == "Broadside  K7QX3M · ann vs ? · score 0-0")
        for state in [long, longEditor, waiting, Scenes.editor] {
            for width in Self.widths {
                let title = Self.title(state, width)
                #expect(title.contains("K7QX3M · ") && title.hasSuffix(" 0-0") && title.count <= width, "\(width): \(title)")
            }
        }
    }

    /// In a `?` list, what a key does goes on deeper than the keys where it wraps: at their
    /// indent its end ("  you", "  can be resumed") read as keys of their own.
    @Test(arguments: ["lobby", "game", "editor", "layouts", "new game"])
    func theRestOfWhatAKeyDoesIsIndentedDeeperThanTheKeys(page: String) throws {
        var state = try #require(Self.pages[page])
        state.keyGuide = state.page
        let guide = try #require(KeyGuide.of(Presentation(of: state), now: Fixtures.now))
        for width in Self.widths {
            let lines = Self.screen(state, width, 60).text.components(separatedBy: "\n")
            let list = lines.drop { $0 != guide.title }.dropFirst().prefix { !$0.isEmpty }
            let keys = list.filter { !$0.hasPrefix("   ") }
            #expect(keys.count == guide.listed.count, "\(width): \(list.joined(separator: "\n"))")
            for (line, entry) in zip(keys, guide.listed) {
                #expect(line.hasPrefix("  \(entry.keys):") || line.hasPrefix("  \(entry.keys) "), "\(width): \(line)")
            }
            #expect(list.allSatisfy { $0.hasPrefix("  ") && !$0.hasPrefix("     ") }, "\(width): \(list.joined(separator: "\n"))")
        }
    }

    /// The lobby's title gives up the program's name, then where its games are played, whole,
    /// rather than be cut in the middle of a word.
    @Test func theLobbyTitleGivesUpWholeWordsRatherThanBeCut() {
        var hotSeat = ClientState(mode: .hotSeat, playerName: "ann")
        hotSeat.page = .lobby
        var solo = ClientState(mode: .solo, playerName: "Bartholomew_Long")
        solo.page = .lobby
        var network = Scenes.lobby
        network.playerName = "Bartholomew_Long"
        #expect([60, 40, 30, 26].map { Self.title(hotSeat, $0) }
            == ["Broadside  Hot-seat games on this computer", "Hot-seat games on this computer", "Hot-seat games", "Hot-seat games"])
        #expect([60, 50, 40, 26].map { Self.title(solo, $0) } == [
            "Broadside  Bartholomew_Long's games against the computer", "Bartholomew_Long's games against the computer",
            "Bartholomew_Long's games", "Bartholomew_Long's games",
        ])
        #expect([40, 30, 26].map { Self.title(network, $0) }
            == ["Broadside  Bartholomew_Long's games", "Bartholomew_Long's games", "Bartholomew_Long's games"])
    }

    /// A saved layout's count of ships lines up past the longest name, and where the width is
    /// short of it, it is left out whole rather than wrapped under the names.
    @Test func savedLayoutsKeepTheirCountWholeOrLeaveItOut() {
        for width in Self.widths {
            #expect(Self.layoutRows(["corner", "edge"], width) == ["> corner  5 ships", "  edge    5 ships"], "\(width)")
            let long = Self.layoutRows(["corner one!?abcdefghijkl", "edge"], width)
            #expect(long == (width < 35 ? ["> corner one!?abcdefghijkl", "  edge"]
                : ["> corner one!?abcdefghijkl  5 ships", "  edge                      5 ships"]), "\(width)")
        }
    }

    static var pages: [String: ClientState] {
        var lobby = Scenes.lobby
        lobby.lobby.moveSelection(by: 1)  // the game nobody joined: `x call off`
        var layouts = Scenes.editor
        layouts.layouts = SavedLayouts(["corner": Fixtures.fleet])
        layouts.page = .layouts(Fixtures.seatA, selection: 0)
        var newGame = ClientState(mode: .hotSeat, playerName: "ann", partnerName: "bob")
        newGame.page = .newGame(NewGameForm(mode: .hotSeat, firstName: "ann", secondName: "bob"))
        return ["lobby": lobby, "game": Scenes.game, "salvo": SmallTerminalTests.salvo, "editor": Scenes.editor,
                "layouts": layouts, "new game": newGame]
    }

    static func screen(_ state: ClientState, _ columns: Int, _ rows: Int) -> Screen {
        ClientView.screen(Presentation(of: state), size: TerminalSize(columns: columns, rows: rows), now: Fixtures.now)
    }

    static func title(_ state: ClientState, _ columns: Int) -> String {
        screen(state, columns, 60).lines.first?.text ?? ""
    }

    /// The rows of the saved layouts page, between its heading and the blank line below them.
    static func layoutRows(_ names: [String], _ columns: Int) -> [String] {
        var state = Scenes.editor
        state.layouts = SavedLayouts(Dictionary(uniqueKeysWithValues: names.map { ($0, Fixtures.fleet) }))
        state.page = .layouts(Fixtures.seatA, selection: 0)
        return Array(screen(state, columns, 30).text.components(separatedBy: "\n").dropFirst(2).prefix { !$0.isEmpty })
    }

    /// The screen's last lines that together say `text`, whatever lines it was wrapped onto (a
    /// separator where a line of entries is broken is left out).
    static func lastLines(of screen: Screen, saying text: String) -> [String] {
        func words(_ text: String) -> [Substring] { text.split(separator: " ").filter { $0 != "·" } }
        let lines = screen.text.components(separatedBy: "\n")
        let count = (1...lines.count).first { words(lines.suffix($0).joined(separator: " ")) == words(text) }
        return count.map { Array(lines.suffix($0)) } ?? []
    }
}
