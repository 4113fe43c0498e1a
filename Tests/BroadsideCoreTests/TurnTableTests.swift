import BroadsideCore
import Testing

/// Where a game can be; the table below tries every move in every one of them.
enum TableState: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case empty = "nothing placed"
    case aPlacing = "A placed all but the destroyer"
    case aReady = "A ready, B placing"
    case bCanStart = "A ready, B placed, not ready"
    case aToFire = "A to fire"
    case bToFire = "B to fire"
    case aWon = "A won"
    case bForfeited = "B forfeited"
    case abandoned = "abandoned"

    var testDescription: String { rawValue }

    func game() throws -> Game {
        var game = Game()
        switch self {
        case .empty:
            break
        case .aPlacing:
            for placement in rowFleet.dropLast() { try game.place(placement, for: .a) }
        case .aReady, .bCanStart:
            for placement in rowFleet { try game.place(placement, for: .a) }
            try game.declareReady(.a)
            if self == .bCanStart {
                for placement in rowFleet { try game.place(placement, for: .b) }
            }
        case .aToFire:
            game = try startedGame()
        case .bToFire:
            game = try startedGame()
            _ = try game.fire(.a, at: [cell("J9")])
        case .aWon:
            game = try startedGame()
            // A fires at every cell of B's fleet; B fires at water.
            for (target, water) in zip(rowFleet.flatMap(\.cells), rowFleetWater) {
                _ = try game.fire(.a, at: [target])
                if game.phase.isOver { break }
                _ = try game.fire(.b, at: [water])
            }
        case .bForfeited:
            game = try startedGame()
            try game.forfeit(.b, on: .gaveUp)
        case .abandoned:
            game = try startedGame()
            try game.abandon()
        }
        return game
    }
}

/// A move a seat tries.
enum TableMove: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case aFires = "A fires at J10"
    case bFires = "B fires at J10"
    case aPlacesDestroyer = "A places the destroyer"
    case aRemovesCarrier = "A picks up the carrier"
    case aReady = "A declares ready"
    case bReady = "B declares ready"
    case aForfeits = "A forfeits"
    case abandon = "abandon"

    var testDescription: String { rawValue }

    func apply(to game: inout Game) throws(GameError) {
        switch self {
        case .aFires: _ = try game.fire(.a, at: [cell("J10")])
        case .bFires: _ = try game.fire(.b, at: [cell("J10")])
        case .aPlacesDestroyer: try game.place(ShipPlacement(.destroyer, at: cell("I1"), .horizontal), for: .a)
        case .aRemovesCarrier: try game.remove(.carrier, for: .a)
        case .aReady: try game.declareReady(.a)
        case .bReady: try game.declareReady(.b)
        case .aForfeits: try game.forfeit(.a, on: .gaveUp)
        case .abandon: try game.abandon()
        }
    }
}

/// What a move leads to: the phase after it, or the error refusing it.
enum TableOutcome: Hashable, Sendable {
    case phase(Phase)
    case error(GameError)
}

@Suite("Turns and phases")
struct TurnTableTests {
    private static let all: [ShipKind] = [.carrier, .battleship, .cruiser, .submarine, .destroyer]

    /// The whole table: every move in every state.
    static let table: [TableState: [TableMove: TableOutcome]] = [
        .empty: [
            .aFires: .error(.fleetsNotReady), .bFires: .error(.fleetsNotReady),
            .aPlacesDestroyer: .phase(.placing),
            .aRemovesCarrier: .error(.placement(PlacementError(ship: .carrier, reason: .notPlaced))),
            .aReady: .error(.fleetIncomplete(missing: all)), .bReady: .error(.fleetIncomplete(missing: all)),
            .aForfeits: .phase(.forfeited(by: .a, ground: .gaveUp)), .abandon: .phase(.abandoned),
        ],
        .aPlacing: [
            .aFires: .error(.fleetsNotReady), .bFires: .error(.fleetsNotReady),
            .aPlacesDestroyer: .phase(.placing), .aRemovesCarrier: .phase(.placing),
            .aReady: .error(.fleetIncomplete(missing: [.destroyer])), .bReady: .error(.fleetIncomplete(missing: all)),
            .aForfeits: .phase(.forfeited(by: .a, ground: .gaveUp)), .abandon: .phase(.abandoned),
        ],
        .aReady: [
            .aFires: .error(.fleetsNotReady), .bFires: .error(.fleetsNotReady),
            .aPlacesDestroyer: .error(.fleetLocked), .aRemovesCarrier: .error(.fleetLocked),
            .aReady: .error(.fleetLocked), .bReady: .error(.fleetIncomplete(missing: all)),
            .aForfeits: .phase(.forfeited(by: .a, ground: .gaveUp)), .abandon: .phase(.abandoned),
        ],
        .bCanStart: [
            .aFires: .error(.fleetsNotReady), .bFires: .error(.fleetsNotReady),
            .aPlacesDestroyer: .error(.fleetLocked), .aRemovesCarrier: .error(.fleetLocked),
            .aReady: .error(.fleetLocked), .bReady: .phase(.inProgress(turn: .a)),
            .aForfeits: .phase(.forfeited(by: .a, ground: .gaveUp)), .abandon: .phase(.abandoned),
        ],
        .aToFire: [
            .aFires: .phase(.inProgress(turn: .b)), .bFires: .error(.notYourTurn),
            .aPlacesDestroyer: .error(.fleetLocked), .aRemovesCarrier: .error(.fleetLocked),
            .aReady: .error(.fleetLocked), .bReady: .error(.fleetLocked),
            .aForfeits: .phase(.forfeited(by: .a, ground: .gaveUp)), .abandon: .phase(.abandoned),
        ],
        .bToFire: [
            .aFires: .error(.notYourTurn), .bFires: .phase(.inProgress(turn: .a)),
            .aPlacesDestroyer: .error(.fleetLocked), .aRemovesCarrier: .error(.fleetLocked),
            .aReady: .error(.fleetLocked), .bReady: .error(.fleetLocked),
            .aForfeits: .phase(.forfeited(by: .a, ground: .gaveUp)), .abandon: .phase(.abandoned),
        ],
        .aWon: Dictionary(uniqueKeysWithValues: TableMove.allCases.map { ($0, .error(.gameOver)) }),
        .bForfeited: Dictionary(uniqueKeysWithValues: TableMove.allCases.map { ($0, .error(.gameOver)) }),
        .abandoned: Dictionary(uniqueKeysWithValues: TableMove.allCases.map { ($0, .error(.gameOver)) }),
    ]

