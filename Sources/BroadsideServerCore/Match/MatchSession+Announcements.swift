import BroadsideCore
import BroadsideProtocol

/// What the seats are told of a move: the reply to a volley, and the events each seat's holder gets.
extension MatchSession {
    func fireReply(_ volley: Volley) -> ServerLine {
        let then = TurnAfter(volley.phase).map { [$0.field.description] } ?? []
        return .ok("FIRE", [match.reference(volley.shooter).description] + volley.shots.map(\.wireForm) + then)
    }

    /// Tells the seat shot at, and both seats if the round ended.
    mutating func announce(_ volley: Volley) -> [Delivery] {
        let target = volley.shooter.opponent
        var deliveries: [Delivery] = []
        if let then = TurnAfter(volley.phase) {
            deliveries += deliver(.shot(match.reference(target), by: volley.shooter, shots: volley.shots, then: then), to: target)
        }
        if volley.phase.isOver { deliveries += finishRound() }
        return deliveries
    }

    func announceStart() -> [Delivery] {
        Seat.allCases.flatMap { deliver(.started(match.reference($0), first: match.game.firstSeat), to: $0) }
    }

    /// Scores the round that just ended and reveals each fleet to the other seat.
    mutating func finishRound() -> [Delivery] {
        let phase = match.game.phase
        match.series.record(phase)
        match.rematchOffers = SeatPair(a: false, b: false)
        return Seat.allCases.flatMap { seat in
            deliver(.over(
                match.reference(seat), winner: phase.winner, reason: EndReason(phase) ?? .abandoned, cause: phase.forfeitGround), to: seat)
                + deliver(.reveal(match.reference(seat), fleet: match.game.fleet(of: seat.opponent).placements), to: seat)
        }
    }

    func deliver(_ event: Event, to seat: Seat) -> [Delivery] {
        presence.holder(of: seat).map { [Delivery($0, event)] } ?? []
    }
}
