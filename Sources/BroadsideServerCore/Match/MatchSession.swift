import BroadsideCore
import BroadsideProtocol

/// The authority over one match: every change to it goes through here, one command at a time.
///
/// A value type with no I/O. Each call returns what to store, what to reply and which events to
/// deliver; the server's `GameSession` actor does the storing and the sending.
public struct MatchSession: Sendable {
    public internal(set) var match: Match
    public private(set) var presence: Presence
    /// When the round last moved on: the last volley, `READY` or `JOIN`, or the start of the
    /// round; while it is played, when the seat to fire got the turn. Not stored: a match loaded
    /// from storage starts its clock when it is loaded, as the away clocks do, unless it was
    /// dropped from memory moments before (`RecentClaimClocks`).
    private(set) var turnBegan: ContinuousClock.Instant
    /// When this session last had the match's row written; nil for a match loaded from storage,
    /// whose row may be old. See `dated(_:now:)`.
    var rowWrittenAt: ContinuousClock.Instant?
    /// How stale the row's time may go while the game is played (`StorageChange.touchesRow`).
    public static let lastPlayedPrecision = Duration.seconds(3_600)
    /// When `CLAIM` wins.
    public let claimLimits: ClaimLimits
    /// Each seat's comings back: a seat resumed and left in a loop, from many connections, would
    /// flood the opponent with `* BACK` and `* LEFT` until a client that stopped reading is dropped
    /// at its output limit, and then claimed against (PROTOCOL.md 7.3).
    private var returns: SeatPair<RateLimiter>
    static let returnsAtOnce = 20.0
    /// How the computer chooses its shots, when it plays seat B.
    let computerTargeting: ComputerTargeting

    /// A match loaded from storage: both seats away until someone resumes them, since `now`, or
    /// since the `clocks` it had when it was dropped from memory.
    public init(
        match: Match, claimLimits: ClaimLimits, now: ContinuousClock.Instant, clocks: ClaimClocks? = nil,
        computer: @escaping ComputerTargeting = strongestComputer
    ) {
        self.match = match
        self.claimLimits = claimLimits
        computerTargeting = computer
        presence = Presence(awaySince: clocks?.awaySince ?? SeatPair(a: now, b: now))
        turnBegan = clocks?.turnBegan ?? now
        let returning = RateLimiter(rate: 1, burst: Self.returnsAtOnce, now: now)
        returns = SeatPair(a: returning, b: returning)
    }

    /// Creates a match with `creator` holding seat A. Against the computer, its fleet is placed at once.
    public static func create(
        code: GameCode, rules: Rules, opponent: Opponent, creatorName: String, token: SeatToken,
        tokenDigest: String, creator: ConnectionID, claimLimits: ClaimLimits, now: ContinuousClock.Instant,
        computer: @escaping ComputerTargeting = strongestComputer, using generator: inout some RandomNumberGenerator
    ) -> (session: MatchSession, outcome: SessionOutcome) {
        let match = Match(
            code: code, rules: rules, opponent: opponent, creatorName: creatorName, creatorTokenDigest: tokenDigest)
        var session = MatchSession(match: match, claimLimits: claimLimits, now: now, computer: computer)
        session.presence.hold(.a, by: creator)
        session.rowWrittenAt = now
        let play = session.prepareComputerFleet(using: &generator)
        let reply = ServerLine.ok(
            "NEW", [match.reference(.a).description, "token=\(token)", "rules=\(rules.wireForm)",
                    "opponent=\(opponent.rawValue)"])
        let storage = StorageChange(record: session.match.record, events: session.match.game.events, firstIndex: 0)
        return (session, SessionOutcome(reply: [reply], deliveries: play.deliveries, storage: storage, fault: play.fault))
    }

    /// What `CLAIM` counts from now, to be kept when the match is dropped from memory.
    public var claimClocks: ClaimClocks {
        ClaimClocks(awaySince: presence.awaySince, turnBegan: turnBegan)
    }

    // MARK: Seats

