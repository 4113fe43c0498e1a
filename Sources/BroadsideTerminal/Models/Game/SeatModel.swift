import BroadsideCore
import BroadsideProtocol

/// What the client knows of one seat it holds: built from the server's `STATE` and kept up to date
/// by replies and events. It only ever holds what the server sent to this seat.
struct SeatModel: Hashable, Sendable {
    private(set) var summary: SeatSummary
    /// Shots this seat fires now: 0 unless it is its turn.
    private(set) var shotsThisTurn: Int
    private(set) var ready: SeatPair<Bool>
    private(set) var fleet: [ShipPlacement]
    /// The opponent's shots at this seat, oldest first.
    private(set) var incoming: [Shot]
    /// This seat's shots, oldest first.
    private(set) var outgoing: [Shot]
    /// The opponent's fleet, once the round is over.
    private(set) var revealed: [ShipPlacement]?
    /// The round ended before this client's eyes (`* OVER`) and the fleet that follows every end
    /// (`* REVEAL`) has not come yet. Not of a state read whole: what it lacks will not come.
    private var revealOwed = false
    /// This seat's `REMATCH` started the next round (`OK REMATCH ... round=`): `* ROUND` follows,
    /// and this model gives way to the new round's.
    private var roundOwed = false
    /// Since when the opponent has been without a connection; nil while present.
    private(set) var opponentAwaySince: ContinuousClock.Instant?
    /// Why the round ended with `reason=forfeit`: as the server says (`cause=`), else as this
    /// client watched it end; nil from a server that does not say, for an end not watched.
    private(set) var forfeitCause: ForfeitGround?
    /// The claim or forfeit this seat sent while the round was on, and not refused.
    private var endingAsked: ForfeitRequest?
    /// When the current turn began, for the turn clock.
    private(set) var turnStartedAt: ContinuousClock.Instant
    /// Something that happened without this seat asking: joined, away, back, rematch offered or declined.
    private(set) var notice: SeatNews?
    /// True when the opponent has offered another round.
    private(set) var rematchOffered = false
    /// True when this seat has offered another round and waits for the opponent.
    private(set) var rematchRequested = false
    /// How the last offer of a rematch ended, as the player was told (`You declined bob's offer
    /// of a rematch.`), while no other stands: a second `n` says it again rather than hide it.
    private(set) var offerEnd: OfferEnd?
    /// At a shared terminal: the opponent, the other player at it, has had the end of the round
    /// on their own screen. The client's to know, not the server's: a seat's state fetched again
    /// (a new round's) starts without it.
    private(set) var opponentSawEnd = false
    /// How many shots the latest volley each way held, for the status line: from `STATE`'s
    /// `volley=` and `enemy-volley=`, or, from a server that does not send them, one shot in
    /// classic and none known in salvo.
    private var lastOwnVolleyCount: Int
    private var lastIncomingVolleyCount: Int

    init(state: SeatState, now: ContinuousClock.Instant) {
        summary = state.summary
        shotsThisTurn = state.shotsThisTurn
        ready = state.ready
        fleet = state.fleet
        incoming = state.incoming
        outgoing = state.outgoing
        revealed = state.revealed
        forfeitCause = state.summary.cause
        opponentAwaySince = state.awaySeconds.map { now - .seconds($0) }
        turnStartedAt = now - .seconds(state.turnSeconds ?? 0)
        // A restarted client, or one that lost its connection, learns of the offers from here.
        let offers = state.summary.rematchOffers ?? SeatPair(a: false, b: false)
        rematchOffered = offers[state.summary.seat.opponent]
        rematchRequested = offers[state.summary.seat]
        let knownVolley = state.summary.rules.variant == .classic ? 1 : 0
        lastOwnVolleyCount = min(state.ownVolley ?? knownVolley, state.outgoing.count)
        lastIncomingVolleyCount = min(state.enemyVolley ?? knownVolley, state.incoming.count)
    }

    // MARK: Reading

    var reference: SeatReference { summary.reference }
    var seat: Seat { summary.seat }
    var rules: Rules { summary.rules }
    var phase: RoundPhase { summary.phase }
    var isOver: Bool { summary.phase == .over }
    var isPlaying: Bool { summary.phase == .playing }
    var isMyTurn: Bool { isPlaying && summary.turn == seat }
    var isPlacing: Bool { summary.phase == .waiting || summary.phase == .placing }
    var isReady: Bool { ready[seat] }
    /// Whether the round got past placing: both fleets were ready. A round given up or called off
    /// before that has no ships afloat to speak of, only the ships placed by then.
    var roundStarted: Bool { ready[.a] && ready[.b] }
    /// Whether the player aims at the target grid now: on their turn, and, on a connection of
    /// their own, while the round waits on the opponent, so that their turn starts where they
    /// aimed. Not at a shared terminal, where the screen waits to be passed on, nor once it is over.
    func isAiming(isHotSeat: Bool) -> Bool { isMyTurn || (!isOver && !isHotSeat) }

