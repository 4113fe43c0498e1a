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

    /// Reopened half placed, the next ship is not left on top of a placed one, as after a placement.
    @Test func aHalfPlacedFleetReopensWithTheNextShipWhereItFits() {
        let placed = [
            ShipPlacement(.carrier, at: Fixtures.cell("A1"), .horizontal), ShipPlacement(.battleship, at: Fixtures.cell("A6"), .vertical),
        ]
        let editor = FleetEditor(rules: .classic, placements: placed)
        #expect(editor.selected == .cruiser)
        #expect(editor.candidateProblem == nil)
        #expect(editor.candidate == ShipPlacement(.cruiser, at: Fixtures.cell("A7"), .horizontal))
    }

    /// Cleared with the cursor where the first ship would run off the grid, it starts where it fits.
    @Test func aClearedFleetStartsTheFirstShipWhereItFits() throws {
        var editor = FleetEditor(rules: .classic)
        try editor.placeSelected()
        editor.move(rows: 0, columns: 9)
        editor.reset()
        #expect(editor.selected == .carrier)
        #expect(editor.candidateProblem == nil)
    }
}
