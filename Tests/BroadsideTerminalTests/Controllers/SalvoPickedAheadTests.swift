import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// While the round waits on the opponent, the cursor aims ahead, and in salvo Enter picks cells
/// ahead too: picking fires nothing; the salvo fires once complete on the player's turn.
@Suite("Game screen: salvo cells picked ahead, while it is not the player's turn")
struct SalvoPickedAheadTests {
    private let now = Fixtures.now

    /// ann's salvo seat on the opponent's turn: the computer's, or bob's with `computer` false.
    private func client(computer: Bool) -> SessionController {
        var state = Fixtures.seatState(turn: .b, vs: computer ? "computer" : "bob", rules: .salvo)
        if computer { state.summary.opponent = .computer }
        return Fixtures.client(state)
    }

    /// Enter on A1, then on each cell to its right: `count` cells picked in all.
    private func pick(_ count: Int, on client: inout SessionController) -> [String] {
        let keys: [Key] = [.enter] + Array(repeating: [Key.right, .enter], count: count - 1).flatMap { $0 }
        return client.type(keys)
    }

    /// The opponent fires a miss at J1, and the turn is ann's.
    private func opponentFires(_ client: inout SessionController) -> [String] {
        let shot = Event.shot(Fixtures.seatA, by: .b, shots: [Fixtures.shot("J1=miss")], then: .next(.a))
        return Fixtures.commands(client.receive(.event(shot), now: now))
    }

    private func salvo(_ client: SessionController) -> [String] {
        client.state.aims[Fixtures.seatA, default: Aim()].salvo.map(\.description)
    }

    @Test func cellsPickedDuringTheComputersTurnAreKeptAndShown() {
        var client = client(computer: true)
        #expect(pick(2, on: &client) == [])
        #expect(salvo(client) == ["A1", "A2"])
        #expect(client.state.message == nil)
        // Five ships afloat: five shots, known before the turn says so.
        #expect(Scenes.screen(client.state).contains("Salvo: 2 of 5 chosen A1 A2"))
    }

    /// Completed during the computer's brief turn, the salvo waits for the turn, as `fire` does.
    @Test func aSalvoCompletedDuringTheComputersTurnFiresOnceTheTurnIsBack() {
        var client = client(computer: true)
        #expect(pick(5, on: &client) == [])
        #expect(client.state.message == "A1 A2 A3 A4 A5 fire once the computer has fired.")
        #expect(opponentFires(&client) == ["FIRE K7QX3M/A A1 A2 A3 A4 A5"])
        #expect(salvo(client) == [])
    }

    /// A person may take minutes: the salvo waits for Enter on the player's turn.
    @Test func againstAPersonACompleteSalvoFiresWithEnterOnThePlayersTurn() {
        var client = client(computer: false)
        #expect(pick(5, on: &client) == [])
        #expect(client.state.message == "Salvo chosen: press Enter on your turn to fire it.")
        #expect(client.state.shotsAwaitingTurn.isEmpty)
        // A sixth cell is one too many.
        #expect(client.type([.right, .enter]) == [])
        #expect(client.state.message == "The salvo has its 5 cells: Backspace takes one back.")
        #expect(salvo(client) == ["A1", "A2", "A3", "A4", "A5"])
        #expect(opponentFires(&client) == [])
        #expect(client.type([.enter]) == ["FIRE K7QX3M/A A1 A2 A3 A4 A5"])
    }

    /// The cursor is still on the cell that completed the salvo when the turn comes: Enter there
    /// fires the salvo, as the player was told, rather than take that cell back.
    @Test func enterOnThePlayersTurnFiresTheWholeSalvoWhereverTheCursorIs() {
        var client = client(computer: false)
        #expect(pick(5, on: &client) == [])
        #expect(opponentFires(&client) == [])
        #expect(client.type([.enter]) == ["FIRE K7QX3M/A A1 A2 A3 A4 A5"])
    }

    /// A ship of the player's sunk while they picked ahead leaves them fewer shots: the screen
    /// says how many cells are too many, Enter elsewhere says to take them back, and once the
    /// salvo fits Enter fires it.
    @Test func aSalvoLargerThanTheTurnSaysHowManyToTakeBack() {
        var client = Fixtures.client(Fixtures.seatState(turn: .b, rules: .salvo, incoming: ["E1=hit"]))
        #expect(pick(5, on: &client) == [])
        let sunk = Event.shot(Fixtures.seatA, by: .b, shots: [Fixtures.shot("E2=sunk:destroyer:E1:H")], then: .next(.a))
        _ = client.receive(.event(sunk), now: now)
        #expect(Scenes.screen(client.state).contains("Salvo: 5 chosen (1 too many) A1 A2 A3 A4 A5"), "\(Scenes.screen(client.state))")
        #expect(client.type([.right, .enter]) == [])
        #expect(client.state.message
            == "Only 4 shots now, one for each ship you have afloat: take 1 back (Backspace takes the last chosen, Enter a chosen cell).")
        #expect(client.type([.backspace]) == [])
        #expect(client.type([.enter]) == ["FIRE K7QX3M/A A1 A2 A3 A4"])
    }

    /// A cell picked ahead is taken out again by Enter on it, as on the player's turn.
    @Test func enterOnAPickedCellTakesItOut() {
        var client = client(computer: false)
        _ = pick(2, on: &client)
        #expect(client.type([.enter]) == [])
        #expect(salvo(client) == ["A1"])
    }

    /// Once the round is over nothing is aimed at: Enter says so, and picks nothing.
    @Test func afterTheRoundNothingIsPicked() {
        var client = Fixtures.client(Fixtures.seatState(phase: .over, turn: nil, rules: .salvo))
        #expect(client.type([.enter]) == [])
        #expect(client.state.message == "The round is over.")
        #expect(salvo(client) == [])
    }
}
