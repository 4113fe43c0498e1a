import BroadsideCore
import BroadsideProtocol

/// Saying no to a rematch (`DECLINE`, protocol version 2): the opponent's offer declined, or the
/// player's own withdrawn, so that nobody waits on an answer that will not come.
extension SessionController {
    /// Declines the opponent's offer of a rematch, or withdraws the player's own.
    mutating func declineRematch() -> [Effect] {
        guard case let (ref, model)? = currentSeat else { return noGameOnScreen() }
        guard model.isOver, model.offerStands else {
            // A second n, after the offer ended: how it ended is said again, not hidden.
            state.message = model.offerEndSentence ?? Self.noOfferToDecline
            return []
        }
        guard state.mayDeclineRematch(in: ref.code) else {
            // At a shared terminal an offer is answered by the other player taking the terminal, or not.
            state.message = !state.isHotSeat(ref.code)
                ? "This server cannot take a rematch offer back; the offer stands until the next round."
                : model.rematchOffered
                ? "At a shared terminal an offer is not declined: press Enter to pass the terminal back."
                : "At a shared terminal an offer is not withdrawn: press Enter for \(model.opponentLabel) to answer it."
            return []
        }
        return [.send(.decline(ref))]
    }

    /// The server took the `DECLINE`: no offer stands now, and either player may offer again.
    mutating func declined(_ ref: SeatReference) {
        guard let model = state.seats[ref], model.offerStands else { return }
        let end: OfferEnd = model.rematchOffered ? .youDeclined : .youWithdrew
        state.seats[ref]?.markNoOfferStands(end)
        state.message = end.sentence(opponent: model.opponentLabel)
    }

    /// The `DECLINE` found no offer: the other player declined or withdrew it first, and their
    /// `* DECLINED` comes before this reply or, held back behind it, after. Said either way: left
    /// to that event, which finds no offer standing any more, it would go unsaid.
    mutating func declineFoundNoOffer(_ ref: SeatReference) {
        guard let model = state.seats[ref] else { return }
        if model.rematchOffered {
            state.seats[ref]?.markNoOfferStands(.opponentWithdrew(already: true))
        } else if model.rematchRequested {
            state.seats[ref]?.markNoOfferStands(.opponentDeclined(already: true))
        }
        state.message = state.seats[ref]?.offerEndSentence ?? Self.noOfferToDecline
    }

    private static let noOfferToDecline = "No rematch is on offer, so there is nothing to decline."
}
