import BroadsideCore
@testable import BroadsideTerminal
import Testing

/// A player's audit: with every ship placed, R said to clear the fleet first, so a new random
/// layout took x, x and R. Now R lays the whole fleet again, a new layout each time.
@Suite struct RandomFleetAgainTests {
    @Test func rWithEveryShipPlacedLaysTheFleetAgain() throws {
        var client = SessionController(state: Scenes.editor, seed: 7)
        client.state.editors[Fixtures.seatA] = FleetEditor(rules: .classic, placements: Fixtures.fleet)
        let sent = client.type("R")
        let editor = try #require(client.state.editors[Fixtures.seatA])
        #expect(editor.isComplete)
        let laid = editor.fleet.placements
        #expect(Set(laid) != Set(Fixtures.fleet), "the same layout again")
        // The server is told of the new fleet whole: the old one picked up, the new one placed.
        #expect(sent == ["REMOVE K7QX3M/A all", "PLACE K7QX3M/A " + laid.map(\.wireForm).joined(separator: " ")], "\(sent)")
        #expect(client.state.message == nil, "\(client.state.message ?? "")")
        // Again: another layout.
        _ = client.type("R")
        #expect(client.state.editors[Fixtures.seatA]?.fleet.placements != laid)
    }

    @Test func theKeysSayWhatRDoesOnceEveryShipIsPlaced() {
        var state = Scenes.editor
        state.editors[Fixtures.seatA] = FleetEditor(rules: .classic, placements: Fixtures.fleet)
        #expect(Scenes.screen(state).contains("R random"), "\(Scenes.screen(state))")
        let keys = KeyGuide.editor(state.editors[Fixtures.seatA], isHotSeat: false).map { "\($0.keys) \($0.does)" }
        #expect(keys.contains { $0.contains("lay the whole fleet again at random") }, "\(keys)")
    }
}
