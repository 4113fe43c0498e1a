import BroadsideAI
import BroadsideCore
import BroadsideProtocol
import BroadsideServer
import BroadsideServerCore

/// Fills a game database with many stored games, for measuring start-up: half of them
/// finished, half in the middle of play, all between two human seats.
enum StoredGames {
    /// Distinct games played once and stored under many codes: playing 100,000 games would
    /// measure the strategies, not the store.
    private static let templateCount = 32

    /// Stores `count` games through `GameStore`, in transactions of `batch` games.
    /// Returns the number of events stored.
    static func fill(_ store: GameStore, count: Int, batch: Int = 5000) async throws -> Int {
        let finished = (0..<templateCount).map { play(seed: UInt64($0), stopAfter: nil) }
        let playing = (0..<templateCount).map { play(seed: UInt64($0) + 1000, stopAfter: 20 + $0) }
        var events = 0
        for first in stride(from: 0, to: count, by: batch) {
            let changes = (first..<min(first + batch, count)).map { number in
                let templates = number.isMultiple(of: 2) ? finished : playing
                return change(number, game: templates[(number / 2) % templateCount])
            }
            try await store.save(changes)
            events += changes.reduce(0) { $0 + $1.events.count }
        }
        return events
    }

    /// Game number `number` as a stored match: its own code, names and token digests.
    private static func change(_ number: Int, game: Game) -> StorageChange {
        var match = Match(
            code: code(number), rules: .classic, opponent: .human, creatorName: "p\(number)a",
            creatorTokenDigest: digest(number, seat: .a))
        match.names.b = "p\(number)b"
        match.tokenDigests.b = digest(number, seat: .b)
        match.game = game
        if game.phase.isOver { match.series.record(game.phase) }
        return StorageChange(record: match.record, events: game.events, firstIndex: 0)
    }

    /// A classic game between two hunt-target players with random fleets; over unless
    /// `stopAfter` shots cut it short.
    private static func play(seed: UInt64, stopAfter: Int?) -> Game {
        var generator = SeededGenerator(seed: seed)
        var game = Game(rules: .classic, firstSeat: .a)
        var strategies = SeatPair { _ in StrategyName.huntTarget.make(seed: generator.next()) }
        do {
            for seat in Seat.allCases {
                for placement in Fleet.random(for: .classic, using: &generator).placements {
                    try game.place(placement, for: seat)
                }
                try game.declareReady(seat)
            }
            var shots = 0
            while let turn = game.phase.turn, shots < stopAfter ?? Int.max {
                let grid = game.view(for: turn).targetGrid
                _ = try game.fire(turn, at: strategies[turn].chooseTargets(game.shotsPerTurn(for: turn), on: grid))
                shots += 1
            }
        } catch {
            preconditionFailure("a random fleet and a strategy's shots are always legal: \(error)")
        }
        return game
    }

    /// Codes in order, written in the code alphabet: distinct for every number below 30⁶.
    private static func code(_ number: Int) -> GameCode {
        var digits: [Character] = []
        var rest = number
        for _ in 0..<GameCode.length {
            digits.append(GameCode.alphabet[rest % GameCode.alphabet.count])
            rest /= GameCode.alphabet.count
        }
        guard let code = GameCode(String(digits)) else { preconditionFailure("built from the code alphabet") }
        return code
    }

    /// A distinct 64-digit hex value per seat, in place of a token's SHA-256 digest.
    private static func digest(_ number: Int, seat: Seat) -> String {
        let hex = String(number * 2 + (seat == .a ? 0 : 1), radix: 16)
        return String(repeating: "0", count: 64 - hex.count) + hex
    }
}
