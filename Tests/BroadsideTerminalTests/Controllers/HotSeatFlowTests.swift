import BroadsideClient
import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

@Suite("Hot-seat: one connection holds both seats, and the screen is covered between turns")
struct HotSeatFlowTests {
    private let now = Fixtures.now

    /// A hot-seat client past `NEW` and `JOIN`, both fleets being placed.
    func created(
        _ state: ClientState = ClientState(mode: .hotSeat, playerName: "ann", partnerName: "bob")
    ) -> SessionController {
        var client = SessionController(state: state, seed: 1)
        guard case .newGame(let form) = client.state.page else {
            Issue.record("hot-seat opens on the new-game form")
            return client
        }
        #expect(Fixtures.commands(client.perform(.createGame(form), now: now)) == ["NEW classic human"])
        let afterNew = client.receive(
            Fixtures.ok("OK NEW K7QX3M/A token=\(Fixtures.tokenA) rules=classic opponent=human"),
            to: .new(rules: .classic, opponent: .human), now: now)
        #expect(afterNew.contains(.rememberSeat(Fixtures.seatA, Fixtures.tokenA, player: "ann")))
        #expect(Fixtures.commands(afterNew) == ["JOIN K7QX3M bob"])
        let afterJoin = client.receive(
            Fixtures.ok("OK JOIN K7QX3M/B token=\(Fixtures.tokenB) rules=classic vs=ann"),
            to: .join(Fixtures.code, name: "bob"), now: now)
        // Each seat is kept as its own player's.
        #expect(afterJoin.contains(.rememberSeat(Fixtures.seatB, Fixtures.tokenB, player: "bob")))
        #expect(Fixtures.commands(afterJoin) == ["STATE K7QX3M/A", "STATE K7QX3M/B"])
        for (ref, vs) in [(Fixtures.seatA, "bob"), (Fixtures.seatB, "ann")] {
            let state = Fixtures.seatState(ref, phase: .placing, turn: nil, vs: vs, fleet: [], ready: SeatPair(a: false, b: false))
            _ = client.receive(Fixtures.stateReply(state), to: .state(ref), now: now)
        }
        return client
    }

    @Test func aFirstPlayerOtherThanTheConnectionsNameCreatesOverASecondConnection() {
        var client = SessionController(state: ClientState(mode: .hotSeat, playerName: "ann"), seed: 1)
        var form = client.state.newGameForm
        form.firstName = TextField("cleo", for: .playerName)
        form.secondName = TextField("dan", for: .playerName)
        let effects = client.perform(.createGame(form), now: now)
        #expect(effects.contains(.createGame(as: "cleo", rules: .classic)))
        // Both names are the form's defaults next time.
        #expect(effects.contains(.rememberPlayers(first: "cleo", second: "dan")))
        let afterNew = client.receive(
            Fixtures.ok("OK NEW K7QX3M/A token=\(Fixtures.tokenA) rules=classic opponent=human"),
            to: .new(rules: .classic, opponent: .human), now: now)
        #expect(Fixtures.commands(afterNew) == ["RESUME \(Fixtures.tokenA)", "JOIN K7QX3M dan"])
        #expect(afterNew.contains(.rememberSeat(Fixtures.seatA, Fixtures.tokenA, player: "cleo")))
    }

