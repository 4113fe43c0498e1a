import BroadsideAI
import BroadsideCore
import Testing

/// A strategy receives only a `TargetGrid`, so it cannot peek at the enemy fleet. These tests check
/// that its choices really depend only on what the shooter has seen.
@Suite("Strategies cannot peek")
struct StrategyBlindnessTests {
    /// `fleet` with one ship moved to another legal position.
    private static func moving(_ kind: ShipKind, in fleet: Fleet, rules: Rules, using generator: inout SeededGenerator) throws -> Fleet {
        var moved = fleet
        try moved.remove(kind)
        let options = moved.legalPlacements(of: kind, rules: rules).filter { $0 != fleet.placement(of: kind) }
        guard let choice = options.randomElement(using: &generator) else { preconditionFailure("a 10x10 grid always has room") }
        try moved.place(choice, rules: rules)
        return moved
    }

    /// Plays two copies of the strategy, same seed, against two fleets, turn by turn, until a shot
    /// finds something different in the two or after `limit` turns. Returns how many turns the two
    /// made the same choices.
    private static func lockstep(
        _ name: StrategyName, seed: UInt64, fleets: (Fleet, Fleet), rules: Rules, limit: Int = .max
    ) -> (sameTurns: Int, diverged: Bool) {
        var players = (name.make(seed: seed), name.make(seed: seed))
        var waters = (Waters(fleet: fleets.0), Waters(fleet: fleets.1))
        var turns = 0
        while !waters.0.isDefeated, turns < limit {
            let grids = (
                waters.0.targetGrid(fleetKinds: rules.fleet, revealingFleet: false),
                waters.1.targetGrid(fleetKinds: rules.fleet, revealingFleet: false)
            )
            #expect(grids.0 == grids.1)
            let count = rules.shotsPerTurn(shipsAfloat: rules.fleet.count, cellsLeft: waters.0.cellsLeft)
            let choices = (players.0.chooseTargets(count, on: grids.0), players.1.chooseTargets(count, on: grids.1))
            // The same history so far, so the same choice, wherever the unhit ships lie.
            #expect(choices.0 == choices.1, "turn \(turns)")
            guard choices.0 == choices.1, choices.0.allSatisfy({ !waters.0.hasBeenFired(at: $0) }) else { break }
            turns += 1
            let results = (choices.0.map { waters.0.receive($0) }, choices.1.map { waters.1.receive($0) })
            if results.0 != results.1 { return (turns, true) }
        }
        return (turns, false)
    }

    @Test(
        "moving a ship not yet hit does not change the next choice",
        arguments: StrategyName.allCases, Rules.Variant.allCases
    )
    func choicesIgnoreUnhitShips(name: StrategyName, variant: Rules.Variant) throws {
        let rules = Rules(variant: variant)
        let count = games(for: name, cheap: 30)
        var divergedGames = 0
        for number in 0..<count {
            var generator = SeededGenerator(seed: 0xB11D &+ UInt64(number))
            let fleet = Fleet.random(for: rules, using: &generator)
            let kind = rules.fleet[number % rules.fleet.count]
            let twin = try Self.moving(kind, in: fleet, rules: rules, using: &generator)
            #expect(twin != fleet)
            // A costly strategy plays only far enough to make a few decisions past its opening.
            let limit = count == 1 ? 14 : Int.max
            let (sameTurns, diverged) = Self.lockstep(name, seed: UInt64(number), fleets: (fleet, twin), rules: rules, limit: limit)
            // Both fleets are sunk only once the moved ship is hit, so played out, the games must part
            // at some point, and only after at least one shared turn.
            #expect(diverged || sameTurns == limit)
            #expect(sameTurns >= 1)
            if diverged { divergedGames += 1 }
        }
        if count > 1 { #expect(divergedGames == count) }
    }

    @Test("the grid a strategy receives is the same for both fleets, shot by shot")
    func gridsCarryNoFleet() throws {
        var generator = SeededGenerator(seed: 77)
        let fleet = Fleet.random(for: .classic, using: &generator)
        let twin = try Self.moving(.carrier, in: fleet, rules: .classic, using: &generator)
        let carrierCells = fleet.placement(of: .carrier).map(\.cellSet) ?? CellSet()
        let twinCells = twin.placement(of: .carrier).map(\.cellSet) ?? CellSet()
        var waters = (Waters(fleet: fleet), Waters(fleet: twin))
        for target in Coordinate.all where !carrierCells.contains(target) && !twinCells.contains(target) {
            #expect(waters.0.receive(target) == waters.1.receive(target))
        }
        let grids = (
            waters.0.targetGrid(fleetKinds: Rules.classic.fleet, revealingFleet: false),
            waters.1.targetGrid(fleetKinds: Rules.classic.fleet, revealingFleet: false)
        )
        #expect(grids.0 == grids.1)
        #expect(grids.0.revealedFleet == nil)
        #expect(grids.0.afloat == [.carrier])
        // Every strategy then makes the same choice on both.
        for name in StrategyName.allCases {
            var players = (name.make(seed: 5), name.make(seed: 5))
            #expect(players.0.chooseTargets(1, on: grids.0) == players.1.chooseTargets(1, on: grids.1))
        }
    }
}
