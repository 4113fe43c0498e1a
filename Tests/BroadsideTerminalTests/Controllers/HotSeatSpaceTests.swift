import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// At a shared terminal Space takes the terminal at the handover, so a double press or a key
/// repeat there lands on the game screen it opens: there Space neither fires nor passes the
/// terminal on, and says which key does. Enter still fires; elsewhere Space fires as Enter does.
@Suite("Hot-seat: Space takes the terminal and fires nothing")
struct HotSeatSpaceTests {
    private let now = Fixtures.now

    /// Bob fires and presses Enter; at "Pass the terminal to ann, then press Space." Space is
    /// pressed twice: ann sees her board, and nothing is fired until she presses Enter.
    @Test func aDoubleSpaceAtTheHandoverFiresNothing() throws {
        var client = HotSeatFlowTests().created()
        for (ref, vs) in [(Fixtures.seatA, "bob"), (Fixtures.seatB, "ann")] {
            _ = client.receive(Fixtures.stateReply(Fixtures.seatState(ref, turn: .b, vs: vs)), to: .state(ref), now: now)
        }
        client.state.page = .game(Fixtures.seatB)
        #expect(client.type([.character("B"), .character("7"), .enter]) == ["FIRE K7QX3M/B B7"])
        _ = client.receive(Fixtures.ok("OK FIRE K7QX3M/B B7=miss next=A"), to: .fire(Fixtures.seatB, [Fixtures.cell("B7")]), now: now)
        _ = client.receive(.event(.shot(Fixtures.seatA, by: .b, shots: [Fixtures.shot("B7=miss")], then: .next(.a))), now: now)
        _ = client.type([.enter])
        #expect(Scenes.screen(client.state).contains("Pass the terminal to ann, then press Space."))
        #expect(client.type("  ") == [])
        #expect(client.state.page == .game(Fixtures.seatA))
        let told = "Space does not fire at a shared terminal (it takes the terminal at the handover): press Enter to fire at A1."
        #expect(client.state.message == told)
        #expect(Scenes.words(client.state).contains(told), "\(Scenes.screen(client.state))")
        #expect(try RepositoryDocuments.words("docs/CLIENT.md").contains(told))
        #expect(client.type([.enter]) == ["FIRE K7QX3M/A A1"])
    }

    /// The round's first handover opens ann's fleet editor: a double Space there places no ship
    /// (the last would declare a fleet ready she never saw), and Enter still places.
    @Test func aDoubleSpaceAtTheHandoverPlacesNoShip() throws {
        var client = HotSeatFlowTests().created()
        client.state.page = .handover(Fixtures.seatA)
        #expect(client.type("  ") == [])
        #expect(client.state.page == .editor(Fixtures.seatA))
        let told = "Space does not place ships at a shared terminal (it takes the terminal at the handover): press Enter to place the Carrier."
        #expect(client.state.message == told)
        #expect(try RepositoryDocuments.words("docs/CLIENT.md").contains(told))
        // Its list of keys names Enter alone.
        #expect(client.type("?") == [])
        #expect(Scenes.screen(client.state).contains("Enter            place the ship"), "\(Scenes.screen(client.state))")
        _ = client.type([.escape])
        #expect(client.type([.enter]) == ["PLACE K7QX3M/A carrier:A1:H"])
    }

    /// Space on the screen of the player who just fired does not pass the terminal either: a
    /// double Space would then show the next player's fleet to the one passing it.
    @Test func spaceAfterAShotDoesNotPassTheTerminal() {
        var client = HotSeatFlowTests().playing()
        #expect(client.type([.character("B"), .character("7"), .enter]) == ["FIRE K7QX3M/A B7"])
        _ = client.receive(Fixtures.ok("OK FIRE K7QX3M/A B7=miss next=B"), to: .fire(Fixtures.seatA, [Fixtures.cell("B7")]), now: now)
        _ = client.receive(.event(.shot(Fixtures.seatB, by: .a, shots: [Fixtures.shot("B7=miss")], then: .next(.b))), now: now)
        #expect(client.type("  ") == [])
        #expect(client.state.page == .game(Fixtures.seatA))
        #expect(client.state.message
            == "Space does not pass the terminal (it takes the terminal at the handover): press Enter to pass it to bob.")
        _ = client.type([.enter])
        #expect(client.state.page == .handover(Fixtures.seatB))
    }

    /// On a cell already fired at, Enter would be refused: the player is told to aim first.
    @Test func spaceOnACellFiredAtSaysToAimFirst() {
        var client = HotSeatFlowTests().playing()
        client.state.seats[Fixtures.seatA] = Fixtures.model(Fixtures.seatState(outgoing: ["A1=miss"]))
        #expect(client.type(" ") == [])
        #expect(client.state.message
            == "Space does not fire at a shared terminal (it takes the terminal at the handover): aim at a cell not fired at, then press Enter to fire.")
    }

    /// In salvo Space picks no cell at a shared terminal; Enter picks, takes back and fires.
    @Test func inSalvoSpacePicksNothingAtASharedTerminal() {
        var client = Fixtures.client(Fixtures.seatState(rules: .salvo), mode: .hotSeat)
        client.state.seats[Fixtures.seatB] = Fixtures.model(Fixtures.seatState(Fixtures.seatB, vs: "ann", rules: .salvo))
        let space = "Space does not pick cells at a shared terminal (it takes the terminal at the handover): "
        #expect(client.type(" ") == [])
        #expect(client.state.aims[Fixtures.seatA, default: Aim()].salvo.isEmpty)
        #expect(client.state.message == space + "press Enter to pick A1.")
        _ = client.type([.enter])
        _ = client.type(" ")
        #expect(client.state.message == space + "press Enter to take A1 back.")
        #expect(client.type(Array(repeating: [Key.right, .enter], count: 4).flatMap { $0 }) == ["FIRE K7QX3M/A A1 A2 A3 A4 A5"])
    }

    /// A whole salvo left unfired (refused while the server was away, say): Enter fires it.
    @Test func spaceBesideAWholeSalvoSaysEnterFiresIt() {
        var client = Fixtures.client(Fixtures.seatState(rules: .salvo), mode: .hotSeat)
        client.state.seats[Fixtures.seatB] = Fixtures.model(Fixtures.seatState(Fixtures.seatB, vs: "ann", rules: .salvo))
        var aim = Aim()
        for _ in 1...5 {
            aim.toggleSalvoCell()
            aim.move(rows: 0, columns: 1)
        }
        client.state.aims[Fixtures.seatA] = aim
        #expect(client.type(" ") == [])
        #expect(client.state.message
            == "Space does not pick cells at a shared terminal (it takes the terminal at the handover): press Enter to fire the salvo.")
        #expect(client.type([.enter]) == ["FIRE K7QX3M/A A1 A2 A3 A4 A5"])
    }

    /// The keys of the hot-seat game screen name Enter alone for firing.
    @Test func theKeysAtASharedTerminalDoNotOfferSpaceToFire() {
        var client = HotSeatFlowTests().playing()
        _ = client.type("?")
        let guide = Scenes.screen(client.state, TerminalSize(columns: 80, rows: 40))
        #expect(guide.contains("\n  Enter            fire\n"), "\(guide)")
        #expect(!guide.contains("Enter, space"), "\(guide)")
    }

    /// Away from a shared terminal Space fires as Enter does.
    @Test(arguments: [PlayMode.network, .solo])
    func elsewhereSpaceFires(mode: PlayMode) {
        var client = Fixtures.client(Fixtures.seatState(), mode: mode)
        #expect(client.type(" ") == ["FIRE K7QX3M/A A1"])
    }
}
