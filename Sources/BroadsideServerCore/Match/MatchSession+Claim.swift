import BroadsideCore
import BroadsideProtocol

/// `CLAIM`: a win over an opponent away, or keeping the round waiting, for longer than `claimLimits` allow.
extension MatchSession {
    mutating func claim(for seat: Seat, now: ContinuousClock.Instant) throws(ProtocolError) {
        guard match.hasOpponent else { throw ProtocolError(.noOpponent, "nobody has joined this game") }
        guard !match.game.phase.isOver else { throw GameError.gameOver.protocolError }
        let opponent = seat.opponent
        // Each ground for the claim, with how long it has held and how long it must.
        var grounds: [(ground: ForfeitGround, what: String, held: Duration, needed: Duration)] = []
        // Hot-seat: one connection holding both seats has no opponent to claim against.
        let holdsBoth = presence.holder(of: opponent) != nil && presence.holder(of: opponent) == presence.holder(of: seat)
        if !match.isComputer(opponent), !holdsBoth {
            if let away = presence.away(opponent, now: now) { grounds.append((.away, "been away", away, claimLimits.away)) }
            if waitingOn == opponent {
                let what = match.game.phase.turn == opponent ? "had the turn" : "kept the round waiting for their fleet"
                grounds.append((.keptWaiting, what, turnBegan.duration(to: now), claimLimits.turn))
            }
        }
        guard let nearest = grounds.min(by: { $0.needed - $0.held < $1.needed - $1.held }) else {
            let why = match.isComputer(opponent) ? "the computer is never away"
                : holdsBoth ? "this connection holds your opponent's seat too"
                : waitingOn == seat ? "your opponent is connected, and the round waits on you" : "your opponent is connected"
            throw ProtocolError(.opponentPresent, why)
        }
        guard nearest.held >= nearest.needed else {
            // The wait rounded up, and what was held counted from it, so that the two add up to the
            // limit: the whole seconds held, as `away=` shows them.
            let wait = (nearest.needed - nearest.held).wholeSeconds
            let held = nearest.needed.wholeSeconds - wait
            throw ProtocolError(
                .tooEarly, "your opponent has \(nearest.what) for \(held)s; you can claim in \(wait)s",
                fields: [Field("wait", wait)])
        }
        // Both grounds may hold: away is the one said then, as PROTOCOL.md 7.11 has it.
        let isAwayLongEnough = grounds.contains { $0.ground == .away && $0.held >= $0.needed }
        let ground = isAwayLongEnough ? .away : nearest.ground
        try rules { game throws(GameError) in try game.forfeit(opponent, on: ground) }
    }

    /// The seat the round waits on while the other has nothing to do: the seat to fire, or while
    /// fleets are placed the only one not ready. Nil when it waits on both, or on nobody.
    var waitingOn: Seat? {
        if let turn = match.game.phase.turn { return turn }
        guard match.roundPhase == .placing else { return nil }
        let (a, b) = (match.game.isReady(.a), match.game.isReady(.b))
        return a == b ? nil : a ? .b : .a
    }
}
