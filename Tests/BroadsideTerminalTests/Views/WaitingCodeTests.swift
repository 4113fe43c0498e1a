import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// Until someone joins, the code is what the creator must pass on: the editor keeps saying it, as
/// the game screen does, where the message that first gave it goes with the next key.
@Suite("While nobody has joined, the editor keeps saying the code to give")
struct WaitingCodeTests {
    private static let waitingLine = "Waiting for an opponent: give them the code K7QX3M."

    /// Ann's editor in a game nobody has joined yet, a ship placed.
    private static var waiting: ClientState {
        var state = Scenes.editor
        let seat = Fixtures.seatState(phase: .waiting, turn: nil, vs: nil, fleet: Array(Fixtures.fleet.prefix(2)), ready: SeatPair(a: false, b: false))
        state.seats[Fixtures.seatA] = Fixtures.model(seat)
        return state
    }

    @Test func theEditorSaysTheCodeUntilSomeoneJoins() {
        var client = SessionController(state: Self.waiting, seed: 7)
        #expect(Scenes.screen(client.state).contains(Self.waitingLine))
        // After a ship is placed, and a message has come and gone.
        _ = client.type([.enter])
        _ = client.type("z")
        #expect(Scenes.screen(client.state).contains(Self.waitingLine), "\(Scenes.screen(client.state))")
        _ = client.receive(.event(.joined(Fixtures.seatA, opponentName: "bob")), now: Fixtures.now)
        #expect(!Scenes.screen(client.state).contains("give them the code"))
    }

    /// The line is a message: it takes no row the editor did not have (at the smallest sizes it
    /// has the row kept for messages), and gives it up to the note (an error, a question).
    @Test func theLineNeedsNoBiggerTerminal() {
        let sizes = ClientView.layouts(Presentation(of: Self.waiting), height: 24, now: Fixtures.now).map(\.minimumSize)
        #expect(sizes == ClientView.layouts(Presentation(of: Scenes.editor), height: 24, now: Fixtures.now).map(\.minimumSize))
        var noted = Self.waiting
        noted.message = "There is no ship under the cursor."
        for size in sizes {
            let quiet = ClientView.screen(Presentation(of: Self.waiting), size: size, now: Fixtures.now)
            #expect(quiet.lines.contains { $0.text.hasPrefix("Waiting for an opponent:") }, "\(size): \(quiet.text)")
            let screen = ClientView.screen(Presentation(of: noted), size: size, now: Fixtures.now)
            #expect(!screen.hidesPage)
            #expect(screen.lines.contains { $0.text.hasPrefix("There is no ship") }, "\(size): \(screen.text)")
            #expect(!screen.text.contains("Waiting for an opponent"), "\(size): \(screen.text)")
        }
    }

    /// Once the fleet is ready the game screen says it, in its status line.
    @Test func theGameScreenSaysItToo() {
        var state = Self.waiting
        state.page = .game(Fixtures.seatA)
        #expect(Scenes.screen(state).contains(Self.waitingLine))
    }

    /// With nobody to win or to claim against, X calls the game off, and says so; ? offers no claim.
    @Test func xCallsOffAGameNobodyJoinedAndNoClaimIsOffered() {
        var state = Self.waiting
        state.page = .game(Fixtures.seatA)
        var client = SessionController(state: state, seed: 7)
        _ = client.type("X")
        #expect(client.state.message == "Call off this game? Nobody has joined it: its round ends with no winner. y/n")
        #expect(client.type("y") == ["FORFEIT K7QX3M/A"])
        var listed = SessionController(state: state, seed: 7)
        _ = listed.type("?")
        let guide = Scenes.screen(listed.state)
        #expect(guide.contains("call the game off: nobody has joined it"), "\(guide)")
        #expect(!guide.contains("claim the win"), "\(guide)")
    }

    /// The key line names what X does before anyone joined, as the question X asks does; and
    /// there is no enemy yet whose ships could be afloat. Once someone joins, both are the round's.
    @Test func beforeAnyoneJoinsTheKeysSayCallOffAndNoEnemyShipIsCounted() {
        let seat = Fixtures.seatState(phase: .waiting, turn: nil, vs: nil, ready: SeatPair(a: true, b: false))
        var client = Fixtures.client(seat)
        client.state.page = .game(Fixtures.seatA)
        let waiting = Scenes.screen(client.state)
        #expect(waiting.hasSuffix("arrows/hjkl aim ahead · type B7 · X call off · q lobby"), "\(waiting)")
        #expect(waiting.contains("\nAfloat: Carrier Battleship Cruiser Submarine Destroyer\nEnemy afloat: -\n"), "\(waiting)")
        _ = client.receive(.event(.joined(Fixtures.seatA, opponentName: "bob")), now: Fixtures.now)
        let joined = Scenes.screen(client.state)
        #expect(joined.hasSuffix("X forfeit · q lobby"), "\(joined)")
        #expect(joined.contains("\nEnemy afloat: Carrier Battleship Cruiser Submarine Destroyer\n"), "\(joined)")
    }
}
