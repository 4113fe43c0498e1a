import BroadsideCore
import Testing

@Suite struct WatersTests {
    /// `receive` is public: a caller that fires at a cell again gets no shot, not a crash.
    @Test func aCellFiredAtBeforeIsNoShotAndChangesNothing() throws {
        let destroyer = ShipPlacement(.destroyer, at: cell("A1"), .horizontal)
        var fleet = Fleet()
        try fleet.place(destroyer, rules: .classic)
        var waters = Waters(fleet: fleet)
        #expect(waters.receive(cell("A1")) == Shot(target: cell("A1"), result: .hit))
        let before = waters
        #expect(waters.receive(cell("A1")) == nil)
        #expect(waters == before)
        #expect(waters.receive(cell("A2")) == Shot(target: cell("A2"), result: .sunk(destroyer)))
    }
}
