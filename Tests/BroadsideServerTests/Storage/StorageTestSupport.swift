import BroadsideCore
import BroadsideProtocol
import BroadsideServerCore

/// The `index`-th game code: distinct for distinct indexes below 30⁶.
func testCode(_ index: Int) -> GameCode {
    var rest = index
    var text = ""
    for _ in 0..<GameCode.length {
        text.append(GameCode.alphabet[rest % GameCode.alphabet.count])
        rest /= GameCode.alphabet.count
    }
    guard let code = GameCode(text) else { preconditionFailure("built from the alphabet at the right length") }
    return code
}

/// A made-up token digest, 64 hex digits, distinct for each game and seat.
func testDigest(_ index: Int, _ seat: Seat) -> String {
    let hex = String(index * 2 + (seat == .a ? 0 : 1), radix: 16)
    return "d" + String(repeating: "0", count: 63 - hex.count) + hex
}

/// A match played at random, move by move, recording the `StorageChange` a session would save
/// after each move: the match row as it stands (marked unchanged when it is), and the events added
/// since the last change.
struct ScriptedMatch {
    private(set) var match: Match
    private(set) var changes: [StorageChange] = []
    /// The match as it stood after each change.
    private(set) var snapshots: [Match] = []
    private var generator: SeededGenerator
    private var savedRound: Int
    private var savedEvents = 0
    /// The match row as last committed; nil before the first commit.
    private var savedRecord: MatchRecord?

    init(index: Int, rules: Rules, opponent: Opponent, seed: UInt64) {
        generator = SeededGenerator(seed: seed)
        match = Match(
            code: testCode(index), rules: rules, opponent: opponent, creatorName: "ann",
            creatorTokenDigest: testDigest(index, .a))
        savedRound = match.round
        commit()
    }

    /// Records the change since the last commit.
    mutating func commit() {
        if match.round != savedRound {
            savedRound = match.round
            savedEvents = 0
        }
        let events = match.game.events
        changes.append(StorageChange(
            record: match.record, events: Array(events[savedEvents...]), firstIndex: savedEvents,
            recordChanged: match.record != savedRecord))
        savedEvents = events.count
        savedRecord = match.record
        snapshots.append(match)
    }

    mutating func join(index: Int) {
        match.names.b = "bob"
        match.tokenDigests.b = testDigest(index, .b)
        commit()
    }

    /// A classic game against the computer, its fleets placed and ready, `turns` volleys played.
    static func started(index: Int, turns: Int = 0) throws -> ScriptedMatch {
        var script = ScriptedMatch(index: index, rules: .classic, opponent: .computer, seed: UInt64(index))
        try script.placeAndReady()
        try script.play(turns: turns)
        return script
    }

    /// Both fleets placed at random, a seat at a time, then both ready.
    mutating func placeAndReady() throws {
        for seat in Seat.allCases {
            try match.game.placeRemainingRandomly(for: seat, using: &generator)
            commit()
        }
        for seat in Seat.allCases {
            try match.game.declareReady(seat)
            commit()
        }
    }

    /// Fires up to `turns` volleys at random unfired cells, one change per volley.
    mutating func play(turns: Int) throws {
        for _ in 0..<turns {
            guard let seat = match.game.phase.turn else { return }
            let unknown = Array(match.game.view(for: seat).targetGrid.unknown).shuffled(using: &generator)
            _ = try match.game.fire(seat, at: Array(unknown.prefix(match.game.shotsPerTurn(for: seat))))
            if match.game.phase.isOver { match.series.record(match.game.phase) }
            commit()
        }
    }

    /// Both seats offer a rematch, one change each, and the next round starts.
    mutating func rematch() {
        match.rematchOffers.a = true
        commit()
        match.rematchOffers = SeatPair(a: false, b: false)
        match.game = match.series.startGame()
        commit()
    }
}
