import BroadsideCore
import BroadsideProtocol

/// `DECLINE` (protocol version 2): the end of a standing offer of a rematch, by either seat.
extension MatchSession {
    /// Removes the offer that stands after a round: the other seat's, declined, or `seat`'s own,
    /// withdrawn. The other seat is told (a connection of version 1 is not: `ConnectionState.speaks`),
    /// and either seat may offer again afterwards.
    mutating func decline(for seat: Seat, since before: Snapshot) throws(ProtocolError) -> SessionOutcome {
        guard match.hasOpponent else { throw ProtocolError(.noOpponent, "nobody has joined this game") }
        guard match.game.phase.isOver else { throw ProtocolError(.notOver, "the round is not over yet") }
        // The computer accepts at once, so no offer ever stands in a game against it.
        guard match.rematchOffers.a || match.rematchOffers.b else {
            throw ProtocolError(.noOffer, "no rematch is on offer; REMATCH offers one")
        }
        match.rematchOffers = SeatPair(a: false, b: false)
        let deliveries = deliver(.declined(match.reference(seat.opponent), by: seat), to: seat.opponent)
        return outcome([.ok("DECLINE", [match.reference(seat).description])], deliveries, since: before)
    }
}