    /// Saved layouts are one file per terminal user: in hot-seat the second player could load the
    /// first player's fleet from it, so they are not offered there.
    @Test func savedLayoutsAreNotOfferedAtASharedTerminal() {
        var client = created(ClientState(
            mode: .hotSeat, playerName: "ann", partnerName: "bob", layouts: SavedLayouts(["anns": Fixtures.fleet])))
        _ = client.type(" ")
        #expect(client.state.page == .editor(Fixtures.seatA))
        let editor = Scenes.screen(client.state)
        #expect(editor.contains("R random · q lobby"), "\(editor)")
        #expect(!editor.contains("layout"), "\(editor)")
        for intent in [Intent.fleet(.showLayouts), .fleet(.loadLayout("anns")), .deleteLayout("anns"), .fleet(.saveLayout("mine"))] {
            #expect(client.perform(intent, now: now) == [], "\(intent)")
            #expect(client.state.message == LayoutPhrases.noneAtSharedTerminal)
            #expect(client.state.page == .editor(Fixtures.seatA))
        }
        #expect(client.state.editors[Fixtures.seatA]?.fleet.placements.isEmpty == true)
        #expect(client.state.layouts.names == ["anns"])
        #expect(PlainView.layouts(Presentation(of: client.state)) == [LayoutPhrases.noneAtSharedTerminal])
    }

    @Test func twoPlayersWithOneNameAreAskedForAnother() {
        var client = SessionController(state: ClientState(mode: .hotSeat, playerName: "ann"), seed: 1)
        var form = client.state.newGameForm
        form.firstName = TextField("ann", for: .playerName)
        form.secondName = TextField("ann", for: .playerName)
        #expect(client.perform(.createGame(form), now: now) == [])
        #expect(client.state.message == "The two players need different names (not only in capitals).")
        form.secondName = TextField("ANN", for: .playerName)
        #expect(client.perform(.createGame(form), now: now) == [])
        #expect(client.state.message == "The two players need different names (not only in capitals).")
        form.secondName = TextField("bob", for: .playerName)
        #expect(Fixtures.commands(client.perform(.createGame(form), now: now)) == ["NEW classic human"])
    }

    @Test func eachPlayerPlacesBehindAHandover() {
        var client = created()
        #expect(client.state.page == .handover(Fixtures.seatA))
        #expect(client.type(" ") == [])
        #expect(client.state.page == .editor(Fixtures.seatA))
        _ = client.type("R")
        #expect(client.type([.enter]) == ["READY K7QX3M/A"])
        let placed = client.state.editors[Fixtures.seatA]?.fleet.placements
        _ = client.receive(Fixtures.ok("OK READY K7QX3M/A"), to: .ready(Fixtures.seatA), now: now)
        #expect(client.state.page == .handover(Fixtures.seatB))
        // The game screen shows the fleet the editor placed.
        #expect(client.state.seats[Fixtures.seatA]?.fleet == placed)
        #expect(client.state.seats[Fixtures.seatA]?.ownGrid.afloat.count == 5)
        _ = client.type(" ")
        #expect(client.state.page == .editor(Fixtures.seatB))
        _ = client.type("R")
        #expect(client.type([.enter]) == ["READY K7QX3M/B"])
        _ = client.receive(Fixtures.ok("OK READY K7QX3M/B"), to: .ready(Fixtures.seatB), now: now)
        #expect(client.state.page == .handover(Fixtures.seatA))
    }

    /// In a rematch the loser of the last round fires first: when that is also the player who
    /// readied last, they keep the terminal and are not asked to pass it to themselves.
    @Test func thePlayerWhoReadiesLastAndFiresFirstKeepsTheTerminal() {
        var client = created()
        for ref in [Fixtures.seatA, Fixtures.seatB] {
            var state = Fixtures.seatState(ref, phase: .placing, turn: nil, fleet: [], ready: SeatPair(a: true, b: false))
            state.summary.first = .b
            _ = client.receive(Fixtures.stateReply(state), to: .state(ref), now: now)
        }
        client.state.page = .handover(Fixtures.seatB)
        _ = client.type(" ")
        _ = client.type("R")
        #expect(client.type([.enter]) == ["READY K7QX3M/B"])
        _ = client.receive(Fixtures.ok("OK READY K7QX3M/B"), to: .ready(Fixtures.seatB), now: now)
        #expect(client.state.page == .game(Fixtures.seatB))
    }

