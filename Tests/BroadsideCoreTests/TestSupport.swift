import BroadsideCore
import Testing

/// A coordinate written in a test. Tests only write valid ones, so a failure here is a typo in the test.
func cell(_ text: String) -> Coordinate {
    guard let coordinate = try? Coordinate(parsing: text) else { preconditionFailure("not a coordinate: \(text)") }
    return coordinate
}

/// Several coordinates separated by spaces, e.g. `"A1 B2"`.
func cells(_ text: String) -> [Coordinate] {
    text.split(separator: " ").map { cell(String($0)) }
}

/// A fleet with a row of water between ships, legal with or without touching:
/// Carrier A1–A5, Battleship C1–C4, Cruiser E1–E3, Submarine G1–G3, Destroyer I1–I2.
/// Everything from column 6 rightwards is water.
let rowFleet: [ShipPlacement] = [
    ShipPlacement(.carrier, at: cell("A1"), .horizontal),
    ShipPlacement(.battleship, at: cell("C1"), .horizontal),
    ShipPlacement(.cruiser, at: cell("E1"), .horizontal),
    ShipPlacement(.submarine, at: cell("G1"), .horizontal),
    ShipPlacement(.destroyer, at: cell("I1"), .horizontal),
]

/// Water in `rowFleet`, in row-major order: every cell from column 6 rightwards (50 cells).
let rowFleetWater: [Coordinate] = Coordinate.all.filter { $0.column >= 5 }

/// A game in which both seats laid out `rowFleet` and declared ready.
func startedGame(_ rules: Rules = .classic, firstSeat: Seat = .a) throws -> Game {
    var game = Game(rules: rules, firstSeat: firstSeat)
    for seat in Seat.allCases {
        for placement in rowFleet { try game.place(placement, for: seat) }
        try game.declareReady(seat)
    }
    return game
}

/// The error a game move throws, or nil when it succeeds.
func gameError(_ move: () throws -> Void) -> GameError? {
    do {
        try move()
        return nil
    } catch let error as GameError {
        return error
    } catch {
        // Closures do not infer typed throws yet, so the type is checked here instead.
        Issue.record("not a GameError: \(error)")
        return nil
    }
}

/// Two players firing at random cells they have not fired at, over random fleets.
struct RandomMatch {
    var game: Game
    /// Every volley fired, in order.
    var volleys: [Volley] = []
    /// The cells each seat fired at, tracked here rather than read back from the game.
    var firedBy = SeatPair(a: CellSet(), b: CellSet())
    private var generator: SeededGenerator

    /// Both fleets placed at random and ready.
    init(seed: UInt64, rules: Rules, firstSeat: Seat = .a) throws {
        generator = SeededGenerator(seed: seed)
        game = Game(rules: rules, firstSeat: firstSeat)
        for seat in Seat.allCases {
            try game.placeRemainingRandomly(for: seat, using: &generator)
            try game.declareReady(seat)
        }
    }

    /// Fires one volley for whoever's turn it is, at random unfired cells. False once the game is over.
    @discardableResult
    mutating func playTurn() throws -> Bool {
        guard let seat = game.phase.turn else { return false }
        let unfired = firedBy[seat].complement
        let targets = Array(Array(unfired).shuffled(using: &generator).prefix(game.shotsPerTurn(for: seat)))
        volleys.append(try game.fire(seat, at: targets))
        firedBy[seat] = firedBy[seat].union(CellSet(targets))
        return true
    }

    /// Plays up to `turns` volleys, stopping early at game over.
    mutating func play(turns: Int) throws {
        for _ in 0..<turns {
            guard try playTurn() else { return }
        }
    }
}