    /// Seat B for a new player.
    public mutating func join(
        name: String, token: SeatToken, tokenDigest: String, connection: ConnectionID, now: ContinuousClock.Instant
    ) -> SessionOutcome {
        guard match.names.b == nil else { return .refused(ProtocolError(.gameFull, "game \(match.code) is full")) }
        let before = snapshot
        match.names.b = name
        match.tokenDigests.b = tokenDigest
        presence.hold(.b, by: connection)
        // The creator may have left while waiting: neither clock ran before there was an opponent.
        presence.countAway(.a, from: now)
        turnBegan = now
        let reply = ServerLine.ok(
            "JOIN", [match.reference(.b).description, "token=\(token)", "rules=\(match.rules.wireForm)",
                     "vs=\(match.names.a ?? "-")"])
        return dated(outcome([reply], deliver(.joined(match.reference(.a), opponentName: name), to: .a), since: before), now: now)
    }

    /// Gives a seat, whose token the caller has checked, to `connection`.
    public mutating func resume(_ seat: Seat, connection: ConnectionID, now: ContinuousClock.Instant) -> SessionOutcome {
        let wasHeld = presence.holder(of: seat) != nil
        if !wasHeld, !returns[seat].allow(now: now) {
            let refusal = ProtocolError.rateLimited(
                .comebacks, wait: returns[seat].timeUntilToken(now: now), "this seat has come back too often")
            return SessionOutcome(reply: [refusal.line])
        }
        var deliveries: [Delivery] = []
        if let previous = presence.hold(seat, by: connection) {
            deliveries.append(Delivery(previous, .taken(match.reference(seat))))
        } else if !wasHeld {
            deliveries += deliver(.back(match.reference(seat.opponent), seat: seat), to: seat.opponent)
        }
        if match.rematchOffers[seat.opponent] {
            // The `* REMATCH` of an offer made while this seat was away went to no one.
            deliveries.append(Delivery(connection, .rematch(match.reference(seat), by: seat.opponent)))
        }
        let reply = state(for: seat, now: now).dataLines + [.ok("RESUME", [match.reference(seat).description])]
        return SessionOutcome(reply: reply, deliveries: deliveries)
    }

    /// The session but its match: who holds the seats and since when, the turn's clock, the
    /// comebacks counted, when the row was written. What a step whose change could not be stored
    /// is undone to, with the match read back from the store; not the match itself, whose events
    /// a held copy would make every change copy.
    public struct Surroundings: Sendable {
        public var presence: Presence
        fileprivate let turnBegan: ContinuousClock.Instant
        fileprivate let rowWrittenAt: ContinuousClock.Instant?
        fileprivate let returns: SeatPair<RateLimiter>
    }

    public var surroundings: Surroundings {
        Surroundings(presence: presence, turnBegan: turnBegan, rowWrittenAt: rowWrittenAt, returns: returns)
    }

    /// Goes back to `match` as stored, in `surroundings`: for a change that could not be stored,
    /// so that nothing of it stays (the turn's clock started again, a comeback counted).
    public mutating func restore(_ match: Match, in surroundings: Surroundings) {
        self.match = match
        presence = surroundings.presence
        turnBegan = surroundings.turnBegan
        rowWrittenAt = surroundings.rowWrittenAt
        returns = surroundings.returns
    }

    /// Releases every seat `connection` holds, as when it closes.
    public mutating func disconnect(_ connection: ConnectionID, now: ContinuousClock.Instant) -> [Delivery] {
        presence.seats(heldBy: connection).flatMap { release($0, now: now) }
            .filter { $0.connection != connection }
    }

    // MARK: Commands

    /// Carries out a game command for `seat`, which `connection` must hold.
    public mutating func handle(
        _ command: GameCommand, seat: Seat, connection: ConnectionID, now: ContinuousClock.Instant,
        using generator: inout some RandomNumberGenerator
    ) -> SessionOutcome {
        dated(carryOut(command, seat: seat, connection: connection, now: now, using: &generator), now: now)
    }