    /// Line mode can type a command at the handover: it is told who must take the terminal first.
    @Test func aCommandAtTheHandoverSaysWhoTakesTheTerminalFirst() {
        var client = created()
        #expect(client.state.page == .handover(Fixtures.seatA))
        for intent in [Intent.fleet(.placeRandomly), .fire([Fixtures.cell("B7")]), .claim] {
            #expect(client.perform(intent, now: now) == [], "\(intent)")
            #expect(client.state.message == "First the terminal goes to ann, who types take.")
        }
    }

    @Test func afterATurnThePlayerSeesTheirResultThenTheScreenIsCovered() {
        var client = created()
        for (ref, vs) in [(Fixtures.seatA, "bob"), (Fixtures.seatB, "ann")] {
            _ = client.receive(Fixtures.stateReply(Fixtures.seatState(ref, vs: vs)), to: .state(ref), now: now)
        }
        client.state.page = .game(Fixtures.seatA)
        #expect(client.type([.character("B"), .character("7"), .enter]) == ["FIRE K7QX3M/A B7"])
        _ = client.receive(Fixtures.ok("OK FIRE K7QX3M/A B7=hit next=B"), to: .fire(Fixtures.seatA, [Fixtures.cell("B7")]), now: now)
        let shot = Event.shot(Fixtures.seatB, by: .a, shots: [Fixtures.shot("B7=hit")], then: .next(.b))
        _ = client.receive(.event(shot), now: now)
        // Ann still sees her own result, and is asked to pass the terminal.
        #expect(client.state.page == .game(Fixtures.seatA))
        #expect(client.state.seats[Fixtures.seatA]?.lastVolley == [Fixtures.shot("B7=hit")])
        // A second shot (line mode's fire) is told what to do instead.
        #expect(client.perform(.fire([Fixtures.cell("C7")]), now: now) == [])
        #expect(client.state.message == "It is bob's turn: press Enter, then pass the terminal to bob.")
        _ = client.type([.enter])
        #expect(client.state.page == .handover(Fixtures.seatB))
        _ = client.type(" ")
        #expect(client.state.page == .game(Fixtures.seatB))
        #expect(client.state.seats[Fixtures.seatB]?.lastIncomingVolley == [Fixtures.shot("B7=hit")])
    }

    /// Enter leads to the handover, so it must not also lead past it: a double Enter, or a key
    /// repeat, on ann's result would otherwise show bob's fleet to ann. Enter there only says
    /// which key takes the terminal, on a page that still holds nothing of either player.
    @Test func aDoubleEnterAfterAShotLeavesTheHandoverOnScreen() {
        var client = playing()
        #expect(client.type([.character("B"), .character("7"), .enter]) == ["FIRE K7QX3M/A B7"])
        _ = client.receive(Fixtures.ok("OK FIRE K7QX3M/A B7=hit next=B"), to: .fire(Fixtures.seatA, [Fixtures.cell("B7")]), now: now)
        _ = client.receive(.event(.shot(Fixtures.seatB, by: .a, shots: [Fixtures.shot("B7=hit")], then: .next(.b))), now: now)
        #expect(client.type([.enter, .enter]) == [])
        #expect(client.state.page == .handover(Fixtures.seatB))
        let shown = Scenes.screen(client.state).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(shown == [
            "Pass the terminal to bob, then press Space.", "Space take the terminal · q lobby", KeyGuide.handoverEnter,
        ])
        _ = client.type(" ")
        #expect(client.state.page == .game(Fixtures.seatB))
        #expect(Scenes.screen(client.state).contains("Your fleet (bob)"))
    }

