import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// At sizes a user test played at (60x20, 60x21, 54x24), a message that arrives mid-game gives up
/// room, or takes the room blank lines and wrapping leave, but never replaces the game with the
/// too-small screen, and never cuts what the player needs to play on.
@Suite("A terminal a little small for the game keeps the game on screen")
struct SmallTerminalTests {
    /// Ann's game once bob, who pressed q q, has been away long enough: the away line, and the
    /// claim key she needs to win.
    @Test(arguments: [(60, 20), (60, 21), (54, 24), (54, 20)])
    func anOpponentLeavingKeepsTheGameAndTheClaimKeyOnScreen(columns: Int, rows: Int) {
        var state = Scenes.game
        state.seats[Fixtures.seatA]?.apply(.left(Fixtures.seatA, seat: .b), now: Fixtures.now - .seconds(130))
        let screen = Self.screen(state, columns, rows)
        #expect(!screen.hidesPage, "\(screen.text)")
        for key in ["w claim win", "X forfeit", "q lobby"] { #expect(Self.words(screen).contains(key), "\(screen.text)") }
        #expect(Self.words(screen).contains("Afloat: Carrier Battleship Cruiser Submarine Destroyer"), "\(screen.text)")
        Self.expectFitted(screen, columns, rows)
    }

    /// A stray key's message, made by the controller as a player's key makes it.
    @Test(arguments: [(60, 20), (60, 21), (54, 24)])
    func aStrayKeysMessageIsShownWholeWithoutHidingTheGame(columns: Int, rows: Int) {
        var client = SessionController(state: Scenes.game, seed: 7)
        _ = client.press(.character("z"), now: Fixtures.now)
        let message = client.state.message ?? ""
        #expect(message.hasPrefix("z is not a row"))
        let screen = Self.screen(client.state, columns, rows)
        #expect(!screen.hidesPage, "\(screen.text)")
        #expect(Self.words(screen).contains(message), "\(screen.text)")
        Self.expectFitted(screen, columns, rows)
    }

    /// The computer's first salvo volley: where its result fits wrapped it is wrapped, not cut.
    @Test(arguments: [(60, 21), (60, 22), (54, 24)])
    func aSalvoResultIsWrappedNotCut(columns: Int, rows: Int) {
        let screen = Self.screen(Self.salvo, columns, rows)
        #expect(!screen.hidesPage, "\(screen.text)")
        #expect(Self.words(screen).contains("computer fired: F5 miss, E5 miss, F6 miss, E6 miss, E1 hit your Destroyer."), "\(screen.text)")
        #expect(screen.lines.dropFirst().allSatisfy { !$0.text.contains("…") }, "\(screen.text)")
        Self.expectFitted(screen, columns, rows)
    }

    /// At 54x24 both results fit wrapped, once the blank lines have given up their rows.
    @Test func bothSalvoResultsAreWrappedBeforeABlankLineIsKept() {
        let screen = Self.screen(Self.salvo, 54, 24)
        #expect(Self.words(screen).contains("You fired: A1 miss, B2 miss, C3 miss, D4 miss, E5 miss."), "\(screen.text)")
        #expect(Self.words(screen).contains("E1 hit your Destroyer."), "\(screen.text)")
        #expect(screen.lines.allSatisfy { !$0.isBlank }, "\(screen.text)")
    }

    /// Against a person, who takes their time, the player read their own result while the other
    /// chose: with rows for one result only (60x20), the newer one (bob's, fired after ann's)
    /// keeps them; with one row (54x20), it says what every shot did in fewer words.
    @Test func againstAPersonTheOlderResultGivesUpItsRowsFirst() {
        var state = Self.salvo
        state.seats[Fixtures.seatA] = Fixtures.model(Self.salvoSeat(against: .human))
        let twoRows = Self.screen(state, 60, 20)
        #expect(Self.words(twoRows).contains("bob fired: F5 miss, E5 miss, F6 miss, E6 miss, E1 hit your Destroyer."), "\(twoRows.text)")
        #expect(!Self.words(twoRows).contains("You "), "\(twoRows.text)")
        #expect(!Self.words(twoRows).contains("Salvo: 0 of 5"), "\(twoRows.text)")
        let oneRow = Self.screen(state, 54, 20)
        #expect(!oneRow.hidesPage, "\(oneRow.text)")
        #expect(oneRow.lines.contains { $0.text == "bob hit E1, missed F5 E5 F6 E6." }, "\(oneRow.text)")
        #expect(!Self.words(oneRow).contains("You "), "\(oneRow.text)")
        Self.expectFitted(oneRow, 54, 20)
    }

    /// What the player is typing keeps its row before the results: a letter typed and not shown
    /// would leave them guessing what the next key does.
    @Test func theCellBeingTypedKeepsItsRowBeforeTheResults() {
        var client = SessionController(state: Self.salvo, seed: 7)
        _ = client.press(.character("B"), now: Fixtures.now)
        let screen = Self.screen(client.state, 54, 20)
        #expect(screen.lines.contains { $0.text.hasPrefix("Target: B  Salvo: 0 of 5 chosen") }, "\(screen.text)")
        #expect(!Self.words(screen).contains("computer fired"), "\(screen.text)")
        Self.expectFitted(screen, 54, 20)
    }

    /// The title is cut, not wrapped: a second row for its end would be taken from the game.
    /// Before it is cut it gives up its least useful parts whole (the rules, the round, the
    /// program's name, the word "score"), so that the score, last, shows where a title cut in
    /// order lost it.
    @Test func theTitleGivesUpItsLeastUsefulPartsBeforeItIsCut() {
        var state = Scenes.game
        state.seats[Fixtures.seatA]?.apply(.over(Fixtures.seatA, winner: .a, reason: .sunk), now: Fixtures.now)
        let titles = [80, 60, 40, 30, 26].map { Self.screen(state, $0, 40).lines.first?.text }
        #expect(titles == [
            "Broadside  K7QX3M · classic · round 1 · ann vs bob · score 1-0",
            "Broadside  K7QX3M · round 1 · ann vs bob · score 1-0",
            "K7QX3M · ann vs bob · score 1-0",
            "K7QX3M · ann vs bob · 1-0",
            "K7QX3M · ann vs bob · 1-0",
        ])
        let screen = Self.screen(state, 60, 20)
        #expect(!screen.lines.contains { $0.text.hasPrefix("1-0") }, "\(screen.text)")
        // Before anyone joined, the opponent's place is not cut in the middle either.
        var waiting = Fixtures.client(Fixtures.seatState(phase: .waiting, turn: nil, vs: nil, ready: SeatPair(a: true, b: false))).state
        waiting.page = .game(Fixtures.seatA)
        #expect(Self.screen(waiting, 60, 24).lines.first?.text == "Broadside  K7QX3M · classic · round 1 · ann vs ? · score 0-0")
    }

    /// A salvo game says so until only the names and the score are left: the editor, where the
    /// status says nothing of shots, and a game at the width of a split terminal, say it.
    @Test func aSalvoTitleKeepsTheRulesLongerThanTheRound() {
        let titles = [80, 60, 50, 40, 30].map { Self.screen(Self.salvo, $0, 40).lines.first?.text }
        #expect(titles == [
            "Broadside  K7QX3M · salvo · round 1 · ann vs computer · score 0-0",
            "Broadside  K7QX3M · salvo · ann vs computer · score 0-0",
            "K7QX3M · salvo · ann vs computer · score 0-0",
            "K7QX3M · salvo · ann vs computer · 0-0",
            "K7QX3M · ann vs computer · 0-0",
        ])
        var editor = Self.salvo
        editor.editors[Fixtures.seatA] = FleetEditor(rules: Rules(variant: .salvo))
        editor.page = .editor(Fixtures.seatA)
        #expect(Self.screen(editor, 60, 40).lines.first?.text == "Broadside  K7QX3M · salvo · ann vs computer · score 0-0")
    }

    /// The size the too-small screen names is that of the lines always shown and a row for the
    /// messages: the same with a message as without, the page shows at it with the message's
    /// first row, and a row fewer it does not show.
    @Test func theSizeNeededComesFromTheLinesAlwaysShown() {
        var state = Self.salvo
        let quiet = ClientView.layouts(Presentation(of: state), height: 40, now: Fixtures.now).map(\.minimumSize)
        state.message = "That cell was fired at already: choose another one on the enemy grid, or press Esc."
        let sizes = ClientView.layouts(Presentation(of: state), height: 40, now: Fixtures.now).map(\.minimumSize)
        #expect(sizes == quiet)
        for size in sizes {
            let screen = ClientView.screen(Presentation(of: state), size: size, now: Fixtures.now)
            #expect(!screen.hidesPage, "\(size)")
            #expect(screen.lines.contains { $0.text.hasPrefix("That cell was fired") }, "\(size): \(screen.text)")
            let short = ClientView.screen(Presentation(of: state), size: TerminalSize(columns: size.columns, rows: size.rows - 1), now: Fixtures.now)
            #expect(short.hidesPage, "\(short.text)")
        }
    }

    /// The editor, the lobby and the new-game form at their smallest sizes: a long message does
    /// not hide them either.
    @Test func noPageIsHiddenByAMessage() {
        let form = ClientState(mode: .hotSeat, playerName: "ann", partnerName: "bob")
        for page in [Scenes.editor, Scenes.lobby, form] {
            let sizes = ClientView.layouts(Presentation(of: page), height: 24, now: Fixtures.now).map(\.minimumSize)
            var state = page
            state.message = "Lost the server: trying again in 8 s (Ctrl-C quits); moving about and quitting still work."
            for size in sizes {
                let screen = ClientView.screen(Presentation(of: state), size: size, now: Fixtures.now)
                #expect(!screen.hidesPage, "\(size): \(screen.text)")
                Self.expectFitted(screen, size.columns, size.rows)
            }
        }
    }

    /// A player who can play on a narrow terminal can also reach the lobby and the pages it
    /// leads to: each shows at the width of the game with its grids stacked, with rows to spare.
    @Test func everyPageFitsWhereTheGameFits() {
        let game = TooSmallView.smallest(ClientView.layouts(Presentation(of: Scenes.game), height: 40, now: Fixtures.now).map(\.minimumSize))
        let narrowest = TerminalSize(columns: game.map(\.columns).min() ?? 0, rows: game.map(\.rows).max() ?? 0)
        var newGame = ClientState(mode: .hotSeat, playerName: "ann", partnerName: "bob")
        newGame.page = .newGame(NewGameForm(mode: .hotSeat, firstName: "ann", secondName: "bob"))
        var join = Scenes.lobby
        join.page = .joinGame(TextField(for: .gameCode))
        var layouts = Scenes.editor
        layouts.page = .layouts(Fixtures.seatA, selection: 0)
        var save = Scenes.editor
        save.page = .saveLayout(Fixtures.seatA, TextField(for: .layoutName))
        for (name, state) in [("lobby", Scenes.lobby), ("new game", newGame), ("join", join), ("editor", Scenes.editor),
                              ("layouts", layouts), ("save layout", save), ("handover", Scenes.handover)] {
            let screen = ClientView.screen(Presentation(of: state), size: narrowest, now: Fixtures.now)
            #expect(!screen.hidesPage, "\(name) at \(narrowest): \(screen.text)")
            Self.expectFitted(screen, narrowest.columns, narrowest.rows)
        }
    }

    /// docs/CLIENT.md names the sizes the too-small message names for a game with its whole
    /// fleet afloat, the same whoever's turn it is (GameSizeEitherTurnTests), and the stacked
    /// one of salvo, whose key lines wrap more.
    @Test func theClientGuideNamesTheSizesTheMessageNames() throws {
        func sizes(_ seat: SeatState) -> [String] {
            TooSmallView.smallest(ClientView.layouts(Presentation(of: Fixtures.client(seat).state), height: 40, now: Fixtures.now).map(\.minimumSize))
                .map { "\($0.columns)x\($0.rows)" }
        }
        let (classic, salvo) = (sizes(Fixtures.seatState()), sizes(Fixtures.seatState(rules: .salvo)))
        try #require(classic.count == 2 && salvo.count == 2)
        #expect(salvo[0] == classic[0])
        let sentence = "the game needs at most \(classic[0]) side by side or \(classic[1]) stacked, whoever's turn it is "
            + "(\(salvo[1]) stacked in salvo, whose key lines wrap more)"
        #expect(try RepositoryDocuments.words("docs/CLIENT.md").contains(sentence), "\(sentence)")
    }

    /// Ann against the computer in salvo, after the first volley each way.
    static var salvo: ClientState {
        var state = ClientState(mode: .solo, playerName: "ann")
        state.seats[Fixtures.seatA] = Fixtures.model(salvoSeat(against: .computer))
        state.page = .game(Fixtures.seatA)
        return state
    }

    /// Ann's salvo seat after the first volley each way, against the computer or bob; her turn.
    static func salvoSeat(against opponent: Opponent, outgoing: [String] = ["A1=miss", "B2=miss", "C3=miss", "D4=miss", "E5=miss"]) -> SeatState {
        var seat = Fixtures.seatState(
            vs: opponent == .computer ? "computer" : "bob", rules: .salvo,
            incoming: ["F5=miss", "E5=miss", "F6=miss", "E6=miss", "E1=hit"], outgoing: outgoing)
        seat.summary.opponent = opponent
        seat.ownVolley = 5
        seat.enemyVolley = 5
        return seat
    }

    static func screen(_ state: ClientState, _ columns: Int, _ rows: Int) -> Screen {
        ClientView.screen(Presentation(of: state), size: TerminalSize(columns: columns, rows: rows), now: Fixtures.now)
    }

    /// The screen's words, whatever lines they were wrapped onto.
    static func words(_ screen: Screen) -> String {
        screen.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    static func expectFitted(_ screen: Screen, _ columns: Int, _ rows: Int) {
        #expect(screen.lines.count <= rows, "\(screen.text)")
        #expect(screen.lines.allSatisfy { $0.width <= columns }, "\(screen.text)")
    }
}
