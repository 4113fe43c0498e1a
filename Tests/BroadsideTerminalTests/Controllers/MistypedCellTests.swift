import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// A digit that takes a typed cell off the grid (C3 then 1) is refused, and the cursor stays on
/// the cell typed before it: the message says so, and what Enter does there.
@Suite("Game screen: a mistyped cell says where the cursor stays and what Enter does there")
struct MistypedCellTests {
    @Test func inClassicEnterFiresWhereTheMessageSaysTheCursorStays() {
        var client = Fixtures.client(Fixtures.seatState())
        #expect(client.type([.character("C"), .character("3"), .character("1")]) == [])
        #expect(client.state.message?.contains("the cursor stays on C3 and Enter fires there") == true)
        #expect(client.type([.enter]) == ["FIRE K7QX3M/A C3"])
    }

    @Test func inSalvoEnterAddsTheCellToTheSalvo() {
        var client = Fixtures.client(Fixtures.seatState(rules: .salvo))
        #expect(client.type([.character("B"), .character("3"), .character("1")]) == [])
        #expect(client.state.message?.contains("the cursor stays on B3 and Enter adds it to the salvo") == true)
        #expect(client.type([.enter]) == [])
        #expect(client.state.aims[Fixtures.seatA]?.salvo.map(\.description) == ["B3"])
    }
}
