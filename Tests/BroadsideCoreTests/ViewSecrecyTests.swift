import BroadsideCore
import Testing

/// A seat's view must not let it learn an enemy ship cell it has not hit.
@Suite("Views keep unhit enemy cells secret")
struct ViewSecrecyTests {
    private static let seeds = Array(UInt64(1)...40)

    @Test("every cell the target grid shows was fired at, and only those", arguments: Rules.Variant.allCases, seeds)
    func onlyFiredCellsAreKnown(variant: Rules.Variant, seed: UInt64) throws {
        var match = try RandomMatch(seed: seed, rules: Rules(variant: variant))
        var hitsBy = SeatPair(a: CellSet(), b: CellSet())
        while try match.playTurn(), let volley = match.volleys.last {
            for shot in volley.shots where shot.result != .miss { hitsBy[volley.shooter].insert(shot.target) }
            guard !match.game.phase.isOver else { break }
            for seat in Seat.allCases {
                let grid = match.game.view(for: seat).targetGrid
                let known = CellSet(Coordinate.all.filter { grid.mark(at: $0) != .unknown })
                #expect(known == match.firedBy[seat])
                #expect(grid.unknown == match.firedBy[seat].complement)
                #expect(grid.hits == hitsBy[seat])
                #expect(grid.hits.isSubset(of: match.game.fleet(of: seat.opponent).occupied))
                // (d) a sunk ship's position is told only once every cell of it was hit.
                #expect(grid.sunkCells.isSubset(of: hitsBy[seat]))
                #expect(grid.revealedFleet == nil)
                // The grid is nothing more than the seat's own shots and what they found.
                #expect(grid == TargetGrid(fleetKinds: match.game.rules.fleet, shots: match.game.shots(firedBy: seat)))
                #expect(CellSet(match.game.shots(firedBy: seat).map(\.target)) == match.firedBy[seat])
            }
        }
        #expect(match.game.phase.winner != nil)
    }

    @Test("a sunk ship handed over in a shot result covers only cells already hit", arguments: Rules.Variant.allCases, seeds)
    func sunkHandoverOnlyHitCells(variant: Rules.Variant, seed: UInt64) throws {
        var match = try RandomMatch(seed: seed &+ 1_000, rules: Rules(variant: variant))
        try match.play(turns: .max)
        var hitsBy = SeatPair(a: CellSet(), b: CellSet())
        var sunkCount = 0
        for volley in match.volleys {
            for shot in volley.shots {
                switch shot.result {
                case .miss:
                    continue
                case .hit:
                    hitsBy[volley.shooter].insert(shot.target)
                case .sunk(let placement):
                    hitsBy[volley.shooter].insert(shot.target)
                    #expect(placement.cellSet.contains(shot.target))
                    #expect(placement.cellSet.isSubset(of: hitsBy[volley.shooter]))
                    #expect(match.game.fleet(of: volley.shooter.opponent).placement(of: placement.kind) == placement)
                    sunkCount += 1
                }
            }
        }
        // The winner sank all five; the loser may have sunk some.
        #expect(sunkCount >= 5)
    }

    /// Two enemy fleets that differ only in where some ships lie, and the cells those ships cover in either.
    private static func twinFleets(seed: UInt64, rules: Rules) throws -> (Fleet, Fleet, CellSet) {
        var generator = SeededGenerator(seed: seed)
        let original = Fleet.random(for: rules, using: &generator)
        let moving = Array(rules.fleet.shuffled(using: &generator).prefix(Int.random(in: 1...2, using: &generator)))
        var moved = original
        for kind in moving { try moved.remove(kind) }
        for kind in moving {
            let options = moved.legalPlacements(of: kind, rules: rules).filter { $0 != original.placement(of: kind) }
            guard let choice = options.randomElement(using: &generator) else { preconditionFailure("a 10x10 grid always has room") }
            try moved.place(choice, rules: rules)
        }
        let same = Set(original.placements).intersection(moved.placements)
        let differing = (original.placements + moved.placements).filter { !same.contains($0) }
        return (original, moved, differing.reduce(CellSet()) { $0.union($1.cellSet) })
    }

