import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

@Suite("Views render states to the expected screens (80x24)")
struct PageViewTests {
    @Test func theGameScreenShowsBothGridsSideBySide() {
        #expect(Scenes.screen(Scenes.game) == """
            Broadside  K7QX3M · classic · round 1 · ann vs bob · score 0-0

            Your fleet (ann)            Enemy waters (bob)
                1 2 3 4 5 6 7 8 9 10        1 2 3 4 5 6 7 8 9 10
             A  C C X X C . . . . .      A  . . . . . . . . . .
             B  B B B B . . . . . .      B  . o . . . . . . . .
             C  R R R . . . . . . .      C  . . . . X X . . . .
             D  S S S . . . . . . .      D  . . . .[.]. . . . .
             E  D D . . . . . . . .      E  . . . . . . . . . .
             F  . . . . . o . . . .      F  . . . . . . . . . .
             G  . . . . . . . . . .      G  . . . . . . . . . .
             H  . . . . . . . . . .      H  . . . . . . . D D .
             I  . . . . . . . . . .      I  . . . . . . . . . .
             J  . . . . . . . . . .      J  . . . . . . . . . .

            Afloat: Carrier Battleship Cruiser Submarine Destroyer
            Enemy afloat: Carrier Battleship Cruiser Submarine

            ann, it's your turn · 0:00
            You fired at H9: Destroyer sunk!
            bob fired at A4: hit your Carrier.

            arrows/hjkl aim · Enter fire · type B7 · X forfeit · q lobby
            """)
    }

    /// The key line offers only what can be done: no claim against the computer or at a shared
    /// terminal, no rematch when nobody ever joined.
    @Test func theKeyLineOffersOnlyWhatCanBeDone() {
        var computer = Fixtures.seatState(vs: "computer")
        computer.summary.opponent = .computer
        #expect(GameView.keys(Fixtures.model(computer), isHotSeat: false, mayDecline: false, claimIsDue: false)
            == "arrows/hjkl aim · Enter fire · type B7 · X forfeit · q lobby")
        #expect(GameView.keys(Fixtures.model(Fixtures.seatState()), isHotSeat: true, mayDecline: false, claimIsDue: false)
            == "arrows/hjkl aim · Enter fire · type B7 · X forfeit · q lobby")
        #expect(GameView.keys(Fixtures.model(Fixtures.seatState(rules: .salvo)), isHotSeat: false, mayDecline: false, claimIsDue: false)
            == "arrows/hjkl aim · Enter pick (last fires) · Bksp undo · X forfeit · q lobby")
        // The claim key shows once a claim would win, not while the opponent is away for less
        // than the limit: `w` would only say it is too early.
        #expect(GameView.keys(Fixtures.model(Fixtures.seatState(away: 30)), isHotSeat: false, mayDecline: false, claimIsDue: false)
            == "arrows/hjkl aim · Enter fire · type B7 · X forfeit · q lobby")
        #expect(GameView.keys(Fixtures.model(Fixtures.seatState(rules: .salvo, away: 130)), isHotSeat: false, mayDecline: false, claimIsDue: true)
            == "arrows/hjkl aim · Enter pick (last fires) · Bksp undo · w claim · X forfeit · q lobby")
        #expect(GameView.keys(Fixtures.model(Fixtures.seatState(away: 130)), isHotSeat: false, mayDecline: false, claimIsDue: true)
            == "arrows/hjkl aim · Enter fire · type B7 · w claim win · X forfeit · q lobby")
        var abandoned = Fixtures.seatState(phase: .over, turn: nil, vs: nil)
        abandoned.summary.reason = .abandoned
        #expect(GameView.keys(Fixtures.model(abandoned), isHotSeat: false, mayDecline: false, claimIsDue: false) == "q lobby")
        #expect(GameView.keys(Fixtures.model(Fixtures.seatState(phase: .over, turn: nil)), isHotSeat: false, mayDecline: false, claimIsDue: false)
            == "r rematch · q lobby")
    }

    @Test func theEditorShowsTheShipInHandAndWhetherItFits() {
        #expect(Scenes.screen(Scenes.editor) == """
            Broadside  K7QX3M · classic · round 1 · ann vs bob · score 0-0

            Your fleet (ann)            Ships
                1 2 3 4 5 6 7 8 9 10      C Carrier    5  placed
             A  C C C C C . . . . .       B Battleship 4  placed
             B  B B B B . . . . . .     > R Cruiser    3  in hand
             C  . . . . . . . . . .       S Submarine  3
             D  . .[+]. . . . . . .       D Destroyer  2
             E  . . + . . . . . . .
             F  . . + . . . . . . .     Saved layouts: 0
             G  . . . . . . . . . .
             H  . . . . . . . . . .
             I  . . . . . . . . . .
             J  . . . . . . . . . .

            Cruiser at D3 down: fits.

            arrows/hjkl move · type B7 · r rotate · Enter place · Tab other ship
            p pick up · R random · x clear · L load layout · q lobby
            """)
    }

    /// Every cell the ship in hand would take shows `!`, over the ship in the way too (read
    /// without colour, its letter there would hide the ship in hand); the rest of that ship stays
    /// in sight, and the status line names it.
    @Test func anInvalidPositionIsShownBeforePlacing() {
        var state = Scenes.editor
        state.editors[Fixtures.seatA]?.move(rows: -2, columns: 0)
        let screen = Scenes.screen(state)
        #expect(screen.contains(" B  B B[!]B . . . . . ."), "\(screen)")
        #expect(screen.contains(" C  . . ! . . . . . . ."), "\(screen)")
        #expect(screen.contains("Cruiser at B3 down: the Cruiser would overlap the Battleship."))
    }

    @Test func theLobbyListsEachGameWithItsStateShipsAndScore() {
        #expect(Scenes.screen(Scenes.lobby) == """
            Broadside  ann's games

              Code    Rules    Players          State                   Ships you:them Score
            > K7QX3M  classic  bob              your turn               5 : 4          0-0
              P9ZZ2A  classic  -                waiting for an opponent                0-0
              H4JJ7M  salvo    cleo             over: you won           2 : 0          1-0


            jk/arrows · Enter open · n new · c join · x give up · f hide finished · q quit
            """)
        var hidden = Scenes.lobby
        hidden.lobby.toggleFinished()
        let screen = Scenes.screen(hidden)
        #expect(!screen.contains("H4JJ7M"))
        #expect(screen.contains("1 finished game hidden (f shows them)"))
        #expect(screen.contains("f show finished"))

        // With only finished games, all hidden, there are games: none in play.
        var onlyFinished = ClientState(mode: .network, playerName: "ann")
        onlyFinished.lobby.update(hidden.lobby.games.filter(\.isOver).map(\.main), now: Fixtures.now)
        onlyFinished.lobby.toggleFinished()
        let empty = Scenes.screen(onlyFinished)
        #expect(empty.contains("No games in play: press n to start one, or press c to join one with its code."), "\(empty)")
        #expect(!empty.contains("No games yet"))
    }

    /// Over the network a first game may be someone else's: the empty list says how to join it.
    @Test func anEmptyLobbySaysHowToStartOrJoinAGame() {
        #expect(Scenes.screen(ClientState(mode: .network, playerName: "ann"))
            .contains("No games yet: press n to start one, or press c to join one with its code."))
        var hotSeat = ClientState(mode: .hotSeat, playerName: "ann")
        hotSeat.page = .lobby
        #expect(Scenes.screen(hotSeat).contains("No games yet: press n to start one.\n"))
        // Nothing to move to or open, so no key for it is offered.
        #expect(Scenes.screen(hotSeat).split(separator: "\n").last == "n new · q quit", "\(Scenes.screen(hotSeat))")
    }

    /// A key line too long for the terminal is broken between its entries, never inside one
    /// ("f hide" / "finished · q quit"), into lines as even as they can be: not a full line and
    /// a short one.
    @Test func aKeyLineIsWrappedBetweenEntries() {
        let lines = Scenes.screen(Scenes.lobby, TerminalSize(columns: 60, rows: 24)).split(separator: "\n")
        #expect(lines.suffix(2) == ["jk/arrows · Enter open · n new · c join", "x give up · f hide finished · q quit"])
    }

    /// Hot-seat and solo open on the new-game form: one back to finish a game is told how.
    @Test func theNewGameFormPointsToGamesStillInPlay() {
        var state = ClientState(mode: .hotSeat, playerName: "ann", partnerName: "bob")
        #expect(!Scenes.screen(state).contains("still in play"))
        state.lobby.update(Scenes.lobby.lobby.games.filter(\.isOver).map(\.main), now: Fixtures.now)
        #expect(!Scenes.screen(state).contains("still in play"))
        state.lobby.update(Scenes.lobby.lobby.games.map(\.main), now: Fixtures.now)
        #expect(Scenes.screen(state).contains("2 games are still in play: Esc shows your games."), "\(Scenes.screen(state))")
        state.lobby.update([GameListing(summary: Fixtures.summary(), ships: 5, enemyShips: 4)], now: Fixtures.now)
        #expect(Scenes.screen(state).contains("A game is still in play: Esc shows your games."))
    }

    /// A form with no name field says the name played as and how to change it: taken from the
    /// login name, it may have been cleaned up. Hot-seat asks both names on the form itself.
    @Test func aFormWithoutNamesSaysTheNamePlayedAs() {
        let solo = Scenes.screen(ClientState(mode: .solo, playerName: "ZoSmith"))
        #expect(solo.contains("\n  Playing as ZoSmith; --name changes it.\n"), "\(solo)")
        var network = ClientState(mode: .network, playerName: "ann")
        network.page = .newGame(network.newGameForm)
        #expect(Scenes.screen(network).contains("Playing as ann; --name changes it."))
        network.page = .joinGame(TextField(for: .gameCode))
        #expect(Scenes.screen(network).contains("\n  Playing as ann; --name changes it.\n"), "\(Scenes.screen(network))")
        #expect(!Scenes.screen(ClientState(mode: .hotSeat, playerName: "ann", partnerName: "bob")).contains("Playing as"))
    }

    /// A name remembered from an earlier `--name` is said so beside it, once: the start says
    /// nothing more on the form.
    @Test func aFormSaysTheNameIsRemembered() {
        var solo = ClientState(mode: .solo, playerName: "ZoSmith")
        solo.nameIsRemembered = true
        let screen = Scenes.screen(solo)
        #expect(screen.contains("\n  Playing as ZoSmith (the name used last); --name changes it.\n"), "\(screen)")
        #expect(screen.components(separatedBy: "ZoSmith").count == 2, "\(screen)")
    }

    /// Back in the list (from a game, say), `n` opens a form that does not point back to the list
    /// the player has just left.
    @Test func aFormOpenedFromTheListDoesNotPointBackToIt() {
        var client = SessionController(state: ClientState(mode: .solo, playerName: "ann"), seed: 7)
        client.state.lobby.update([GameListing(summary: Fixtures.summary(), ships: 5, enemyShips: 4)], now: Fixtures.now)
        #expect(Scenes.screen(client.state).contains("A game is still in play"))
        _ = client.type([.escape])
        #expect(client.state.page == .lobby)
        _ = client.type("n")
        guard case .newGame = client.state.page else {
            Issue.record("n did not open the form: \(client.state.page)")
            return
        }
        #expect(!Scenes.screen(client.state).contains("still in play"), "\(Scenes.screen(client.state))")
    }

    /// A list longer than the window says how many games are out of it, above it at its top and
    /// below it at its foot.
    @Test func aLobbyTooLongForTheWindowSaysWhatIsOutOfIt() {
        let short = TerminalSize(columns: 80, rows: 10)
        var lobby = Scenes.lobby
        #expect(Scenes.screen(lobby, short).contains("  2 more below\n"), "\(Scenes.screen(lobby, short))")
        #expect(!Scenes.screen(lobby, short).contains("above"))
        lobby.lobby.moveSelection(by: 2)
        let scrolled = Scenes.screen(lobby, short)
        #expect(scrolled.contains("Score\n  2 more above\n> H4JJ7M"), "\(scrolled)")
        #expect(!scrolled.contains("below"))
        lobby.lobby.moveSelection(by: -1)
        lobby.lobby.toggleFinished()
        #expect(Scenes.screen(lobby, short).contains("  1 finished game hidden (f shows them)\n"))
    }

    /// Before a round is played both counts are the fleet's size: nothing to tell, so nothing shown.
    @Test func aGameBeingPlacedShowsNoShipCounts() {
        var placing = ClientState(mode: .network, playerName: "ann")
        placing.lobby.update([GameListing(summary: Fixtures.summary(phase: .placing, turn: nil), ships: 5, enemyShips: 5)], now: Fixtures.now)
        let row = Scenes.screen(placing).split(separator: "\n").first { $0.contains("K7QX3M") }
        #expect(row.map { !$0.contains("5 : 5") } == true)
    }

    @Test func aNarrowLobbyGivesEachGameTwoLinesInsteadOfCuttingColumnsOff() {
        let lines = Scenes.screen(Scenes.lobby, TerminalSize(columns: 60, rows: 24)).split(separator: "\n")
        #expect(lines.contains("> K7QX3M  bob"))
        #expect(lines.contains("      your turn · ships you 5, bob 4 · score 0-0"))
        #expect(lines.contains("  P9ZZ2A  -"))
        #expect(lines.contains("      waiting for an opponent · score 0-0"))
        #expect(lines.contains("  H4JJ7M  cleo (salvo)"))
        #expect(lines.contains("      over: you won · ships you 2, cleo 0 · score 1-0"))
        #expect(lines.allSatisfy { $0.count <= 60 })
        // The full columns need the width of a row.
        #expect(Scenes.screen(Scenes.lobby, TerminalSize(columns: 79, rows: 24)).contains("  Code    Players\n"))
        #expect(Scenes.screen(Scenes.lobby).contains("Ships you:them Score"))
    }

    @Test func theHandoverScreenHoldsNoShipAndNoShotOfEitherPlayer() {
        let screen = Scenes.screen(Scenes.handover)
        let shown = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(shown == ["Pass the terminal to bob, then press Space.", "Space take the terminal · q lobby"])
        // Nothing of a grid: no column numbers, no row labels, no marks.
        for line in screen.split(separator: "\n") {
            #expect(!line.contains("1 2 3"))
            #expect(!line.contains(" A "))
            #expect(!line.contains("X") && !line.contains("#"))
        }
    }

    @Test func aNarrowTerminalStacksTheGridsAndATinyOneSaysWhatItNeeds() {
        let stacked = Scenes.screen(Scenes.game, TerminalSize(columns: 40, rows: 40)).split(separator: "\n")
        let own = stacked.firstIndex { $0.hasPrefix("Your fleet") }
        let enemy = stacked.firstIndex { $0.hasPrefix("Enemy waters") }
        #expect(own != nil && enemy != nil && (enemy ?? 0) > (own ?? 0) + 11)
        #expect(stacked.allSatisfy { $0.count <= 40 })
        let tiny = Scenes.screen(Scenes.game, TerminalSize(columns: 40, rows: 20))
        #expect(tiny == """
            Terminal too small: needs at least 54x19
            or 26x37, it is 40x20. Enlarge it, or
            press Ctrl-C to quit.
            """)
    }

    /// Where the page must be cut, the ships afloat and the keys are wrapped instead: cut, they
    /// would hide which ships are left and how to leave. The sizes the too-small message names
    /// are those the page shows on, and a row fewer it does not; a message is no part of them
    /// (SmallTerminalTests).
    @Test func theShipsAndTheKeysAreWrappedNotCutAndTheNamedSizeIsEnough() throws {
        let state = Scenes.game
        let sizes = ClientView.layouts(Presentation(of: state), height: 40, now: Fixtures.now).map(\.minimumSize)
        #expect(sizes.map(\.columns) == [54, 26])
        for size in sizes {
            let screen = ClientView.screen(Presentation(of: state), size: size, now: Fixtures.now)
            #expect(!screen.hidesPage, "\(size)")
            let text = screen.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(text.contains("Afloat: Carrier Battleship Cruiser Submarine Destroyer Enemy afloat: Carrier Battleship Cruiser Submarine"), "\(size): \(screen.text)")
            #expect(text.contains("X forfeit") && text.hasSuffix("q lobby"), "\(size): \(screen.text)")
            #expect(screen.lines.allSatisfy { $0.width <= size.columns })
            let short = ClientView.screen(Presentation(of: state), size: TerminalSize(columns: size.columns, rows: size.rows - 1), now: Fixtures.now)
            #expect(short.hidesPage, "\(short.text)")
        }
    }

    @Test func gameOverRevealsTheEnemyFleetAndOffersARematch() {
        var state = Scenes.game
        state.seats[Fixtures.seatA]?.apply(.over(Fixtures.seatA, winner: .b, reason: .sunk), now: Fixtures.now)
        state.seats[Fixtures.seatA]?.apply(.reveal(Fixtures.seatA, fleet: Fixtures.fleet), now: Fixtures.now)
        let screen = Scenes.screen(state)
        #expect(screen.contains("Game over: bob wins. Press r for a rematch."))
        // Unhit enemy ships appear in lowercase, hits stay marked.
        #expect(screen.contains("A  c c c c c"))
        #expect(screen.contains("score 0-1"))
        #expect(screen.hasSuffix("r rematch · q lobby"))
    }

    @Test func anAbsentOpponentCanBeClaimedAgainstOnceTheLimitHasPassed() {
        var state = Scenes.game
        state.seats[Fixtures.seatA]?.apply(.left(Fixtures.seatA, seat: .b), now: Fixtures.now - .seconds(130))
        #expect(Scenes.screen(state).contains("bob has been away 2:10: press w to claim the win."))
    }
}