    /// The reply to a shot and the event that gives the other seat its turn are two lines: a
    /// player quick with Enter between them must still hand over to the other player.
    @Test func enterBeforeTheOtherSeatHearsOfTheShotStillHandsOverToIt() {
        var client = created()
        // Bob (seat B) has the turn.
        for (ref, vs) in [(Fixtures.seatA, "bob"), (Fixtures.seatB, "ann")] {
            _ = client.receive(Fixtures.stateReply(Fixtures.seatState(ref, turn: .b, vs: vs)), to: .state(ref), now: now)
        }
        client.state.page = .game(Fixtures.seatB)
        #expect(client.type([.character("B"), .character("7"), .enter]) == ["FIRE K7QX3M/B B7"])
        _ = client.receive(Fixtures.ok("OK FIRE K7QX3M/B B7=miss next=A"), to: .fire(Fixtures.seatB, [Fixtures.cell("B7")]), now: now)
        _ = client.type([.enter])
        #expect(client.state.page == .handover(Fixtures.seatA))
        let shot = Event.shot(Fixtures.seatA, by: .b, shots: [Fixtures.shot("B7=miss")], then: .next(.a))
        _ = client.receive(.event(shot), now: now)
        _ = client.type(" ")
        #expect(client.state.page == .game(Fixtures.seatA))
        #expect(client.state.seats[Fixtures.seatA]?.isMyTurn == true)
    }

    /// The turn clock a player is shown starts when they take the terminal: the time the
    /// handover screen was up, waiting for them, was never theirs to play.
    @Test func theTurnClockCountsFromWhenThePlayerTookTheTerminal() {
        var client = playing()
        #expect(client.type([.character("B"), .character("7"), .enter]) == ["FIRE K7QX3M/A B7"])
        _ = client.receive(Fixtures.ok("OK FIRE K7QX3M/A B7=miss next=B"), to: .fire(Fixtures.seatA, [Fixtures.cell("B7")]), now: now)
        let shot = Event.shot(Fixtures.seatB, by: .a, shots: [Fixtures.shot("B7=miss")], then: .next(.b))
        _ = client.receive(.event(shot), now: now)
        _ = client.press(.enter, now: now + .seconds(3))
        #expect(client.state.page == .handover(Fixtures.seatB))
        // Bob comes back to the terminal 40 seconds later.
        _ = client.press(.character(" "), now: now + .seconds(40))
        #expect(client.state.page == .game(Fixtures.seatB))
        let screen = ClientView.screen(Presentation(of: client.state), size: Scenes.size, now: now + .seconds(45)).text
        #expect(screen.contains("bob, it's your turn · 0:05"), "\(screen)")
    }

