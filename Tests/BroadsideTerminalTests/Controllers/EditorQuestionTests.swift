import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// Clearing the fleet and saving over a layout cannot be undone: the editor asks first, as `X` in
/// the game and `x` in the lobby do, and only the key the question names carries it out.
@Suite("The fleet editor asks before it clears the fleet, replaces a saved layout or deletes one")
struct EditorQuestionTests {
    /// A client on the editor with the whole fleet placed, and a layout saved as `corner`.
    private func placed() -> SessionController {
        let placing = Fixtures.seatState(phase: .placing, turn: nil, fleet: Fixtures.fleet, ready: SeatPair(a: false, b: false))
        var client = Fixtures.client(placing)
        client.state.layouts = SavedLayouts(["corner": Array(Fixtures.fleet.reversed())])
        _ = client.perform(.open(Fixtures.code), now: Fixtures.now)
        return client
    }

    @Test func xAsksAndOnlyYClearsTheFleet() {
        var client = placed()
        #expect(client.type("x") == [])
        #expect(client.state.editors[Fixtures.seatA]?.fleet.placements.count == 5)
        #expect(Scenes.screen(client.state).contains("Pick up every ship? y/n"))
        // The key that declines is not also a move: Enter would declare the fleet ready.
        #expect(client.type([.enter]) == [])
        #expect(client.state.message == "Nothing was cleared: the fleet stays as it is.")
        #expect(client.state.editors[Fixtures.seatA]?.fleet.placements.count == 5)
        // A second x, or one held till it repeats, does not clear it.
        #expect(client.type("xx") == [])
        #expect(client.state.editors[Fixtures.seatA]?.fleet.placements.count == 5)
        // Y as y: Caps Lock on.
        #expect(client.type("xY") == ["REMOVE K7QX3M/A all"])
        #expect(client.state.editors[Fixtures.seatA]?.fleet.placements.isEmpty == true)
        #expect(client.state.message == "Picked up every ship: place them again, or press R for a random fleet.")
    }

    /// With nothing placed there is nothing to lose: no question, and no command for nothing.
    @Test func xWithNoShipPlacedSaysSoWithoutAsking() {
        let empty = Fixtures.seatState(phase: .placing, turn: nil, fleet: [], ready: SeatPair(a: false, b: false))
        var client = Fixtures.client(empty)
        _ = client.perform(.open(Fixtures.code), now: Fixtures.now)
        #expect(client.type("x") == [])
        #expect(client.state.editors[Fixtures.seatA]?.question == nil)
        #expect(client.state.message == "No ship is placed, so there is nothing to clear.")
    }

    @Test func savingUnderANameTakenAsksBeforeReplacingTheLayout() {
        var client = placed()
        let old = client.state.layouts["corner"]
        _ = client.type("s")
        #expect(client.type("corner").isEmpty)
        #expect(client.press(.enter, now: Fixtures.now) == [])
        #expect(client.state.layouts["corner"] == old)
        #expect(Scenes.screen(client.state).contains("A layout called \"corner\" exists: replace it? y/n"))
        // Any other key keeps the old one and goes back to the name, to type another.
        #expect(client.press(.character("n"), now: Fixtures.now) == [])
        #expect(client.state.layouts["corner"] == old)
        #expect(client.state.page == .saveLayout(Fixtures.seatA, TextField("corner", for: .layoutName)))
        #expect(client.state.message == "Kept the layout \"corner\": type another name, or Esc to go back.")
        _ = client.press(.enter, now: Fixtures.now)
        let effects = client.press(.character("y"), now: Fixtures.now)
        #expect(client.state.layouts["corner"] == Fixtures.fleet)
        #expect(effects == [.saveLayouts(client.state.layouts)])
        #expect(client.state.page == .editor(Fixtures.seatA))
        #expect(client.state.message == "Replaced the layout \"corner\".")
    }

    /// Line mode's `save NAME` is its own answer: it is told the layout was replaced.
    @Test func aLayoutSavedOverInLineModeIsSaidToBeReplaced() {
        var client = placed()
        _ = client.perform(.fleet(.saveLayout("corner")), now: Fixtures.now)
        #expect(client.state.message == "Replaced the layout \"corner\".")
        _ = client.perform(.fleet(.saveLayout("edge")), now: Fixtures.now)
        #expect(client.state.message == "Saved the layout \"edge\".")
    }

    /// `d` in the list of layouts asks too; any other key keeps the layout, and does nothing else.
    @Test func deletingALayoutAsksFirst() {
        var client = placed()
        _ = client.type("L")
        let saved = client.state.layouts["corner"]
        #expect(saved == Array(Fixtures.fleet.reversed()))
        #expect(client.type("d") == [])
        #expect(client.state.layouts["corner"] == saved)
        #expect(Scenes.screen(client.state).contains("Delete the layout \"corner\"? y/n"))
        // Enter declines, and does not also load the layout.
        #expect(client.type([.enter]) == [])
        #expect(client.state.message == "Kept the layout \"corner\".")
        #expect(client.state.layouts["corner"] == saved)
        #expect(client.type("dd") == [])
        #expect(client.state.layouts["corner"] == saved)
        #expect(client.type("dy") == [])
        #expect(client.state.layouts["corner"] == nil)
    }
}
