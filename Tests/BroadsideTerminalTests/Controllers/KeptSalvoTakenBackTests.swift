import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// A salvo completed during the computer's brief turn is kept for the turn. The salvo that fires
/// is the one on screen: a cell taken back before the turn is back holds it back, and the cell
/// that makes the picks whole again keeps the salvo as it now is.
@Suite("Game: a salvo kept for the computer's turn follows the cells picked")
struct KeptSalvoTakenBackTests {
    private let now = Fixtures.now

    /// ann's salvo seat while the computer has the turn, A1 to A5 picked, which keeps them.
    private func keptA1ToA5() -> SessionController {
        var state = Fixtures.seatState(turn: .b, vs: "computer", rules: .salvo)
        state.summary.opponent = .computer
        var client = Fixtures.client(state)
        let picks: [Key] = [.enter] + Array(repeating: [Key.right, .enter], count: 4).flatMap { $0 }
        #expect(client.type(picks) == [])
        #expect(client.state.message == "A1 A2 A3 A4 A5 fire once the computer has fired.")
        return client
    }

    /// The computer fires a miss at J1, and the turn is ann's.
    private func computerFires(_ client: inout SessionController) -> [String] {
        let shot = Event.shot(Fixtures.seatA, by: .b, shots: [Fixtures.shot("J1=miss")], then: .next(.a))
        return Fixtures.commands(client.receive(.event(shot), now: now))
    }

    /// Backspace, Enter on a picked cell (the cursor is on A5), Esc: each takes cells back.
    @Test(arguments: [([Key.backspace], "A5"), ([.enter], "A5"), ([.escape], "A1 A2 A3 A4 A5")])
    func aCellTakenBackHoldsTheSalvoBack(keys: [Key], takenBack: String) {
        var client = keptA1ToA5()
        #expect(client.type(keys) == [])
        #expect(client.state.message == "\(takenBack) taken back: the salvo fires once it has its 5 cells again.")
        #expect(Scenes.screen(client.state).contains("taken back: the salvo fires once it has its 5 cells again."))
        #expect(computerFires(&client) == [])
        #expect(client.state.shotsAwaitingTurn.isEmpty)
    }

    /// The picks made whole again, with another cell, fire as picked: on ann's turn at once.
    @Test func theSalvoPickedWholeAgainFiresAsPicked() {
        var client = keptA1ToA5()
        _ = client.type([.backspace, .down])
        #expect(client.type([.enter]) == [])
        #expect(client.state.message == "A1 A2 A3 A4 B5 fire once the computer has fired.")
        #expect(computerFires(&client) == ["FIRE K7QX3M/A A1 A2 A3 A4 B5"])
    }

    /// Moving about or typing a cell takes nothing back: the kept salvo stands.
    @Test func aimingElsewhereKeepsTheSalvo() {
        var client = keptA1ToA5()
        _ = client.type([.down, .left])
        _ = client.type("C")
        #expect(client.state.message == nil)
        #expect(computerFires(&client) == ["FIRE K7QX3M/A A1 A2 A3 A4 A5"])
    }
}
