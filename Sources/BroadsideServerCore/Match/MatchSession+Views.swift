import BroadsideCore
import BroadsideProtocol

/// What each seat may see of the match: its own fleet and shots, the enemy's only once the round
/// is over.
extension MatchSession {
    public func summary(for seat: Seat) -> SeatSummary {
        let phase = match.game.phase
        return SeatSummary(
            reference: match.reference(seat), round: match.round, rules: match.rules, opponent: match.opponent,
            opponentName: match.names[seat.opponent], phase: match.roundPhase, turn: phase.turn,
            first: match.game.firstSeat, score: match.series.wins, winner: phase.winner, reason: EndReason(phase),
            cause: phase.forfeitGround, rematchOffers: phase.isOver ? match.rematchOffers : nil)
    }

    public func listing(for seat: Seat, now: ContinuousClock.Instant) -> GameListing {
        let game = match.game.summary
        return GameListing(
            summary: summary(for: seat), ships: game.shipsAfloat[seat], enemyShips: game.shipsAfloat[seat.opponent],
            ready: game.ready, opponentPresence: OpponentPresence(awaySeconds: opponentAwaySeconds(of: seat, now: now)))
    }

    public func state(for seat: Seat, now: ContinuousClock.Instant) -> SeatState {
        let game = match.game
        let view = game.view(for: seat)
        return SeatState(
            summary: summary(for: seat), shotsThisTurn: view.shotsThisTurn, ready: view.ready,
            awaySeconds: opponentAwaySeconds(of: seat, now: now),
            turnSeconds: game.phase.turn == nil ? nil : Int(turnBegan.duration(to: now).components.seconds),
            claimAfterSeconds: claimLimits.away.wholeSeconds, turnLimitSeconds: claimLimits.turn.wholeSeconds,
            fleet: game.fleet(of: seat).placements, incoming: game.shots(firedBy: seat.opponent),
            outgoing: game.shots(firedBy: seat),
            revealed: game.phase.isOver ? game.fleet(of: seat.opponent).placements : nil,
            ownVolley: game.latestVolleySize(firedBy: seat), enemyVolley: game.latestVolleySize(firedBy: seat.opponent))
    }

    /// Seconds the opponent of `seat` has been without a connection: nil while present, and when
    /// there is no human to be away (the computer, or nobody yet).
    private func opponentAwaySeconds(of seat: Seat, now: ContinuousClock.Instant) -> Int? {
        guard match.opponent == .human, match.hasOpponent else { return nil }
        return presence.away(seat.opponent, now: now).map { Int($0.components.seconds) }
    }
}
