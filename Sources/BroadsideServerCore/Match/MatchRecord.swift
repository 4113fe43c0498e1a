import BroadsideCore
import BroadsideProtocol

/// What is stored of a match besides the events of its rounds. A match is rebuilt exactly from
/// its record and the events of its current round.
public struct MatchRecord: Hashable, Sendable {
    public var code: GameCode
    public var rules: Rules
    public var opponent: Opponent
    public var names: SeatPair<String?>
    public var tokenDigests: SeatPair<String?>
    public var wins: SeatPair<Int>
    public var round: Int
    public var firstSeat: Seat
    public var rematchOffers: SeatPair<Bool>
    /// Where the current round stands, kept beside the events so a game list needs no replay.
    public var phase: RoundPhase

    public init(
        code: GameCode, rules: Rules, opponent: Opponent, names: SeatPair<String?>,
        tokenDigests: SeatPair<String?>, wins: SeatPair<Int>, round: Int, firstSeat: Seat,
        rematchOffers: SeatPair<Bool>, phase: RoundPhase
    ) {
        self.code = code
        self.rules = rules
        self.opponent = opponent
        self.names = names
        self.tokenDigests = tokenDigests
        self.wins = wins
        self.round = round
        self.firstSeat = firstSeat
        self.rematchOffers = rematchOffers
        self.phase = phase
    }
}

extension Match {
    public var record: MatchRecord {
        MatchRecord(
            code: code, rules: rules, opponent: opponent, names: names, tokenDigests: tokenDigests,
            wins: series.wins, round: round, firstSeat: game.firstSeat, rematchOffers: rematchOffers,
            phase: roundPhase)
    }

    /// Rebuilds a stored match; throws when the stored events break the rules.
    public init(record: MatchRecord, events: [GameEvent]) throws(GameError) {
        code = record.code
        opponent = record.opponent
        names = record.names
        tokenDigests = record.tokenDigests
        series = Series(rules: record.rules, wins: record.wins, gamesStarted: record.round)
        game = try Game(rules: record.rules, firstSeat: record.firstSeat, replaying: events)
        rematchOffers = record.rematchOffers
    }
}