    /// Whether the server owes this seat news that comes unasked, right after a reply: the end of
    /// the round it forfeited or claimed, or won with a shot (`* OVER` follows the shot that named
    /// the winner), the enemy fleet that follows every end (`* REVEAL`), or the computer's shot,
    /// which follows the player's at once; or the next round, once this seat's rematch started it.
    var awaitsNews: Bool {
        guard !isOver else { return revealOwed || roundOwed }
        return endingAsked != nil || summary.winner != nil
            || isPlaying && summary.opponent == .computer && summary.turn == seat.opponent
    }

    /// The seat as the game list gives it (`GAMES`), from what this client knows.
    func listing(now: ContinuousClock.Instant) -> GameListing {
        GameListing(
            summary: summary, ships: ownGrid.afloat.count, enemyShips: targetGrid.afloat.count, ready: ready,
            opponentPresence: OpponentPresence(awaySeconds: opponentAway(now: now).map { Int($0.components.seconds) }))
    }

    /// Own ships and the enemy's shots at them.
    var ownGrid: OwnGrid { OwnGrid(placements: fleet, incoming: incoming, rules: rules) }

    /// Own shots; the enemy fleet once revealed.
    var targetGrid: TargetGrid { TargetGrid(shots: outgoing, revealed: revealed, rules: rules) }

    /// The latest shots this seat fired (one turn's worth).
    var lastVolley: [Shot] { Array(outgoing.suffix(lastOwnVolleyCount)) }

    /// The latest shots fired at this seat (one turn's worth).
    var lastIncomingVolley: [Shot] { Array(incoming.suffix(lastIncomingVolleyCount)) }

    /// How long the opponent has been away, or nil while present.
    func opponentAway(now: ContinuousClock.Instant) -> Duration? {
        opponentAwaySince.map { $0.duration(to: now) }
    }

    /// How long the round has waited on the opponent alone (their turn, or their fleet the only
    /// one not ready), counted from its last move as the server counts it; nil when it waits on
    /// this seat, on both or on nobody.
    func keptWaiting(now: ContinuousClock.Instant) -> Duration? {
        let waitsOnOpponent = isPlaying
            ? summary.turn == seat.opponent
            : summary.phase == .placing && ready[seat] && !ready[seat.opponent]
        return waitsOnOpponent ? turnStartedAt.duration(to: now) : nil
    }

    // MARK: Changes

    /// This seat's own shots came back in the `FIRE` reply.
    mutating func recordOwnVolley(_ shots: [Shot], then: TurnAfter, now: ContinuousClock.Instant) {
        let fresh = shots.filter { shot in !outgoing.contains { $0.target == shot.target } }
        outgoing += fresh
        lastOwnVolleyCount = fresh.count
        rematchRequested = false
        passTurn(then, now: now)
    }

    /// Applies an event addressed to this seat. Events that a `STATE` already included change nothing,
    /// because a reply and the events around it may be read in either order.
    mutating func apply(_ event: Event, now: ContinuousClock.Instant) {
        switch event {
        case .greeting, .taken:
            break
        case .joined(_, let name):
            summary.opponentName = name
            if summary.phase == .waiting { summary.phase = .placing }
            turnStartedAt = now
            notice = .joined(name: name)
        case .ready(_, let seat):
            ready[seat] = true
            turnStartedAt = now
            if seat != self.seat { notice = .opponentReady }
        case .started(_, let first):
            start(first: first, now: now)
        case .shot(_, _, let shots, let then):
            let fresh = shots.filter { shot in !incoming.contains { $0.target == shot.target } }
            guard !fresh.isEmpty else { return }
            incoming += fresh
            lastIncomingVolleyCount = fresh.count
            passTurn(then, now: now)
        case .over(_, let winner, let reason, let cause):
            guard !isOver else { return }
            if reason == .forfeit {
                forfeitCause = cause ?? ForfeitGround(asked: endingAsked, won: winner == seat, opponentAway: opponentAwaySince != nil)
            }
            endingAsked = nil
            // Whatever was news before the end (a return, a fleet ready) is not news on its screen.
            notice = nil
            summary.phase = .over
            summary.turn = nil
            summary.winner = winner
            summary.reason = reason
            if let winner { summary.score[winner] += 1 }
            shotsThisTurn = 0
            rematchOffered = false
            rematchRequested = false
            revealOwed = revealed == nil
        case .reveal(_, let fleet):
            revealed = fleet
            revealOwed = false
        case .rematch:
            rematchOffered = true
            notice = .rematchOffered
        case .declined:
            // Sent by the opponent: either their offer taken back or this seat's turned down.
            let end: OfferEnd? = rematchOffered ? .opponentWithdrew(already: false)
                : rematchRequested ? .opponentDeclined(already: false) : nil
            if let end {
                markNoOfferStands(end)
                notice = .offerEnded(end)
            }
        case .round:
            break  // The session fetches the new round's state.
        case .left:
            if opponentAwaySince == nil { opponentAwaySince = now }
            // Once the round is over, nobody waits on them.
            if !isOver { notice = .opponentAway }
        case .back:
            // A return from an absence shown (by `* LEFT`, or `away=` in the state); the session
            // leaves out those that only follow a server restart (SessionController.receive).
            if !isOver, opponentAwaySince != nil { notice = .opponentBack }
            opponentAwaySince = nil
        }
    }

