import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

@Suite("Line mode prints pages in full and then only what changed")
struct PlainViewTests {
    /// A terminal breaks a line too long for it mid-word: line mode breaks it at spaces, a
    /// continuation keeping the line's indentation, and leaves lines that fit alone.
    @Test func longLinesAreWrappedAtSpaces() {
        let long = "Too early: you can claim the win once Bartholomew_Long has been away 2:00, which is a while."
        #expect(PlainView.wrapped([long, "  short"], to: 80) == [
            "Too early: you can claim the win once Bartholomew_Long has been away 2:00, which",
            "is a while.",
            "  short",
        ])
        #expect(PlainView.wrapped(["  K7QX3M  classic  bob  over: you won"], to: 24) == ["  K7QX3M  classic  bob", "  over: you won"])
        // A path is not cut: it could not be copied whole.
        let path = "/home/ann/.config/broadside/not-a-directory/broadside/settings.json"
        #expect(PlainView.wrapped(["Could not save: \(path): it is a file."], to: 40) == ["Could not save:", path + ":", "it is a file."])
    }

    @Test func theHandoverIsOneSentence() {
        #expect(PlainView.page(Presentation(of: Scenes.handover), now: Fixtures.now) == ["Pass the terminal to bob, who types take to go on."])
    }

    @Test func aGamePagePrintsBothGridsAsPlainLines() {
        let lines = PlainView.page(Presentation(of: Scenes.game), now: Fixtures.now)
        #expect(lines.contains("Your fleet:") && lines.contains("Enemy waters:"))
        #expect(lines.contains(" A  C C X X C . . . . ."))
        #expect(lines.allSatisfy { !$0.hasSuffix(" ") && !$0.contains("\u{1B}") })
    }

    /// Against the computer, which fires at once, no line says it is about to: its shot is next.
    @Test func afterAShotAtTheComputerOnlyItsResultIsPrinted() {
        var state = Fixtures.seatState()
        state.summary.opponent = .computer
        var before = ClientState(mode: .solo, playerName: "ann")
        before.seats[Fixtures.seatA] = Fixtures.model(state)
        before.page = .game(Fixtures.seatA)
        var after = before
        after.seats[Fixtures.seatA]?.recordOwnVolley([Fixtures.shot("E5=miss")], then: .next(.b), now: Fixtures.now)
        #expect(PlainView.changes(from: Presentation(of: before), to: Presentation(of: after), now: Fixtures.now) == ["You fired at E5: miss."])
    }

    @Test func afterAShotOnlyItsResultAndTheTurnArePrinted() {
        let before = Scenes.game
        var after = before
        after.seats[Fixtures.seatA]?.recordOwnVolley([Fixtures.shot("E5=miss")], then: .next(.b), now: Fixtures.now)
        #expect(PlainView.changes(from: Presentation(of: before), to: Presentation(of: after), now: Fixtures.now)
            == ["You fired at E5: miss.", "Waiting for bob to fire"])
        var answered = after
        let shot = Event.shot(Fixtures.seatA, by: .b, shots: [Fixtures.shot("A5=sunk:carrier:A1:H")], then: .next(.a))
        answered.seats[Fixtures.seatA]?.apply(shot, now: Fixtures.now)
        let lines = PlainView.changes(from: Presentation(of: after), to: Presentation(of: answered), now: Fixtures.now)
        #expect(lines.first == "bob fired at A5: your Carrier sunk!")
        // The grid to aim at, named: a bare grid after news of the own fleet read as the own fleet.
        #expect(lines.dropFirst(2).first == "Enemy waters:")
        #expect(lines.last == "ann, it's your turn")
    }

    /// A line printed once says the turn's clock only once it has run a second: `· 0:00`, read
    /// aloud at every turn, said nothing. The full screen's clock ticks on from 0:00.
    @Test func theTurnsClockIsSaidOnceItRuns() {
        let model = Scenes.game.seats[Fixtures.seatA]
        let headline = { (style: InputStyle, seconds: Int64) in
            model.map { GameStatus.headline($0, playerName: "ann", isHotSeat: false, mayDecline: false, style: style,
                                            now: Fixtures.now + .seconds(seconds)).text }
        }
        #expect(headline(.commands, 0) == "ann, it's your turn")
        #expect(headline(.commands, 75) == "ann, it's your turn · 1:15")
        #expect(headline(.keys, 0) == "ann, it's your turn · 0:00")
    }

    /// The grids show what is left afloat at a glance; a listener hears it after each ship sunk.
    @Test func aShipSunkIsFollowedByWhatIsLeftAfloat() {
        let before = Scenes.game
        var after = before
        after.seats[Fixtures.seatA]?.recordOwnVolley([Fixtures.shot("C7=sunk:cruiser:C5:H")], then: .next(.b), now: Fixtures.now)
        #expect(PlainView.changes(from: Presentation(of: before), to: Presentation(of: after), now: Fixtures.now)
            == ["You fired at C7: Cruiser sunk!", "Enemy afloat: Carrier Battleship Submarine", "Waiting for bob to fire"])
        var answered = after
        let sunk = Event.shot(Fixtures.seatA, by: .b, shots: [Fixtures.shot("E2=sunk:destroyer:E1:H")], then: .next(.a))
        answered.seats[Fixtures.seatA]?.apply(sunk, now: Fixtures.now)
        let lines = PlainView.changes(from: Presentation(of: after), to: Presentation(of: answered), now: Fixtures.now)
        #expect(Array(lines.prefix(2)) == ["bob fired at E2: your Destroyer sunk!", "Afloat: Carrier Battleship Cruiser Submarine"])
        // A hit sinks nothing: nothing more is said.
        var hit = after
        hit.seats[Fixtures.seatA]?.apply(.shot(Fixtures.seatA, by: .b, shots: [Fixtures.shot("E1=hit")], then: .next(.a)), now: Fixtures.now)
        #expect(!PlainView.changes(from: Presentation(of: after), to: Presentation(of: hit), now: Fixtures.now).contains { $0.contains("afloat") })
    }

    /// `grids off`: the turn coming back is said without the hundred cells of the enemy waters.
    @Test func theEnemyWatersCanBeLeftOutOfEachTurn() {
        let before = Scenes.game
        var after = before
        after.seats[Fixtures.seatA]?.recordOwnVolley([Fixtures.shot("E5=miss")], then: .next(.b), now: Fixtures.now)
        var answered = after
        answered.seats[Fixtures.seatA]?.apply(.shot(Fixtures.seatA, by: .b, shots: [Fixtures.shot("J9=miss")], then: .next(.a)), now: Fixtures.now)
        var quiet = PlainSettings()
        quiet.printsGrids = false
        #expect(PlainView.changes(from: Presentation(of: after), to: Presentation(of: answered), now: Fixtures.now, settings: quiet)
            == ["bob fired at J9: miss.", "ann, it's your turn"])
        let withGrids = PlainView.changes(from: Presentation(of: after), to: Presentation(of: answered), now: Fixtures.now)
        #expect(withGrids.count == 14 && withGrids[1] == "Enemy waters:" && withGrids.contains(" B  . o . . . . . . . ."), "\(withGrids)")
        #expect(PlainCommands.parse("Grids OFF", state: answered) == .gridsPrinted(false))
        #expect(PlainCommands.parse("grids on", state: answered) == .gridsPrinted(true))
        #expect(PlainCommands.parse("grids", state: answered) == .invalid(
            "Write grids off to print the grids only on show (fleets said in words), grids on to print them as the game goes."))
        // A game's page printed unasked (opened, taken at a shared terminal) leaves them out too;
        // `show` prints the page with its grids.
        #expect(PlainView.page(Presentation(of: answered), now: Fixtures.now, settings: quiet) == [
            "Game K7QX3M (classic, round 1), ann vs bob, score 0-0", "Afloat: Carrier Battleship Cruiser Submarine Destroyer",
            "Enemy afloat: Carrier Battleship Cruiser Submarine", "You fired at E5: miss.", "bob fired at J9: miss.",
            "ann, it's your turn",
        ])
        #expect(PlainView.page(Presentation(of: answered), now: Fixtures.now).contains("Enemy waters:"))
    }

    /// With the grids off, the enemy fleet a round's end reveals is said ship by ship.
    @Test func theRevealedFleetIsSaidInWordsWithTheGridsOff() {
        let before = Scenes.game
        var after = before
        let fleet = [
            ShipPlacement(.cruiser, at: Fixtures.cell("C4"), .horizontal),
            ShipPlacement(.destroyer, at: Fixtures.cell("H8"), .horizontal),
            ShipPlacement(.carrier, at: Fixtures.cell("A10"), .vertical),
        ]
        after.seats[Fixtures.seatA]?.apply(.over(Fixtures.seatA, winner: .b, reason: .forfeit), now: Fixtures.now)
        var revealed = after
        revealed.seats[Fixtures.seatA]?.apply(.reveal(Fixtures.seatA, fleet: fleet), now: Fixtures.now)
        var quiet = PlainSettings()
        quiet.printsGrids = false
        #expect(PlainView.changes(from: Presentation(of: after), to: Presentation(of: revealed), now: Fixtures.now, settings: quiet) == [
            "Enemy fleet:", "  Cruiser at C4 across, to C6: hit 2 of 3.", "  Destroyer at H8 across, to H9: sunk.",
            "  Carrier at A10 down, to E10: not hit.",
        ])
        let grid = PlainView.changes(from: Presentation(of: after), to: Presentation(of: revealed), now: Fixtures.now)
        #expect(grid.count == 12 && grid.first == "Enemy fleet:" && grid.contains(" C  . . . r X X . . . c"), "\(grid)")
    }

    /// The full screen offers the claim as its time comes; line mode says so once, when it
    /// comes, and `show` says how long is left until then.
    @Test func aClaimThatWouldWinIsSaidOnceAsItsTimeComes() {
        var state = Fixtures.seatState(turn: .b, away: 100)
        state.summary.opponent = .human
        var client = ClientState(mode: .network, playerName: "ann")
        client.seats[Fixtures.seatA] = Fixtures.model(state)
        client.page = .game(Fixtures.seatA)
        let at = { (seconds: Int64) in Fixtures.now + .seconds(seconds) }
        #expect(PlainView.page(Presentation(of: client), now: at(10)).last == "bob has been away 1:50; you can claim the win in 0:10.")
        #expect(PlainView.changes(from: Presentation(of: client), to: Presentation(of: client), printedAt: at(10), now: at(19)).isEmpty)
        #expect(PlainView.changes(from: Presentation(of: client), to: Presentation(of: client), printedAt: at(19), now: at(20))
            == ["bob has been away 2:00: type claim to claim the win."])
        #expect(PlainView.changes(from: Presentation(of: client), to: Presentation(of: client), printedAt: at(20), now: at(21)).isEmpty)
        // At a shared terminal there is nobody to claim against.
        var shared = ClientState(mode: .hotSeat, playerName: "ann")
        shared.seats[Fixtures.seatA] = Fixtures.model(state)
        shared.seats[Fixtures.seatB] = Fixtures.model(Fixtures.seatState(Fixtures.seatB, turn: .b))
        shared.page = .game(Fixtures.seatA)
        #expect(PlainView.changes(from: Presentation(of: shared), to: Presentation(of: shared), printedAt: at(19), now: at(20)).isEmpty)
    }

    /// A ship placed is said with both its ends, for a player who cannot see the grid.
    @Test func aShipPlacedIsSaidWithWhereItEnds() {
        let placing = Fixtures.seatState(phase: .placing, turn: nil, fleet: [], ready: SeatPair(a: false, b: false))
        var before = Fixtures.client(placing, page: .editor(Fixtures.seatA))
        before.state.editors[Fixtures.seatA] = FleetEditor(rules: .classic, placements: [])
        var after = before
        guard case .intents(let intents) = PlainCommands.parse("place carrier B2 v", state: after.state) else {
            Issue.record("place carrier B2 v is a command")
            return
        }
        for intent in intents { _ = after.perform(intent, now: Fixtures.now) }
        #expect(PlainView.changes(from: Presentation(of: before.state), to: Presentation(of: after.state), now: Fixtures.now).contains("Placed the Carrier at B2 down, to F2."),
                "\(PlainView.changes(from: Presentation(of: before.state), to: Presentation(of: after.state), now: Fixtures.now))")
    }

    /// A whole fleet laid again (`random` on a placed fleet) is said as where each ship now lies,
    /// and that it is all placed; `reset` is said by its message alone, not ship by ship.
    @Test func aFleetLaidAgainIsSaidAsItNowLies() {
        let placing = Fixtures.seatState(phase: .placing, turn: nil, fleet: [], ready: SeatPair(a: false, b: false))
        var before = ClientState(mode: .network, playerName: "ann", inputStyle: .commands)
        before.seats[Fixtures.seatA] = Fixtures.model(placing)
        before.page = .editor(Fixtures.seatA)
        before.editors[Fixtures.seatA] = FleetEditor(rules: .classic, placements: Fixtures.fleet)
        var after = before
        let moved = ShipPlacement(.destroyer, at: Fixtures.cell("J9"), .horizontal)
        after.editors[Fixtures.seatA] = FleetEditor(rules: .classic, placements: Fixtures.fleet.dropLast() + [moved])
        #expect(PlainView.changes(from: Presentation(of: before), to: Presentation(of: after), now: Fixtures.now)
            == ["Placed the Destroyer at J9 across, to J10.", "Every ship is placed: type ready."])
        guard case .intents(let reset) = PlainCommands.parse("reset", state: before) else {
            Issue.record("reset is a command")
            return
        }
        var controller = SessionController(state: before, seed: 7)
        for intent in reset { _ = controller.perform(intent, now: Fixtures.now) }
        #expect(PlainView.changes(from: Presentation(of: before), to: Presentation(of: controller.state), now: Fixtures.now)
            == ["Picked up every ship: place them again, or type random for a random fleet."])
        // One ship placed, reset: said once too.
        var one = before
        one.editors[Fixtures.seatA] = FleetEditor(rules: .classic, placements: Array(Fixtures.fleet.prefix(1)))
        var resetOne = SessionController(state: one, seed: 7)
        for intent in reset { _ = resetOne.perform(intent, now: Fixtures.now) }
        #expect(PlainView.changes(from: Presentation(of: one), to: Presentation(of: resetOne.state), now: Fixtures.now)
            == ["Picked up every ship: place them again, or type random for a random fleet."])
        var removed = after
        removed.editors[Fixtures.seatA] = FleetEditor(rules: .classic, placements: Array(Fixtures.fleet.dropLast()))
        #expect(PlainView.changes(from: Presentation(of: after), to: Presentation(of: removed), now: Fixtures.now) == ["Picked up the Destroyer."])
    }

    @Test func theOpponentJoiningIsSaidWhilePlacing() {
        let placing = Fixtures.seatState(phase: .waiting, turn: nil, vs: nil, fleet: [], ready: SeatPair(a: false, b: false))
        var before = Fixtures.client(placing)
        _ = before.perform(.open(Fixtures.code), now: Fixtures.now)
        var after = before
        _ = after.receive(.event(.joined(Fixtures.seatA, opponentName: "bob")), now: Fixtures.now)
        #expect(PlainView.changes(from: Presentation(of: before.state), to: Presentation(of: after.state), now: Fixtures.now).contains("bob joined the game."))
    }

    /// `rematch` in line mode answers with a line, as the full screen shows the offer.
    @Test func aRematchOfferIsSaid() {
        let before = Scenes.game
        var after = before
        after.seats[Fixtures.seatA]?.markRematchRequested()
        #expect(PlainView.changes(from: Presentation(of: before), to: Presentation(of: after), now: Fixtures.now) == ["Rematch offered: waiting for bob."])
        #expect(PlainView.changes(from: Presentation(of: after), to: Presentation(of: after), now: Fixtures.now).isEmpty)
        // A server that takes offers back (version 2) is told how.
        var speaksDecline = before
        speaksDecline.protocolVersion = 2
        var offered = speaksDecline
        offered.seats[Fixtures.seatA]?.markRematchRequested()
        #expect(PlainView.changes(from: Presentation(of: speaksDecline), to: Presentation(of: offered), now: Fixtures.now)
            == ["Rematch offered: waiting for bob. Type decline to withdraw it."])
    }

    /// The ground met words the claim: the turn limit while the opponent has been away a little.
    @Test func aClaimIsWordedByTheGroundItRestsOn() {
        var state = Fixtures.seatState(turn: .b, away: 30)
        state.turnSeconds = 400
        var client = ClientState(mode: .network, playerName: "ann")
        client.seats[Fixtures.seatA] = Fixtures.model(state)
        client.turnLimit = .seconds(300)
        client.page = .game(Fixtures.seatA)
        #expect(PlainView.page(Presentation(of: client), now: Fixtures.now).last == "bob has kept you waiting 6:40: type claim to claim the win.")
    }

    /// A claim coming to win in a game not on screen is said wherever the player is, once.
    @Test func aClaimThatWouldWinElsewhereIsSaidWithItsGame() {
        var client = ClientState(mode: .network, playerName: "ann")
        client.seats[Fixtures.seatA] = Fixtures.model(Fixtures.seatState(turn: .b, away: 100))
        let other = SeatReference(GameCode("P9ZZ2A")!, .a)  // a valid code
        client.seats[other] = Fixtures.model(Fixtures.seatState(other))
        client.page = .game(other)
        let at = { (seconds: Int64) in Fixtures.now + .seconds(seconds) }
        #expect(PlainView.changes(from: Presentation(of: client), to: Presentation(of: client), printedAt: at(19), now: at(20))
            == ["In K7QX3M, bob has been away 2:00: open K7QX3M, then type claim, to claim the win."])
        #expect(PlainView.changes(from: Presentation(of: client), to: Presentation(of: client), printedAt: at(20), now: at(21)).isEmpty)
    }

    /// With the grids off, the fleet being placed is listed ship by ship.
    @Test func theFleetBeingPlacedIsListedWithTheGridsOff() {
        var client = ClientState(mode: .network, playerName: "ann", inputStyle: .commands)
        client.seats[Fixtures.seatA] = Fixtures.model(Fixtures.seatState(phase: .placing, turn: nil, fleet: [], ready: SeatPair(a: false, b: false)))
        client.editors[Fixtures.seatA] = FleetEditor(rules: .classic, placements: Array(Fixtures.fleet.prefix(1)))
        client.page = .editor(Fixtures.seatA)
        var quiet = PlainSettings()
        quiet.printsGrids = false
        #expect(PlainView.page(Presentation(of: client), now: Fixtures.now, settings: quiet) == [
            "Your fleet (ann), game K7QX3M (classic, round 1):", "  Carrier at A1 across, to A5",
            "Still to place: battleship, cruiser, submarine, destroyer. Type place SHIP CELL H|V, or random.",
        ])
        #expect(PlainView.gridsSetting(printed: false)
            == "The grids are no longer printed as the game goes: show prints them. Fleets are said in words.")
    }

    /// A fleet with no ship placed is said in a line, not printed as an empty grid (a new or
    /// joined game's first page, with the grids on).
    @Test func anEmptyFleetIsSaidNotPrinted() {
        var client = ClientState(mode: .network, playerName: "ann")
        client.seats[Fixtures.seatA] = Fixtures.model(Fixtures.seatState(phase: .placing, turn: nil, fleet: [], ready: SeatPair(a: false, b: false)))
        client.editors[Fixtures.seatA] = FleetEditor(rules: .classic, placements: [])
        client.page = .editor(Fixtures.seatA)
        #expect(PlainView.page(Presentation(of: client), now: Fixtures.now) == [
            "Your fleet (ann), game K7QX3M (classic, round 1):", "  No ship placed yet.",
            "Still to place: carrier, battleship, cruiser, submarine, destroyer. Type place SHIP CELL H|V, or random.",
        ])
    }

    /// In the game list, a claim that comes to win in any game is said once too, with the game.
    @Test func aClaimThatWouldWinIsSaidInTheListWithItsGame() {
        var client = ClientState(mode: .network, playerName: "ann")
        client.seats[Fixtures.seatA] = Fixtures.model(Fixtures.seatState(turn: .b, away: 100))
        client.page = .lobby
        let at = { (seconds: Int64) in Fixtures.now + .seconds(seconds) }
        #expect(PlainView.changes(from: Presentation(of: client), to: Presentation(of: client), printedAt: at(18), now: at(19)).isEmpty)
        #expect(PlainView.changes(from: Presentation(of: client), to: Presentation(of: client), printedAt: at(19), now: at(20))
            == ["In K7QX3M, bob has been away 2:00: open K7QX3M, then type claim, to claim the win."])
        #expect(PlainView.changes(from: Presentation(of: client), to: Presentation(of: client), printedAt: at(20), now: at(21)).isEmpty)
    }

    /// The fleet a player sank to the last ship is all on the grid already: its reveal is not
    /// printed again. Lost, or given up, it is.
    @Test func aFleetSunkToTheLastShipIsNotRevealedAgain() {
        let enemy = [ShipPlacement(.destroyer, at: Fixtures.cell("H8"), .horizontal)]
        for (winner, printed) in [(Seat.a, false), (.b, true)] {
            var client = Fixtures.client(Fixtures.seatState())
            _ = client.receive(.event(.over(Fixtures.seatA, winner: winner, reason: .sunk)), now: Fixtures.now)
            let before = client.state
            _ = client.receive(.event(.reveal(Fixtures.seatA, fleet: enemy)), now: Fixtures.now)
            #expect(PlainView.changes(from: Presentation(of: before), to: Presentation(of: client.state), now: Fixtures.now).contains("Enemy fleet:") == printed)
        }
    }

    /// At a shared terminal, `rematch` once both players saw the end asks for both seats at once:
    /// the one seat's offer reaching the other is not said as news, as it is over the network.
    @Test func anOfferMadeForBothSeatsAtOnceIsNotNews() {
        var over = Fixtures.seatState(phase: .over, turn: nil)
        over.summary.winner = .a
        over.summary.reason = .sunk
        let network = Fixtures.client(over).state
        var shared = ClientState(mode: .hotSeat, playerName: "ann")
        shared.seats[Fixtures.seatA] = Fixtures.model(over)
        shared.seats[Fixtures.seatB] = Fixtures.model(Fixtures.seatState(Fixtures.seatB, phase: .over, turn: nil, vs: "ann"))
        shared.page = .game(Fixtures.seatA)
        for (before, isHotSeat) in [(network, false), (shared, true)] {
            var client = SessionController(state: before, seed: 7)
            _ = client.receive(.event(.rematch(Fixtures.seatA, by: .b)), now: Fixtures.now)
            #expect(client.state.seats[Fixtures.seatA]?.rematchOffered == true)
            #expect(PlainView.changes(from: Presentation(of: before), to: Presentation(of: client.state), now: Fixtures.now).contains("bob offers a rematch.") == !isHotSeat)
        }
    }

    /// The full screen's title keeps the score in sight: line mode says it as a round is won.
    @Test func theScoreIsSaidAsARoundIsWon() {
        var client = Fixtures.client(Fixtures.seatState())
        let before = client.state
        _ = client.receive(.event(.over(Fixtures.seatA, winner: .b, reason: .sunk)), now: Fixtures.now)
        #expect(PlainView.changes(from: Presentation(of: before), to: Presentation(of: client.state), now: Fixtures.now)
            == ["Game over: bob wins. Type rematch for a rematch.", "Score: ann 0, bob 1."])
    }

    /// A round abandoned before anyone joined has no fleet to reveal: its end is said at once.
    @Test func anAbandonedRoundIsSaid() {
        let waiting = Fixtures.seatState(phase: .waiting, turn: nil, vs: nil, fleet: Fixtures.fleet, ready: SeatPair(a: true, b: false))
        var before = Fixtures.client(waiting)
        _ = before.perform(.open(Fixtures.code), now: Fixtures.now)
        var after = before
        _ = after.receive(.event(.over(Fixtures.seatA, winner: nil, reason: .abandoned)), now: Fixtures.now)
        #expect(PlainView.changes(from: Presentation(of: before.state), to: Presentation(of: after.state), now: Fixtures.now) == ["The round was abandoned."])
    }

    /// The end is said once whatever page it finds: with `* OVER`, and the fleet with `* REVEAL`.
    @Test func theEndOfARoundIsSaidOnce() {
        let enemy = [ShipPlacement(.destroyer, at: Fixtures.cell("J9"), .horizontal)]
        let placing = Fixtures.seatState(phase: .placing, turn: nil, fleet: [], ready: SeatPair(a: false, b: false))
        var editing = Fixtures.client(placing, page: .editor(Fixtures.seatA))
        editing.state.editors[Fixtures.seatA] = FleetEditor(rules: .classic, placements: [])
        for var client in [editing, Fixtures.client(Fixtures.seatState())] {
            var printed: [String] = []
            for event in [Event.over(Fixtures.seatA, winner: .a, reason: .forfeit), .reveal(Fixtures.seatA, fleet: enemy)] {
                let before = client.state
                _ = client.receive(.event(event), now: Fixtures.now)
                printed += PlainView.changes(from: Presentation(of: before), to: Presentation(of: client.state), now: Fixtures.now)
            }
            #expect(printed.filter { $0.hasPrefix("Game over") } == ["Game over: you win, bob forfeited! Type rematch for a rematch."])
            #expect(printed.filter { $0 == "Enemy fleet:" }.count == 1)
            #expect(printed.contains(" J  . . . . . . . . d d"))
        }
    }
}
