/// A run of games between the same two seats (a game and its rematches): the score,
/// and who fires first next. The first shot alternates: A, B, A, ...
public struct Series: Hashable, Sendable {
    public let rules: Rules
    public private(set) var wins = SeatPair(a: 0, b: 0)
    public private(set) var gamesStarted = 0

    public init(rules: Rules) {
        self.rules = rules
    }

    /// A series restored from storage.
    public init(rules: Rules, wins: SeatPair<Int>, gamesStarted: Int) {
        self.rules = rules
        self.wins = wins
        self.gamesStarted = gamesStarted
    }

    /// The seat that fires first in the next game.
    public var nextFirstSeat: Seat { gamesStarted.isMultiple(of: 2) ? .a : .b }

    /// Starts the next game of the series.
    public mutating func startGame() -> Game {
        let game = Game(rules: rules, firstSeat: nextFirstSeat)
        gamesStarted += 1
        return game
    }

    /// Counts the outcome of a finished game; games without a winner count for nobody.
    public mutating func record(_ phase: Phase) {
        if let winner = phase.winner { wins[winner] += 1 }
    }
}