    /// The last shot ends the round for both players: the one who fired it sees the end, then
    /// passes the terminal, and the other sees their own end, with the fleet that beat them.
    /// Once both have seen it, either can ask for the rematch, for both.
    @Test func bothPlayersSeeTheEndOfTheRound() {
        var client = HotSeatFlowTests.annSankBobsLastShip()
        let ann = Scenes.screen(client.state)
        #expect(ann.contains("Game over: ann wins! Press Enter for bob to see it, or press r for a rematch."), "\(ann)")
        #expect(ann.contains("Enter pass the terminal · r rematch · q lobby"), "\(ann)")
        _ = client.type([.enter])
        #expect(client.state.page == .handover(Fixtures.seatB))
        _ = client.type(" ")
        #expect(client.state.page == .game(Fixtures.seatB))
        let bob = Scenes.screen(client.state)
        #expect(bob.contains("Your fleet (bob)"), "\(bob)")
        // Ann has seen the end: Enter only gives her the terminal back.
        #expect(Scenes.words(client.state).contains(
            "Game over: ann wins! Press r for a rematch, or press Enter to pass the terminal to ann."), "\(bob)")
        #expect(bob.contains("Enter pass the terminal · r rematch · q lobby"), "\(bob)")
        // Ann's fleet, never hit, revealed in lowercase on bob's target grid.
        #expect(bob.contains("A  c c c c c"), "\(bob)")
        // Line mode prints the same end for bob.
        #expect(PlainView.page(Presentation(of: client.state), now: now).contains(
            "Game over: ann wins! Type rematch for a rematch, or press Enter to pass the terminal to ann."))
        #expect(client.type("r") == ["REMATCH K7QX3M/A", "REMATCH K7QX3M/B"])
    }

    /// Ann's game on screen, just after her shot sank bob's last ship: the end of the round.
    static func annSankBobsLastShip() -> SessionController {
        var client = HotSeatFlowTests().playing()
        #expect(client.type([.character("E"), .character("2"), .enter]) == ["FIRE K7QX3M/A E2"])
        let sunk = Fixtures.shot("E2=sunk:destroyer:E1:H")
        _ = client.receive(
            Fixtures.ok("OK FIRE K7QX3M/A E2=sunk:destroyer:E1:H winner=A"), to: .fire(Fixtures.seatA, [sunk.target]), now: Fixtures.now)
        for event in [
            Event.shot(Fixtures.seatB, by: .a, shots: [sunk], then: .winner(.a)),
            .over(Fixtures.seatA, winner: .a, reason: .sunk), .reveal(Fixtures.seatA, fleet: Fixtures.fleet),
            .over(Fixtures.seatB, winner: .a, reason: .sunk), .reveal(Fixtures.seatB, fleet: Fixtures.fleet),
        ] {
            _ = client.receive(.event(event), now: Fixtures.now)
        }
        return client
    }

    /// Both seats in the round, ann's turn and her game on screen.
    func playing() -> SessionController {
        var client = created()
        for (ref, vs) in [(Fixtures.seatA, "bob"), (Fixtures.seatB, "ann")] {
            _ = client.receive(Fixtures.stateReply(Fixtures.seatState(ref, vs: vs)), to: .state(ref), now: now)
        }
        client.state.page = .game(Fixtures.seatA)
        return client
    }

    /// Both seats' rounds over, and both players have seen the end: the other player's first,
    /// then the asker's, on screen.
    private func overAndSeen(askedBy asker: SeatReference) -> SessionController {
        var client = created()
        for (ref, vs) in [(Fixtures.seatA, "bob"), (Fixtures.seatB, "ann")] {
            let over = Fixtures.seatState(ref, phase: .over, turn: nil, vs: vs)
            _ = client.receive(Fixtures.stateReply(over), to: .state(ref), now: now)
        }
        client.state.page = .game(asker == Fixtures.seatA ? Fixtures.seatB : Fixtures.seatA)
        client.state.page = .game(asker)
        return client
    }

    /// A new round starts with seat A placing its fleet. When seat A's player asked for it they
    /// have the terminal, and are not asked to pass it to themselves; from B's screen, it goes to A.
    @Test(arguments: [(Fixtures.seatA, Page.editor(Fixtures.seatA)), (Fixtures.seatB, Page.handover(Fixtures.seatA))])
    func aRematchHandsTheTerminalOverOnlyToAnotherPlayer(askedBy asker: SeatReference, then page: Page) {
        var client = overAndSeen(askedBy: asker)
        #expect(client.type("r") == ["REMATCH K7QX3M/A", "REMATCH K7QX3M/B"])
        for ref in [Fixtures.seatA, Fixtures.seatB] {
            #expect(Fixtures.commands(client.receive(.event(.round(ref, round: 2, first: .b)), now: now)) == ["STATE \(ref)"])
        }
        for (ref, vs) in [(Fixtures.seatA, "bob"), (Fixtures.seatB, "ann")] {
            let placing = Fixtures.seatState(ref, phase: .placing, turn: nil, vs: vs, fleet: [], ready: SeatPair(a: false, b: false))
            _ = client.receive(Fixtures.stateReply(placing), to: .state(ref), now: now)
        }
        #expect(client.state.page == page)
    }

    @Test func onceBothHaveSeenTheEndRematchAsksForBothSeats() {
        var client = overAndSeen(askedBy: Fixtures.seatA)
        #expect(client.type("r") == ["REMATCH K7QX3M/A", "REMATCH K7QX3M/B"])
    }
}
