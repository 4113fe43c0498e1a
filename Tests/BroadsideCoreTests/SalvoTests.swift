import BroadsideCore
import Testing

@Suite("Salvo")
struct SalvoTests {
    @Test("shots per turn equal the shooter's ships afloat, falling as they sink")
    func shotsFallAsShipsSink() throws {
        var game = try startedGame(.salvo)
        var water = rowFleetWater.makeIterator()
        func nextWater(_ count: Int) -> [Coordinate] { (0..<count).compactMap { _ in water.next() } }
        // B sinks one of A's ships per turn, smallest first, filling the salvo with water;
        // A only ever finds water, so B keeps all five shots.
        let sinkingOrder: [ShipKind] = [.destroyer, .submarine, .cruiser, .battleship, .carrier]
        var bWater = Coordinate.all.filter { $0.column >= 5 }.reversed().makeIterator()
        for (sunkSoFar, kind) in sinkingOrder.enumerated() {
            let aShots = 5 - sunkSoFar
            #expect(game.shotsPerTurn(for: .a) == aShots)
            #expect(game.view(for: .a).shotsThisTurn == aShots)
            #expect(game.view(for: .b).shotsThisTurn == 0)
            if aShots > 1 {
                #expect(gameError { _ = try game.fire(.a, at: nextWater(aShots - 1)) } == .wrongShotCount(expected: aShots, given: aShots - 1))
            }
            #expect(game.latestVolleySize(firedBy: .a) == (sunkSoFar == 0 ? 0 : aShots + 1))
            let aVolley = try game.fire(.a, at: nextWater(aShots))
            #expect(aVolley.shots.count == aShots)
            #expect(game.latestVolleySize(firedBy: .a) == aShots)
            #expect(aVolley.shots.allSatisfy { $0.result == .miss })

            #expect(game.shotsPerTurn(for: .b) == 5)
            #expect(game.view(for: .b).shotsThisTurn == 5)
            let placement = rowFleet[4 - sunkSoFar]
            #expect(placement.kind == kind)
            let ship = placement.cells
            let filler = (0..<(5 - ship.count)).compactMap { _ in bWater.next() }
            let bVolley = try game.fire(.b, at: ship + filler)
            // Results come for the whole salvo, in the order fired.
            #expect(bVolley.shots.map(\.target) == ship + filler)
            let expected = ship.dropLast().map { _ in ShotResult.hit } + [.sunk(placement)] + filler.map { _ in .miss }
            #expect(bVolley.shots.map(\.result) == expected)
            #expect(game.shipsAfloat(of: .a).count == 4 - sunkSoFar)
        }
        #expect(game.phase == .won(by: .b))
    }

    @Test("a salvo of the wrong size is refused", arguments: [0, 1, 4, 6])
    func wrongSize(count: Int) throws {
        var game = try startedGame(.salvo)
        let before = game
        #expect(gameError { _ = try game.fire(.a, at: Array(rowFleetWater.prefix(count))) } == .wrongShotCount(expected: 5, given: count))
        #expect(game == before)
    }

    @Test("the last ship sunk mid-salvo wins; the rest of the salvo still lands")
    func winMidSalvo() throws {
        var game = try startedGame(.salvo)
        // A sinks B's fleet except the destroyer over three turns, then finishes it with shots to spare.
        var targets = rowFleet.flatMap(\.cells).makeIterator()
        var water = rowFleetWater.makeIterator()
        for _ in 0..<3 {
            _ = try game.fire(.a, at: (0..<5).compactMap { _ in targets.next() })
            // B's salvos shrink as A sinks its ships.
            _ = try game.fire(.b, at: (0..<game.shotsPerTurn(for: .b)).compactMap { _ in water.next() })
        }
        // 15 cells fired: carrier, battleship, cruiser, submarine sunk; the destroyer's two cells remain.
        #expect(game.shipsAfloat(of: .b) == [.destroyer])
        let last = try game.fire(.a, at: cells("I1 J10 I2 J9 J8"))
        #expect(last.shots.map(\.result) == [.hit, .miss, .sunk(rowFleet[4]), .miss, .miss])
        #expect(last.phase == .won(by: .a))
    }

    @Test("shots per turn in the rules", arguments: [
        (Rules.Variant.classic, 5, 100, 1), (.classic, 1, 100, 1), (.classic, 3, 1, 1),
        (.salvo, 5, 100, 5), (.salvo, 3, 100, 3), (.salvo, 1, 100, 1), (.salvo, 5, 2, 2), (.salvo, 0, 100, 1),
    ])
    func rulesShotsPerTurn(variant: Rules.Variant, afloat: Int, cellsLeft: Int, expected: Int) {
        #expect(Rules(variant: variant).shotsPerTurn(shipsAfloat: afloat, cellsLeft: cellsLeft) == expected)
    }
}