    /// The same moves played in two games whose B fleets are twins: A fires only outside the cells
    /// where the fleets differ; B fires anywhere but one cell of A's carrier, so neither game ends
    /// and reveals the fleets. Returns both games and how many of A's shots found a ship.
    private static func playTwinGames(variant: Rules.Variant, seed: UInt64) throws -> (games: [Game], aHits: Int) {
        let rules = Rules(variant: variant)
        let (enemy, twin, secret) = try twinFleets(seed: seed, rules: rules)
        var generator = SeededGenerator(seed: seed ^ 0xABCD)
        let mine = Fleet.random(for: rules, using: &generator)
        var games = [enemy, twin].map { _ in Game(rules: rules) }
        for (index, fleet) in [enemy, twin].enumerated() {
            for placement in mine.placements { try games[index].place(placement, for: .a) }
            for placement in fleet.placements { try games[index].place(placement, for: .b) }
            try games[index].declareReady(.a)
            try games[index].declareReady(.b)
        }
        var aTargets = secret.complement
        let spared = mine.placement(of: .carrier)?.origin ?? cell("A1")
        var bTargets = CellSet(Coordinate.all.filter { $0 != spared })
        var aHits = 0
        for _ in 0..<Int.random(in: 10...80, using: &generator) {
            guard let turn = games[0].phase.turn else { break }
            let count = games[0].shotsPerTurn(for: turn)
            let pool = turn == .a ? aTargets : bTargets
            guard pool.count >= count else { break }
            let targets = Array(Array(pool).shuffled(using: &generator).prefix(count))
            let volleys = try games.indices.map { try games[$0].fire(turn, at: targets) }
            // What the shooter is told about each shot is the same in both games.
            #expect(volleys[0] == volleys[1])
            if turn == .a {
                aTargets = aTargets.subtracting(CellSet(targets))
                aHits += volleys[0].shots.filter { $0.result != .miss }.count
            } else {
                bTargets = bTargets.subtracting(CellSet(targets))
            }
        }
        return (games, aHits)
    }

    @Test(
        "enemy fleets differing only in unhit ships give the shooter identical views",
        arguments: Rules.Variant.allCases, seeds
    )
    func unhitShipsAreInvisible(variant: Rules.Variant, seed: UInt64) throws {
        let (games, _) = try Self.playTwinGames(variant: variant, seed: seed)
        #expect(Set(games[0].fleet(of: .b).placements) != Set(games[1].fleet(of: .b).placements))
        #expect(!games[0].phase.isOver)
        #expect(games[0].view(for: .a).targetGrid == games[1].view(for: .a).targetGrid)
        #expect(games[0].view(for: .a) == games[1].view(for: .a))
        #expect(games[0].summary == games[1].summary)
        // The comparison has teeth: the owner's own view does show where the ships lie.
        #expect(games[0].view(for: .b) != games[1].view(for: .b))
    }

    @Test("the twin games do include hits", arguments: Rules.Variant.allCases)
    func twinGamesIncludeHits(variant: Rules.Variant) throws {
        // Guards the test above against passing only because the shooter never found a ship.
        let hits = try Self.seeds.map { try Self.playTwinGames(variant: variant, seed: $0).aHits }
        #expect(hits.filter { $0 > 0 }.count >= Self.seeds.count * 3 / 4)
        #expect(hits.reduce(0, +) >= Self.seeds.count * 2)
    }

    @Test("the enemy fleet is revealed only once the game is over")
    func revealedOnlyAtGameOver() throws {
        for seed in UInt64(1)...20 {
            var match = try RandomMatch(seed: seed, rules: .classic)
            try match.play(turns: 30)
            for seat in Seat.allCases {
                #expect(match.game.view(for: seat).targetGrid.revealedFleet == nil)
            }
            var forfeited = match.game
            try forfeited.forfeit(.a, on: .gaveUp)
            var abandoned = match.game
            try abandoned.abandon()
            try match.play(turns: .max)
            for game in [match.game, forfeited, abandoned] {
                #expect(game.phase.isOver)
                for seat in Seat.allCases {
                    #expect(game.view(for: seat).targetGrid.revealedFleet == game.fleet(of: seat.opponent))
                    // The own grid's record of incoming shots never carries a fleet.
                    #expect(game.view(for: seat).ownGrid.incoming.revealedFleet == nil)
                }
            }
        }
    }

    @Test("the own grid shows own ships and exactly the enemy's shots")
    func ownGrid() throws {
        var game = try startedGame()
        _ = try game.fire(.a, at: [cell("J10")])
        _ = try game.fire(.b, at: [cell("A1")])
        _ = try game.fire(.a, at: [cell("J9")])
        _ = try game.fire(.b, at: [cell("J1")])
        _ = try game.fire(.a, at: [cell("J8")])
        _ = try game.fire(.b, at: [cell("I1")])
        _ = try game.fire(.a, at: [cell("J7")])
        _ = try game.fire(.b, at: [cell("I2")])
        let own = game.view(for: .a).ownGrid
        #expect(own.mark(at: cell("A1")) == .hit(.carrier))
        #expect(own.mark(at: cell("A2")) == .ship(.carrier))
        #expect(own.mark(at: cell("J1")) == .miss)
        #expect(own.mark(at: cell("I1")) == .sunk(.destroyer))
        #expect(own.mark(at: cell("J10")) == .water)  // B never fired there; A's own shot is on the other grid
        #expect(own.afloat == [.carrier, .battleship, .cruiser, .submarine])
        #expect(own.incoming == game.view(for: .b).targetGrid)
        let target = game.view(for: .a).targetGrid
        #expect(target.mark(at: cell("J10")) == .miss)
        #expect(target.mark(at: cell("A1")) == .unknown)  // a ship is there, but A never fired at it
        #expect(target.afloat == [.carrier, .battleship, .cruiser, .submarine, .destroyer])
    }
}
