import BroadsideCore
import Testing
@testable import BroadsideTerminal

@Suite("The fleet editor checks positions with the rules before placing")
struct FleetEditorTests {
    @Test func theShipInHandIsCheckedWhereverItIs() throws {
        var editor = FleetEditor(rules: .classic)
        #expect(editor.candidateProblem == nil)
        try editor.placeSelected()
        editor.move(rows: 0, columns: -9)
        #expect(editor.candidateProblem?.reason == .overlaps(.carrier))
        editor.move(rows: 0, columns: 9)
        editor.rotate()
        #expect(editor.candidateProblem == nil)
        editor.move(rows: 20, columns: 0)
        #expect(editor.cursor == Fixtures.cell("J10"))
        #expect(editor.candidateProblem?.reason == .offGrid)
    }

    @Test func keepingShipsApartIsEnforcedWhenTheRulesSaySo() throws {
        var editor = FleetEditor(rules: Rules(variant: .classic, shipsMayTouch: false))
        try editor.placeSelected()
        editor.move(rows: 1, columns: -9)
        #expect(editor.candidateProblem?.reason == .touches(.carrier))
    }

    /// Ships kept apart down the middle leave no row with room for the carrier across: it is turned
    /// to fit down.
    @Test func aShipWithNoRoomInItsDirectionIsTurned() throws {
        var editor = FleetEditor(rules: Rules(variant: .classic, shipsMayTouch: false))
        try editor.place(ShipPlacement(.battleship, at: Fixtures.cell("A5"), .vertical))
        try editor.place(ShipPlacement(.cruiser, at: Fixtures.cell("E6"), .vertical))
        try editor.place(ShipPlacement(.submarine, at: Fixtures.cell("H5"), .vertical))
        #expect(editor.selected == .carrier)
        #expect(editor.orientation == .vertical)
        #expect(editor.candidateProblem == nil)
    }

    @Test func randomCompletesTheFleetAroundPlacedShips() throws {
        var editor = FleetEditor(rules: .classic)
        try editor.placeSelected()
        var generator = SeededGenerator(seed: 3)
        let added = editor.placeRemainingRandomly(using: &generator)
        #expect(added.count == 4)
        #expect(editor.isComplete)
        #expect(editor.selected == nil)
        #expect(editor.fleet.placement(of: .carrier)?.origin == Fixtures.cell("A1"))
    }
}