    private mutating func carryOut(
        _ command: GameCommand, seat: Seat, connection: ConnectionID, now: ContinuousClock.Instant,
        using generator: inout some RandomNumberGenerator
    ) -> SessionOutcome {
        guard presence.holder(of: seat) == connection else {
            return .refused(.notSeated(in: match.reference(seat)))
        }
        let before = snapshot
        let ref = match.reference(seat)
        do throws(ProtocolError) {
            switch command {
            case .state:
                return SessionOutcome(reply: state(for: seat, now: now).dataLines + [.ok("STATE", [ref.description])])
            case .place(let request):
                let placed = try allOrNothing { (session: inout MatchSession) throws(ProtocolError) in
                    try session.place(request, for: seat, using: &generator)
                }
                return outcome([.ok("PLACE", [ref.description] + placed.map(\.wireForm))], [], since: before)
            case .remove(let request):
                let removed = try allOrNothing { (session: inout MatchSession) throws(ProtocolError) in
                    try session.remove(request, for: seat)
                }
                return outcome([.ok("REMOVE", [ref.description] + removed.map(\.rawValue))], [], since: before)
            case .ready:
                try rules { game throws(GameError) in try game.declareReady(seat) }
                var deliveries = deliver(.ready(match.reference(seat.opponent), seat: seat), to: seat.opponent)
                turnBegan = now
                if match.game.phase.turn != nil { deliveries += announceStart() }
                let play = playComputerTurns(using: &generator)
                return outcome([.ok("READY", [ref.description])], deliveries + play.deliveries, since: before, fault: play.fault)
            case .fire(let targets):
                let volley = try rules { game throws(GameError) in try game.fire(seat, at: targets) }
                let deliveries = announce(volley)
                let play = playComputerTurns(using: &generator)
                turnBegan = now
                return outcome([fireReply(volley)], deliveries + play.deliveries, since: before, fault: play.fault)
            case .forfeit:
                let hasOpponent = match.hasOpponent
                try rules { game throws(GameError) in
                    if hasOpponent { try game.forfeit(seat, on: .gaveUp) } else { try game.abandon() }
                }
                // Scored before `outcome` reads the match: an argument's mutation comes after `self` is read.
                let deliveries = finishRound()
                return outcome([.ok("FORFEIT", [ref.description])], deliveries, since: before)
            case .claim:
                try claim(for: seat, now: now)
                let deliveries = finishRound()
                return outcome([.ok("CLAIM", [ref.description])], deliveries, since: before)
            case .rematch:
                return try rematch(for: seat, now: now, using: &generator, since: before)
            case .decline:
                return try decline(for: seat, since: before)
            case .leave:
                // A connection holding both seats (hot-seat) is told too, as of any other event.
                return SessionOutcome(reply: [.ok("LEAVE", [ref.description])], deliveries: release(seat, now: now))
            }
        } catch {
            // Every other change checks all it needs before it changes anything.
            return .refused(error)
        }
    }

    // MARK: Steps

    /// Applies a rule-checked change to the current round, turning a rule violation into its `ERR`.
    mutating func rules<T>(_ change: (inout Game) throws(GameError) -> T) throws(ProtocolError) -> T {
        do {
            return try change(&match.game)
        } catch {
            throw error.protocolError
        }
    }

    private mutating func rematch(
        for seat: Seat, now: ContinuousClock.Instant, using generator: inout some RandomNumberGenerator, since before: Snapshot
    ) throws(ProtocolError) -> SessionOutcome {
        guard match.hasOpponent else { throw ProtocolError(.noOpponent, "nobody has joined this game") }
        guard match.game.phase.isOver else { throw ProtocolError(.notOver, "the round is not over yet") }
        try match.checkRoundsLeft()
        let ref = match.reference(seat)
        guard match.isComputer(seat.opponent) || match.rematchOffers[seat.opponent] else {
            let isNewOffer = !match.rematchOffers[seat]
            match.rematchOffers[seat] = true
            let deliveries = isNewOffer ? deliver(.rematch(match.reference(seat.opponent), by: seat), to: seat.opponent) : []
            return outcome([.ok("REMATCH", [ref.description, "offered"])], deliveries, since: before)
        }
        match.game = match.series.startGame()
        match.rematchOffers = SeatPair(a: false, b: false)
        turnBegan = now
        let first = match.game.firstSeat
        let deliveries = Seat.allCases.flatMap { deliver(.round(match.reference($0), round: match.round, first: first), to: $0) }
        let play = prepareComputerFleet(using: &generator)
        return outcome(
            [.ok("REMATCH", [ref.description, "round=\(match.round)", "first=\(first.rawValue)"])],
            deliveries + play.deliveries, since: before, fault: play.fault)
    }

    private mutating func release(_ seat: Seat, now: ContinuousClock.Instant) -> [Delivery] {
        presence.release(seat, now: now)
        return deliver(.left(match.reference(seat.opponent), seat: seat), to: seat.opponent)
    }
}
