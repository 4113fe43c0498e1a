import BroadsideCore
import Testing

@Suite("Game summary")
struct SummaryTests {
    @Test("placing: both fleets counted whole, readiness shown")
    func placing() throws {
        var game = Game()
        for placement in rowFleet { try game.place(placement, for: .a) }
        try game.declareReady(.a)
        let summary = game.summary
        #expect(summary.phase == .placing)
        #expect(summary.phase.turn == nil)
        #expect(summary.phase.winner == nil)
        #expect(summary.ready == SeatPair(a: true, b: false))
        #expect(summary.shipsAfloat == SeatPair(a: 5, b: 5))
    }

    @Test("in progress: whose turn and ships afloat on each side")
    func inProgress() throws {
        var game = try startedGame(firstSeat: .b)
        _ = try game.fire(.b, at: [cell("I1")])
        _ = try game.fire(.a, at: [cell("J10")])
        _ = try game.fire(.b, at: [cell("I2")])
        let summary = game.summary
        #expect(summary.phase.turn == .a)
        #expect(summary.shipsAfloat == SeatPair(a: 4, b: 5))
        #expect(summary.phase.winner == nil)
        #expect(summary.rules == .classic)
    }

    @Test("over: the winner")
    func over() throws {
        var game = try startedGame(.salvo)
        try game.forfeit(.b, on: .gaveUp)
        #expect(game.summary.phase.winner == .a)
        #expect(game.summary.phase.turn == nil)
        #expect(game.summary.shipsAfloat == SeatPair(a: 5, b: 5))
    }
}
