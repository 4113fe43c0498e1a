import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// The server plays the computer's turn within the player's `FIRE`; a shot fired before its
/// `* SHOT` is read waits for it, and fires once the turn is back.
@Suite("Game: a shot fired while the computer has the turn waits for it")
struct ShotsAwaitingTurnTests {
    private let now = Fixtures.now

    /// ann's seat against the computer, or against bob with `computer` false.
    private func client(turn: Seat = .a, rules: Rules = .classic, computer: Bool = true) -> SessionController {
        var state = Fixtures.seatState(turn: turn, vs: computer ? "computer" : "bob", rules: rules, outgoing: ["J10=miss"])
        if computer { state.summary.opponent = .computer }
        return Fixtures.client(state)
    }

    private func fire(_ cells: String..., on client: inout SessionController) -> [String] {
        Fixtures.commands(client.perform(.fire(cells.map(Fixtures.cell)), now: now))
    }

    /// ann fired A1 and the computer's turn came back with the reply: the `* SHOT` that follows
    /// it at once is not read yet.
    private func firedA1(_ client: inout SessionController) {
        #expect(fire("A1", on: &client) == ["FIRE K7QX3M/A A1"])
        _ = client.receive(Fixtures.ok("OK FIRE K7QX3M/A A1=miss next=B"), to: .fire(Fixtures.seatA, [Fixtures.cell("A1")]), now: now)
    }

    /// The computer's shot, and then whose turn.
    private func computerFires(_ client: inout SessionController, at cell: String = "J1", then: TurnAfter = .next(.a)) -> [String] {
        let shot = Event.shot(Fixtures.seatA, by: .b, shots: [Fixtures.shot("\(cell)=miss")], then: then)
        return Fixtures.commands(client.receive(.event(shot), now: now))
    }

    @Test func aShotTypedAheadFiresOnceTheComputerHasFired() {
        var client = client()
        firedA1(&client)
        #expect(fire("A2", on: &client).isEmpty)
        #expect(client.state.message == "A2 fires once the computer has fired.")
        #expect(computerFires(&client) == ["FIRE K7QX3M/A A2"])
        #expect(client.state.message == nil)
        #expect(client.state.shotsAwaitingTurn.isEmpty)
    }

    /// The full screen: the cell typed and Enter, held while the `FIRE` was out.
    @Test func aKeyTypedAheadFiresToo() {
        var client = client()
        firedA1(&client)
        #expect(client.type("B7").isEmpty)
        #expect(client.type([.enter]).isEmpty)
        #expect(Scenes.screen(client.state).contains("B7 fires once the computer has fired."))
        #expect(computerFires(&client) == ["FIRE K7QX3M/A B7"])
    }

    @Test func theLatestShotReplacesAnEarlierOne() {
        var client = client()
        firedA1(&client)
        _ = fire("A2", on: &client)
        _ = fire("A3", on: &client)
        #expect(client.state.message == "A3 fires once the computer has fired (in place of A2).")
        #expect(computerFires(&client) == ["FIRE K7QX3M/A A3"])
    }

    /// A shot the rules already forbid is refused at once, and so is a salvo of fewer shots than
    /// the turn would take now (one cell of a salvo being picked on the full screen).
    @Test func aShotThatCannotBeFiredIsRefusedWithTheUsualMessage() {
        var client = client()
        firedA1(&client)
        #expect(fire("A1", on: &client).isEmpty)
        #expect(client.state.message == "Already fired at A1.")
        #expect(computerFires(&client).isEmpty)

        var salvo = self.client(turn: .b, rules: .salvo)
        #expect(fire("A2", on: &salvo).isEmpty)
        #expect(salvo.state.message == "It is computer's turn.")
        #expect(salvo.state.shotsAwaitingTurn.isEmpty)
        #expect(computerFires(&salvo).isEmpty)
    }

    @Test func aSalvoWaitsWhole() {
        var client = client(turn: .b, rules: .salvo)
        #expect(fire("A1", "A2", "A3", "A4", "A5", on: &client).isEmpty)
        #expect(client.state.message == "A1 A2 A3 A4 A5 fire once the computer has fired.")
        #expect(computerFires(&client) == ["FIRE K7QX3M/A A1 A2 A3 A4 A5"])
    }

    /// A person may take minutes: a shot fired that late would surprise.
    @Test func againstAPersonTheShotIsRefusedAsBefore() {
        var client = client(turn: .b, computer: false)
        #expect(fire("A2", on: &client).isEmpty)
        #expect(client.state.message == "It is bob's turn.")
        #expect(computerFires(&client).isEmpty)
    }

    /// ann's own shot won: the computer fires no more, though `* OVER` is not read yet.
    @Test func nothingWaitsOnceTheRoundIsWon() {
        var client = client()
        _ = fire("A1", on: &client)
        _ = client.receive(Fixtures.ok("OK FIRE K7QX3M/A A1=miss winner=A"), to: .fire(Fixtures.seatA, [Fixtures.cell("A1")]), now: now)
        #expect(fire("A2", on: &client).isEmpty)
        #expect(client.state.shotsAwaitingTurn.isEmpty)
    }

    @Test func theShotIsDroppedWhenTheRoundEnds() {
        var client = client(turn: .b)
        _ = fire("A2", on: &client)
        #expect(computerFires(&client, then: .winner(.b)).isEmpty)
        _ = client.receive(.event(.over(Fixtures.seatA, winner: .b, reason: .sunk)), now: now)
        #expect(client.state.shotsAwaitingTurn.isEmpty)
    }

    /// Back on the game before the computer's shot is read, the player has not seen it: nothing fires.
    @Test func theShotIsDroppedWhenTheGameLeavesTheScreen() {
        var client = client(turn: .b)
        _ = fire("A2", on: &client)
        _ = client.perform(.showLobby, now: now)
        _ = client.perform(.open(Fixtures.code), now: now)
        #expect(client.state.page == .game(Fixtures.seatA))
        #expect(computerFires(&client).isEmpty)
    }

    /// Once back, the player looks at the board again; while away, nothing is kept, as nothing is sent.
    @Test func theShotIsDroppedWhenTheConnectionIsLost() {
        var client = client(turn: .b)
        _ = fire("A2", on: &client)
        _ = client.receive(.disconnected, now: now)
        #expect(fire("A3", on: &client).isEmpty)
        #expect(client.state.message?.hasPrefix("Still reconnecting to the server, so nothing was sent") == true)
        _ = client.connected(resuming: [], now: now)
        #expect(computerFires(&client).isEmpty)
    }
}
