import BroadsideCore
import Testing

@Suite("Game event text")
struct GameEventTextTests {
    @Test("each event has a one-line text form", arguments: [
        (GameEvent.placed(.a, ShipPlacement(.carrier, at: cell("A1"), .horizontal)), "A place carrier A1 H"),
        (.placed(.b, ShipPlacement(.destroyer, at: cell("J9"), .vertical)), "B place destroyer J9 V"),
        (.removed(.a, .submarine), "A remove submarine"),
        (.ready(.b), "B ready"),
        (.fired(.a, [cell("C3")]), "A fire C3"),
        (.fired(.b, cells("C3 D4 J10")), "B fire C3 D4 J10"),
        (.forfeited(.a, nil), "A forfeit"), (.forfeited(.b, .away), "B forfeit away"), (.forfeited(.a, .keptWaiting), "A forfeit kept-waiting"),
        (.abandoned, "abandon"),
    ])
    func textForm(event: GameEvent, text: String) {
        #expect(event.description == text)
        #expect(GameEvent(text) == event)
    }

    @Test("anything else is not an event", arguments: [
        "", "abandon now", "A", "C ready", "a ready", "A ready now", "A explode",
        "A fire", "A fire K1", "A fire C3 X", "A place carrier A1", "A place boat A1 H",
        "A place carrier A1 X", "A place carrier Z1 H", "A remove", "A remove boat", "A forfeit now",
    ])
    func invalid(text: String) {
        #expect(GameEvent(text) == nil)
    }

    @Test("every event of many random games round-trips through its text", arguments: Rules.Variant.allCases)
    func randomGamesRoundTrip(variant: Rules.Variant) throws {
        var count = 0
        for seed in UInt64(0)..<40 {
            var match = try RandomMatch(seed: seed, rules: Rules(variant: variant))
            try match.play(turns: .max)
            for event in match.game.events {
                #expect(GameEvent(event.description) == event)
                count += 1
            }
        }
        // Ten placements and readies per game, and at least 17 shots for the winner.
        #expect(count > 40 * (12 + 2 * 17 / (variant == .classic ? 1 : 5)))
    }
}