    @Test("the table covers every state and move")
    func tableIsComplete() {
        #expect(Set(Self.table.keys) == Set(TableState.allCases))
        for (state, row) in Self.table {
            #expect(Set(row.keys) == Set(TableMove.allCases), "\(state)")
        }
    }

    @Test("each state is what its name says", arguments: [
        (TableState.empty, Phase.placing), (.aPlacing, .placing), (.aReady, .placing), (.bCanStart, .placing),
        (.aToFire, .inProgress(turn: .a)), (.bToFire, .inProgress(turn: .b)),
        (.aWon, .won(by: .a)), (.bForfeited, .forfeited(by: .b, ground: .gaveUp)), (.abandoned, .abandoned),
    ])
    func statePhases(state: TableState, phase: Phase) throws {
        #expect(try state.game().phase == phase)
    }

    @Test("every move in every state", arguments: TableState.allCases, TableMove.allCases)
    func move(state: TableState, move: TableMove) throws {
        let before = try state.game()
        var game = before
        let outcome: TableOutcome
        do {
            try move.apply(to: &game)
            outcome = .phase(game.phase)
            #expect(game.events.count == before.events.count + 1)
        } catch {
            outcome = .error(error)
            // A refused move changes nothing, not even the event list.
            #expect(game == before)
        }
        #expect(outcome == Self.table[state]?[move])
    }

    @Test("each illegal move has its own error")
    func errorsAreDistinct() {
        let errors: [GameError] = [
            .notYourTurn, .alreadyFiredAt(cell("A1")), .repeatedTarget(cell("A1")), .fleetsNotReady, .gameOver,
            .wrongShotCount(expected: 1, given: 2), .placement(PlacementError(ship: .carrier, reason: .offGrid)),
            .fleetLocked, .fleetIncomplete(missing: [.carrier]),
        ]
        #expect(Set(errors).count == errors.count)
        #expect(Set(errors.map(\.description)).count == errors.count)
    }

    @Test("firing at a cell already fired at")
    func alreadyFiredAt() throws {
        var game = try startedGame()
        _ = try game.fire(.a, at: [cell("J10")])
        _ = try game.fire(.b, at: [cell("J10")])  // B's own shot at A's grid: a different grid, so legal
        let before = game
        #expect(gameError { _ = try game.fire(.a, at: [cell("J10")]) } == .alreadyFiredAt(cell("J10")))
        #expect(game == before)
        // A hit cell counts as fired at too.
        _ = try game.fire(.a, at: [cell("A1")])
        _ = try game.fire(.b, at: [cell("J9")])
        #expect(gameError { _ = try game.fire(.a, at: [cell("A1")]) } == .alreadyFiredAt(cell("A1")))
    }

    @Test("a classic turn is exactly one shot", arguments: [[String](), ["J9", "J10"], ["J9", "J9"]])
    func classicShotCount(targets: [String]) throws {
        var game = try startedGame()
        let error = gameError { _ = try game.fire(.a, at: targets.map(cell)) }
        #expect(error == .wrongShotCount(expected: 1, given: targets.count))
        #expect(game.phase == .inProgress(turn: .a))
    }

