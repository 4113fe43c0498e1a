import BroadsideCore
import Testing

@Suite("Replay")
struct ReplayTests {
    /// A random game stopped at a random point: mid-placement, mid-game, won, forfeited or abandoned.
    private static func randomGame(seed: UInt64, variant: Rules.Variant) throws -> Game {
        var generator = SeededGenerator(seed: seed &* 7_919)
        let rules = Rules(variant: variant, shipsMayTouch: Bool.random(using: &generator))
        let firstSeat: Seat = Bool.random(using: &generator) ? .a : .b
        switch seed % 5 {
        case 0:
            // Placing, with a ship picked up and put back elsewhere.
            var game = Game(rules: rules, firstSeat: firstSeat)
            try game.placeRemainingRandomly(for: .a, using: &generator)
            try game.remove(.cruiser, for: .a)
            try game.placeRemainingRandomly(for: .a, using: &generator)
            try game.declareReady(.a)
            try game.place(rowFleet[0], for: .b)
            return game
        case 1:
            var match = try RandomMatch(seed: seed, rules: rules, firstSeat: firstSeat)
            try match.play(turns: .max)
            return match.game
        case 2:
            var match = try RandomMatch(seed: seed, rules: rules, firstSeat: firstSeat)
            try match.play(turns: Int.random(in: 0...60, using: &generator))
            return match.game
        case 3:
            var match = try RandomMatch(seed: seed, rules: rules, firstSeat: firstSeat)
            try match.play(turns: Int.random(in: 0...60, using: &generator))
            if !match.game.phase.isOver { try match.game.forfeit(Bool.random(using: &generator) ? .a : .b, on: .gaveUp) }
            return match.game
        default:
            var match = try RandomMatch(seed: seed, rules: rules, firstSeat: firstSeat)
            try match.play(turns: Int.random(in: 0...60, using: &generator))
            if !match.game.phase.isOver { try match.game.abandon() }
            return match.game
        }
    }

    @Test("replaying the events rebuilds an equal game", arguments: Rules.Variant.allCases)
    func replay(variant: Rules.Variant) throws {
        for seed in UInt64(0)..<100 {
            let game = try Self.randomGame(seed: seed, variant: variant)
            let replayed = try Game(rules: game.rules, firstSeat: game.firstSeat, replaying: game.events)
            #expect(replayed == game, "seed \(seed)")
            #expect(replayed.phase == game.phase)
            for seat in Seat.allCases { #expect(replayed.view(for: seat) == game.view(for: seat)) }
        }
    }

    @Test("a replayed game plays on exactly like the original", arguments: Rules.Variant.allCases)
    func playsOn(variant: Rules.Variant) throws {
        for seed in UInt64(0)..<100 {
            var original = try Self.randomGame(seed: seed, variant: variant)
            var copy = try Game(rules: original.rules, firstSeat: original.firstSeat, replaying: original.events)
            guard let turn = original.phase.turn else { continue }
            let target = original.view(for: turn).targetGrid.unknown.prefix(original.shotsPerTurn(for: turn)).map { $0 }
            #expect(try copy.fire(turn, at: target) == original.fire(turn, at: target), "seed \(seed)")
            #expect(copy == original, "seed \(seed)")
        }
    }

    @Test("replay refuses an illegal history with the move's own error")
    func illegalHistory() throws {
        let events = try startedGame().events
        #expect(throws: GameError.notYourTurn) {
            try Game(rules: .classic, firstSeat: .a, replaying: events + [.fired(.b, [cell("A1")])])
        }
        #expect(throws: GameError.fleetsNotReady) {
            try Game(rules: .classic, firstSeat: .a, replaying: [.fired(.a, [cell("A1")])])
        }
        #expect(throws: GameError.wrongShotCount(expected: 5, given: 1)) {
            try Game(rules: .salvo, firstSeat: .a, replaying: events + [.fired(.a, [cell("A1")])])
        }
    }
}
