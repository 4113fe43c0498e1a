import BroadsideCore
import BroadsideProtocol

/// Saying no to a rematch (`DECLINE`, protocol version 2): the opponent's offer declined, or the
/// player's own withdrawn, so that nobody waits on an answer that will not come.
extension SessionController {
    /// Declines the opponent's offer of a rematch, or withdraws the player's own.
    mutating func declineRematch() -> [Effect] {
        guard case let (ref, model)? = currentSeat else { return noGameOnScreen() }
        guard state.mayDeclineRematch(in: ref.code) else {
            state.message = state.isHotSeat(ref.code)
                ? "At a shared terminal an offer of a rematch is answered by taking the terminal, or not."
                : "This server cannot take a rematch offer back; the offer stands until the next round."
            return []
        }
        guard model.isOver, model.rematchOffered || model.rematchRequested else {
            state.message = "No rematch is on offer, so there is nothing to decline."
            return []
        }
        return [.send(.decline(ref))]
    }

    /// The server took the `DECLINE`: no offer stands now, and either player may offer again.
    mutating func declined(_ ref: SeatReference) {
        guard let model = state.seats[ref] else { return }
        if model.rematchOffered {
            state.message = "You declined \(model.opponentLabel)'s offer of a rematch."
        } else if model.rematchRequested {
            state.message = "You withdrew your offer of a rematch."
        }
        state.seats[ref]?.markNoOfferStands()
    }
}