    @Test("the same cell twice in one salvo")
    func repeatedTarget() throws {
        var game = try startedGame(.salvo)
        let before = game
        #expect(gameError { _ = try game.fire(.a, at: cells("J6 J7 J8 J7 J9")) } == .repeatedTarget(cell("J7")))
        #expect(game == before)
        #expect(game.fleet(of: .b).placements == rowFleet)
    }

    @Test("a salvo repeating an earlier shot names that cell")
    func salvoAlreadyFiredAt() throws {
        var game = try startedGame(.salvo)
        _ = try game.fire(.a, at: cells("J6 J7 J8 J9 J10"))
        _ = try game.fire(.b, at: cells("J6 J7 J8 J9 J10"))
        #expect(gameError { _ = try game.fire(.a, at: cells("H6 H7 J8 H9 H10")) } == .alreadyFiredAt(cell("J8")))
    }

    @Test("shots report miss, hit and which ship sank; turns alternate whatever the result")
    func shotResults() throws {
        var game = try startedGame()
        let miss = try game.fire(.a, at: [cell("J10")])
        #expect(miss.shooter == .a)
        #expect(miss.shots == [Shot(target: cell("J10"), result: .miss)])
        #expect(miss.phase == .inProgress(turn: .b))
        let hit = try game.fire(.b, at: [cell("I1")])
        #expect(hit.shots == [Shot(target: cell("I1"), result: .hit)])
        #expect(hit.phase == .inProgress(turn: .a))
        _ = try game.fire(.a, at: [cell("J9")])
        let sunk = try game.fire(.b, at: [cell("I2")])
        #expect(sunk.shots == [Shot(target: cell("I2"), result: .sunk(rowFleet[4]))])
        #expect(game.shipsAfloat(of: .a) == [.carrier, .battleship, .cruiser, .submarine])
        #expect(game.shipsAfloat(of: .b) == Self.all)
    }

    @Test("sinking the last ship wins, on the very shot", arguments: [Seat.a, .b])
    func winDetection(winner: Seat) throws {
        var game = try startedGame(firstSeat: winner)
        let targets = rowFleet.flatMap(\.cells)
        for (index, (target, water)) in zip(targets, rowFleetWater).enumerated() {
            let volley = try game.fire(winner, at: [target])
            if index == targets.count - 1 {
                #expect(volley.shots == [Shot(target: target, result: .sunk(rowFleet[4]))])
                #expect(volley.phase == .won(by: winner))
            } else {
                #expect(volley.phase == .inProgress(turn: winner.opponent))
                _ = try game.fire(winner.opponent, at: [water])
            }
        }
        #expect(game.phase == .won(by: winner))
        #expect(game.phase.winner == winner)
        #expect(game.phase.turn == nil)
        #expect(game.shipsAfloat(of: winner.opponent).isEmpty)
        #expect(game.shipsAfloat(of: winner) == Self.all)
        #expect(gameError { _ = try game.fire(winner.opponent, at: [cell("J10")]) } == .gameOver)
    }

    @Test("the first seat fires first", arguments: [Seat.a, .b])
    func firstSeatHonoured(first: Seat) throws {
        let game = try startedGame(firstSeat: first)
        #expect(game.firstSeat == first)
        #expect(game.phase == .inProgress(turn: first))
        var copy = game
        #expect(gameError { _ = try copy.fire(first.opponent, at: [cell("J10")]) } == .notYourTurn)
        #expect(try copy.fire(first, at: [cell("J10")]).phase == .inProgress(turn: first.opponent))
    }

    @Test("the game starts when the second seat is ready, whichever that is", arguments: [Seat.a, .b])
    func readyOrder(last: Seat) throws {
        var game = Game(firstSeat: .b)
        for seat in Seat.allCases {
            for placement in rowFleet { try game.place(placement, for: seat) }
        }
        try game.declareReady(last.opponent)
        #expect(game.phase == .placing)
        #expect(game.isReady(last.opponent) && !game.isReady(last))
        try game.declareReady(last)
        #expect(game.phase == .inProgress(turn: .b))
    }

    @Test("forfeiting hands the win to the other seat", arguments: [Seat.a, .b])
    func forfeit(loser: Seat) throws {
        var game = try startedGame()
        _ = try game.fire(.a, at: [cell("A1")])
        try game.forfeit(loser, on: .gaveUp)
        #expect(game.phase == .forfeited(by: loser, ground: .gaveUp))
        #expect(game.phase.winner == loser.opponent)
        #expect(game.phase.isOver)
        #expect(gameError { try game.forfeit(loser.opponent, on: .gaveUp) } == .gameOver)
    }

    @Test("an abandoned game has no winner")
    func abandon() throws {
        var game = try startedGame()
        try game.abandon()
        #expect(game.phase == .abandoned)
        #expect(game.phase.winner == nil)
        #expect(game.phase.isOver)
        #expect(gameError { try game.abandon() } == .gameOver)
    }
}
