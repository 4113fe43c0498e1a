import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// Enter on a salvo cell already chosen takes it back: said, as a cell that silently leaves the
/// count looks like a key gone astray.
@Suite("Game: Enter on a chosen salvo cell takes it back and says so")
struct SalvoCellTakenBackTests {
    @Test func enterOnAChosenCellSaysItIsTakenBack() throws {
        var client = Fixtures.client(Fixtures.seatState(rules: .salvo))
        #expect(client.type([.character("b"), .character("7"), .enter]) == [])
        #expect(client.state.message == nil)
        #expect(client.type([.enter]) == [])
        #expect(client.state.aims[Fixtures.seatA, default: Aim()].salvo.isEmpty)
        #expect(client.state.message == "B7 taken back: Enter on a chosen cell takes it back.")
        let screen = Scenes.screen(client.state)
        #expect(screen.contains("Salvo: 0 of 5 chosen"), "\(screen)")
        #expect(screen.contains("B7 taken back: Enter on a chosen cell takes it back."), "\(screen)")
        #expect(try RepositoryDocuments.words("docs/CLIENT.md").contains("`B7 taken back: Enter on a chosen cell takes it back.`"))
    }

    /// Picked ahead, on the opponent's turn, too.
    @Test func aCellPickedAheadIsSaidToBeTakenBack() {
        var client = Fixtures.client(Fixtures.seatState(turn: .b, rules: .salvo))
        #expect(client.type([.enter, .enter]) == [])
        #expect(client.state.message == "A1 taken back: Enter on a chosen cell takes it back.")
    }
}
