import BroadsideCore
import Testing

@Suite("Series of games")
struct SeriesTests {
    @Test("the first shot alternates A, B, A, ... from game to game")
    func alternatingFirstSeat() throws {
        var series = Series(rules: .salvo)
        var firstSeats: [Seat] = []
        for _ in 0..<5 {
            #expect(series.nextFirstSeat == (series.gamesStarted.isMultiple(of: 2) ? .a : .b))
            var game = series.startGame()
            #expect(game.rules == .salvo)
            firstSeats.append(game.firstSeat)
            // The game really starts with that seat.
            for seat in Seat.allCases {
                for placement in rowFleet { try game.place(placement, for: seat) }
                try game.declareReady(seat)
            }
            #expect(game.phase == .inProgress(turn: game.firstSeat))
        }
        #expect(firstSeats == [.a, .b, .a, .b, .a])
        #expect(series.gamesStarted == 5)
    }

    @Test("the score counts wins and forfeits for the winner, abandoned games for nobody")
    func score() {
        var series = Series(rules: .classic)
        #expect(series.wins == SeatPair(a: 0, b: 0))
        let outcomes: [Phase] = [.won(by: .a), .won(by: .b), .forfeited(by: .a, ground: .gaveUp), .abandoned, .won(by: .b)]
        var expected: [SeatPair<Int>] = [
            SeatPair(a: 1, b: 0), SeatPair(a: 1, b: 1), SeatPair(a: 1, b: 2), SeatPair(a: 1, b: 2), SeatPair(a: 1, b: 3),
        ].reversed()
        for outcome in outcomes {
            _ = series.startGame()
            series.record(outcome)
            #expect(series.wins == expected.popLast())
        }
    }

    @Test("a series restored from storage carries on where it was")
    func restored() {
        let series = Series(rules: .salvo, wins: SeatPair(a: 2, b: 1), gamesStarted: 3)
        #expect(series.nextFirstSeat == .b)
        #expect(series.wins == SeatPair(a: 2, b: 1))
        var next = series
        #expect(next.startGame().firstSeat == .b)
        #expect(next.nextFirstSeat == .a)
    }

    @Test("a finished game's phase feeds the score")
    func scoreFromPlayedGame() throws {
        var series = Series(rules: .classic)
        var game = series.startGame()
        for seat in Seat.allCases {
            for placement in rowFleet { try game.place(placement, for: seat) }
            try game.declareReady(seat)
        }
        try game.forfeit(.a, on: .gaveUp)
        series.record(game.phase)
        #expect(series.wins == SeatPair(a: 0, b: 1))
        #expect(series.nextFirstSeat == .b)
    }
}