    /// This seat offered a rematch and the opponent has not answered yet. What was said of an
    /// earlier offer (bob declined it) is past.
    mutating func markRematchRequested() {
        rematchRequested = true
        notice = nil
    }

    /// This seat's `REMATCH` accepted an offer (or the computer's at once): the round it started
    /// is on its way.
    mutating func markRoundStarting() {
        roundOwed = true
    }

    /// No offer of a rematch stands: declined or withdrawn (`DECLINE`), or, the server says, gone
    /// already (`end`), as the player was told. Either seat may offer again. What was said of the offer
    /// is past: left, it would hide the news of the next offer, said in the same words (line mode
    /// prints a notice that changed).
    mutating func markNoOfferStands(_ end: OfferEnd) {
        rematchOffered = false
        rematchRequested = false
        offerEnd = end
        notice = nil
    }

    /// Whether an offer of a rematch stands, this seat's or the opponent's.
    var offerStands: Bool { rematchOffered || rematchRequested }

    /// At a shared terminal: the other player left the end of the round on their screen.
    mutating func markOpponentSawEnd() { opponentSawEnd = true }

    /// This seat sent a claim or a forfeit (`request`), or nil when it was refused.
    mutating func markEndingAsked(_ request: ForfeitRequest?) { endingAsked = request }

    /// This seat's fleet, as placed in the editor and accepted by the server, is ready. With the
    /// opponent's ready too the round has started (PROTOCOL.md 7.8), whether or not its
    /// `* STARTED` has been read yet: a command typed meanwhile must not be refused.
    mutating func markReady(with placements: [ShipPlacement], now: ContinuousClock.Instant) {
        fleet = placements
        ready[seat] = true
        turnStartedAt = now
        if ready[seat.opponent] { start(first: summary.first, now: now) }
    }

    private mutating func start(first: Seat, now: ContinuousClock.Instant) {
        guard isPlacing else { return }
        ready = SeatPair(a: true, b: true)
        summary.phase = .playing
        summary.first = first
        passTurn(.next(first), now: now)
        notice = nil
    }

    mutating func clearNotice() { notice = nil }

    /// Hot-seat: this seat's player has just taken the terminal. The turn clock they are shown
    /// counts from now, not from while the screen was covered and the other player held it.
    /// Only the shown clock is at stake: no claim is made at a shared terminal.
    mutating func restartTurnClock(now: ContinuousClock.Instant) { turnStartedAt = now }

    /// Takes the server's count of how long the round has waited on the opponent (`ERR TOO_EARLY`
    /// told it), where this client's count started late: at a `RESUME` while fleets are placed.
    mutating func correctKeptWaiting(to waited: Duration, now: ContinuousClock.Instant) {
        turnStartedAt = now - waited
    }

    private mutating func passTurn(_ then: TurnAfter, now: ContinuousClock.Instant) {
        switch then {
        case .next(let next):
            summary.turn = next
            turnStartedAt = now
            shotsThisTurn = next == seat ? shotsPerTurn : 0
        case .winner(let winner):
            summary.turn = nil
            summary.winner = winner
            shotsThisTurn = 0
        }
    }

    /// The shots a turn of this seat's takes as things stand, as the rules count them: one in
    /// classic; in salvo one per own ship afloat, never more than the cells not yet fired at.
    var shotsPerTurn: Int {
        rules.shotsPerTurn(shipsAfloat: ownGrid.afloat.count, cellsLeft: Coordinate.cellCount - outgoing.count)
    }

    /// The shots of this seat's next salvo: this turn's, as the server said; picked ahead of the
    /// turn, as the rules count them now (a ship sunk meanwhile takes one away).
    var nextVolleySize: Int { isMyTurn ? shotsThisTurn : shotsPerTurn }
}
