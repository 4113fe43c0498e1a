import BroadsideCore

/// The phase of a round as the protocol names it (PROTOCOL.md 7.4).
public enum RoundPhase: String, Hashable, Sendable {
    /// Placing ships; nobody has joined seat B yet.
    case waiting
    case placing
    case playing
    case over
}

/// What `+ GAME` and `+ STATE` lines share: one seat's view of where its game stands.
public struct SeatSummary: Hashable, Sendable {
    public var reference: SeatReference
    public var round: Int
    public var rules: Rules
    public var opponent: Opponent
    /// The opponent's name; nil while nobody has joined.
    public var opponentName: String?
    public var phase: RoundPhase
    public var turn: Seat?
    public var first: Seat
    /// Rounds won by each seat.
    public var score: SeatPair<Int>
    /// Only once the round is over.
    public var winner: Seat?
    public var reason: EndReason?
    /// Why a round ended `forfeit` was lost; nil otherwise, and from a server that does not say.
    public var cause: ForfeitGround?
    /// The seats whose offer of a rematch stands: only once the round is over, and nil from a
    /// server that does not say (`rematch=` is newer than the other fields).
    public var rematchOffers: SeatPair<Bool>?

    public init(
        reference: SeatReference, round: Int, rules: Rules, opponent: Opponent, opponentName: String?,
        phase: RoundPhase, turn: Seat?, first: Seat, score: SeatPair<Int>, winner: Seat?, reason: EndReason?,
        cause: ForfeitGround? = nil, rematchOffers: SeatPair<Bool>? = nil
    ) {
        self.reference = reference
        self.round = round
        self.rules = rules
        self.opponent = opponent
        self.opponentName = opponentName
        self.phase = phase
        self.turn = turn
        self.first = first
        self.score = score
        self.winner = winner
        self.reason = reason
        self.cause = cause
        self.rematchOffers = rematchOffers
    }

    /// The seat this summary is for.
    public var seat: Seat { reference.seat ?? .a }

    var leadingFields: [String] {
        [
            reference.description, "round=\(round)", "rules=\(rules.wireForm)", "opponent=\(opponent.rawValue)",
            "vs=\(opponentName ?? "-")", "phase=\(phase.rawValue)", "turn=\(Seat.wireForm(turn))",
        ]
    }

    var trailingFields: [String] {
        var words = ["score=\(score.a):\(score.b)", "first=\(first.rawValue)"]
        if phase == .over {
            words += ["winner=\(Seat.wireForm(winner))", "reason=\(reason?.rawValue ?? "-")"]
            if let reason { words += ForfeitGround.fields(cause, after: reason) }
            if let rematchOffers { words.append("rematch=\(rematchOffers.seatListWireForm)") }
        }
        return words
    }

    init(_ line: ServerLine) throws(MalformedLine) {
        let scores = try line.requireCounts("score", separatedBy: ":")
        guard scores.count == 2 else { throw MalformedLine(line, "bad score=") }
        guard let rules = Rules(wireForm: try line.require("rules")),
              let opponent = Opponent(rawValue: try line.require("opponent")),
              let phase = RoundPhase(rawValue: try line.require("phase"))
        else { throw MalformedLine(line, "bad rules=, opponent= or phase=") }
        let name = try line.require("vs")
        self.init(
            reference: try line.requireReference(), round: try line.requireCount("round"), rules: rules,
            opponent: opponent, opponentName: name == "-" ? nil : name, phase: phase,
            turn: try line.requireOptionalSeat("turn"), first: try line.requireSeat("first"),
            score: SeatPair(a: scores[0], b: scores[1]),
            winner: phase == .over ? try line.requireOptionalSeat("winner") : nil,
            reason: phase == .over ? line[field: "reason"].flatMap(EndReason.init(rawValue:)) : nil,
            cause: phase == .over ? ForfeitGround(fieldsOf: line) : nil,
            rematchOffers: phase == .over ? line[field: "rematch"].map { SeatPair(seatListWireForm: $0) } : nil
        )
    }
}

/// One `+ GAME` line of the game list (PROTOCOL.md 7.4).
public struct GameListing: Hashable, Sendable {
    public var summary: SeatSummary
    /// Ships afloat on this seat's side.
    public var ships: Int
    /// Ships afloat on the opponent's side.
    public var enemyShips: Int
    /// The seats whose fleets are ready; nil from a server that does not say (`ready=` came to
    /// `+ GAME` after its other fields).
    public var ready: SeatPair<Bool>?
    /// Whether the opponent is away, and how long, as of the reply; nil from a server that does
    /// not say (`away=` came to `+ GAME` after its other fields).
    public var opponentPresence: OpponentPresence?

    public init(
        summary: SeatSummary, ships: Int, enemyShips: Int, ready: SeatPair<Bool>? = nil,
        opponentPresence: OpponentPresence? = nil
    ) {
        self.summary = summary
        self.ships = ships
        self.enemyShips = enemyShips
        self.ready = ready
        self.opponentPresence = opponentPresence
    }

    public var line: ServerLine {
        // Last on the line (PROTOCOL.md 7.4): they came to `+ GAME` after every other field.
        let newer = [ready.map { "ready=\($0.seatListWireForm)" }, opponentPresence.map { "away=\($0.wireForm)" }]
        return .data(
            "GAME",
            summary.leadingFields + ["ships=\(ships)", "enemy-ships=\(enemyShips)"] + summary.trailingFields
                + newer.compactMap { $0 })
    }

    public init(_ line: ServerLine) throws(MalformedLine) {
        guard line.kind == .data, line.name == "GAME" else { throw MalformedLine(line, "not a + GAME line") }
        self.init(
            summary: try SeatSummary(line), ships: try line.requireCount("ships"),
            enemyShips: try line.requireCount("enemy-ships"),
            ready: line[field: "ready"].map { SeatPair(seatListWireForm: $0) },
            opponentPresence: try line.opponentPresence())
    }
}
