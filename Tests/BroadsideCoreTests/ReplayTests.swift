import BroadsideCore
import Foundation
import Testing

@Suite("Storage and replay")
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

    @Test("encoding and decoding gives an equal game", arguments: Rules.Variant.allCases)
    func codable(variant: Rules.Variant) throws {
        for seed in UInt64(0)..<100 {
            let game = try Self.randomGame(seed: seed, variant: variant)
            let data = try JSONEncoder().encode(game)
            let decoded = try JSONDecoder().decode(Game.self, from: data)
            #expect(decoded == game, "seed \(seed)")
            // A decoded game plays on exactly like the original.
            if let turn = game.phase.turn {
                var original = game
                var copy = decoded
                let target = game.view(for: turn).targetGrid.unknown.prefix(game.shotsPerTurn(for: turn)).map { $0 }
                #expect(try copy.fire(turn, at: target) == original.fire(turn, at: target))
                #expect(copy == original)
            }
        }
    }

    @Test("a game's stored form is readable")
    func storedForm() throws {
        var game = Game(rules: .salvo, firstSeat: .b)
        try game.place(ShipPlacement(.destroyer, at: cell("B2"), .vertical), for: .a)
        try game.remove(.destroyer, for: .a)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = String(decoding: try encoder.encode(game), as: UTF8.self)
        #expect(text == """
            {"events":["A place destroyer B2 V","A remove destroyer"],"firstSeat":"B",\
            "rules":{"fleet":["carrier","battleship","cruiser","submarine","destroyer"],"shipsMayTouch":true,"variant":"salvo"}}
            """)
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
        // The same history decoded from storage is refused too.
        let stored = #"{"rules":{"variant":"classic","fleet":["destroyer"],"shipsMayTouch":true},"firstSeat":"A","events":["A ready"]}"#
        #expect(throws: GameError.fleetIncomplete(missing: [.destroyer])) {
            try JSONDecoder().decode(Game.self, from: Data(stored.utf8))
        }
    }

    @Test("rules and series survive a round trip")
    func otherValues() throws {
        for rules in [Rules.classic, .salvo, Rules(variant: .salvo, fleet: [.cruiser, .carrier], shipsMayTouch: false)] {
            #expect(try JSONDecoder().decode(Rules.self, from: JSONEncoder().encode(rules)) == rules)
        }
        var series = Series(rules: .salvo)
        _ = series.startGame()
        series.record(.won(by: .b))
        #expect(try JSONDecoder().decode(Series.self, from: JSONEncoder().encode(series)) == series)
    }
}
