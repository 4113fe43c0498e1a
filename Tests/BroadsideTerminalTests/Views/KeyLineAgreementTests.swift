import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// The line of keys at the foot of each page and its `?` list come from one source: every key
/// the line offers is in the list, and the line offers only keys that can do something now.
@Suite("The line of keys and the ? list agree, and offer only keys that act")
struct KeyLineAgreementTests {
    /// Each page in the states that change its keys.
    static var pages: [(String, ClientState)] {
        var emptyEditor = Scenes.editor
        emptyEditor.editors[Fixtures.seatA] = FleetEditor(rules: .classic, placements: [])
        var wholeFleet = Scenes.editor
        wholeFleet.editors[Fixtures.seatA] = FleetEditor(rules: .classic, placements: Fixtures.fleet)
        var emptyLobby = ClientState(mode: .hotSeat, playerName: "ann")
        emptyLobby.page = .lobby
        var join = ClientState(mode: .network, playerName: "ann")
        join.page = .joinGame(TextField(for: .gameCode))
        var layouts = Scenes.editor
        layouts.layouts = SavedLayouts(["corner": Fixtures.fleet])
        layouts.page = .layouts(Fixtures.seatA, selection: 0)
        var salvo = Fixtures.client(Fixtures.seatState(rules: .salvo, away: 30)).state
        salvo.page = .game(Fixtures.seatA)
        return [
            ("lobby", Scenes.lobby), ("empty lobby", emptyLobby), ("editor", Scenes.editor), ("empty editor", emptyEditor),
            ("whole fleet", wholeFleet), ("game", Scenes.game), ("salvo", salvo), ("handover", Scenes.handover),
            ("hot-seat form", ClientState(mode: .hotSeat, playerName: "ann", partnerName: "bob")),
            ("solo form", ClientState(mode: .solo, playerName: "ann")), ("join", join), ("layouts", layouts),
        ]
    }

    /// How the line of keys names a key the list names otherwise.
    static let listedAs = [
        "arrows/hjkl": "arrows, h j k l", "arrows": "arrows, h j k l", "jk/arrows": "↑ ↓, j k", "arrows/jk": "↑ ↓, j k",
        "type": "row, column", "Bksp": "Backspace", "space": "← →, space", "Tab/arrows": "Tab, ↓", "Ctrl-U": "Backspace, Ctrl-U",
    ]

    @Test(arguments: pages.map(\.0))
    func everyKeyOfTheLineIsInTheList(page: String) throws {
        let state = try #require(Self.pages.first { $0.0 == page }?.1)
        // The line of keys is the last of the page (the handover's has an empty note below),
        // wrapped into two at most.
        let screen = Scenes.screen(state).components(separatedBy: "\n").reversed().drop { $0.allSatisfy(\.isWhitespace) }.reversed()
        let keyLine = screen.suffix(2).filter { $0.contains(" · ") || $0 == screen.last }.joined(separator: " · ")
        var listing = state
        listing.keyGuide = state.page
        let list = Scenes.screen(listing, TerminalSize(columns: 80, rows: 40)).components(separatedBy: "\n")
        for offered in keyLine.components(separatedBy: " · ").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            let key = String(offered.prefix { $0 != " " })
            let listed = Self.listedAs[key] ?? key
            let isListed = list.contains { $0.hasPrefix("  \(listed) ") || $0.hasPrefix("  \(listed),") }
            #expect(isListed, "\(page): \(offered) is not in\n\(list.joined(separator: "\n"))")
        }
    }

    /// Every list names the keys every page answers, `?` among them.
    @Test(arguments: pages.map(\.0))
    func everyListNamesTheKeysOfEveryPage(page: String) throws {
        var state = try #require(Self.pages.first { $0.0 == page }?.1)
        state.keyGuide = state.page
        let list = Scenes.screen(state, TerminalSize(columns: 80, rows: 40))
        for key in ["Ctrl-C", "Ctrl-Z", "Ctrl-L", "?"] {
            #expect(list.contains("\n  \(key) "), "\(page): no \(key) in\n\(list)")
        }
    }

    /// With nothing placed there is nothing to pick up, clear or save; with no games nothing to
    /// hide; with nothing typed nothing to clear.
    @Test func keysThatWouldDoNothingAreNotOffered() throws {
        let pages = Dictionary(uniqueKeysWithValues: Self.pages)
        let emptyEditor = Scenes.screen(try #require(pages["empty editor"]))
        for key in ["p pick up", "x clear", "s save layout"] { #expect(!emptyEditor.contains(key), "\(emptyEditor)") }
        #expect(emptyEditor.contains("R random · L load layout · q lobby"), "\(emptyEditor)")
        #expect(Scenes.screen(try #require(pages["whole fleet"])).contains("s save layout"))
        #expect(Scenes.screen(try #require(pages["empty lobby"])).hasSuffix("\nn new · q quit"))
        #expect(Scenes.screen(try #require(pages["join"])).hasSuffix("\nEnter join · Esc games"))
    }

    /// One game in the list has none to move to; an offer of a rematch made waits for its answer.
    @Test func movingAndOfferingAgainAreOfferedOnlyWhereTheyAct() {
        var lobby = ClientState(mode: .network, playerName: "ann")
        lobby.page = .lobby
        lobby.lobby.update([GameListing(summary: Fixtures.summary(), ships: 5, enemyShips: 4)], now: Fixtures.now)
        #expect(!Scenes.screen(lobby).contains("jk/arrows"), "\(Scenes.screen(lobby))")
        lobby.lobby.update([
            GameListing(summary: Fixtures.summary(), ships: 5, enemyShips: 4),
            GameListing(summary: Fixtures.summary(SeatReference(GameCode("P9ZZ2A")!, .a)), ships: 5, enemyShips: 5),  // a valid code
        ], now: Fixtures.now)
        #expect(Scenes.screen(lobby).contains("jk/arrows"), "\(Scenes.screen(lobby))")

        var ended = Fixtures.seatState(phase: .over, turn: nil)
        let over = Fixtures.client(ended).state
        #expect(Scenes.screen(over).contains("r rematch"), "\(Scenes.screen(over))")
        ended.summary.rematchOffers = SeatPair(a: true, b: false)
        let offered = Fixtures.client(ended).state
        #expect(!Scenes.screen(offered).contains("r rematch"), "\(Scenes.screen(offered))")
    }
}
