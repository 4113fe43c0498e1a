import BroadsideCore
import BroadsideProtocol

/// The game screen: aim with arrows or `h` `j` `k` `l`, or type a coordinate (`B7`; the rows H and J
/// as capitals, since lowercase h and j move), also ahead while the round waits on the opponent;
/// Enter fires (in salvo, Enter picks cells, ahead too, and the last one fires). `r` asks for a
/// rematch after the round and `n` declines one offered (or withdraws the player's own), `w` claims
/// the win against an absent opponent, `X` then `y` forfeits, `?` lists the keys, Esc or `q` goes
/// back to the lobby. In hot-seat, Enter passes the terminal once the player's turn is done, or the
/// round over; Space does neither that nor fire there.
enum GameKeys {
    static func intents(for key: Key, ref: SeatReference, in state: inout ClientState) -> [Intent] {
        guard let model = state.seats[ref] else { return [] }
        let forfeitAsked = state.forfeitAsked == ref
        state.forfeitAsked = nil
        if forfeitAsked {
            // Only y (or Y) carries it out; the key that declines is not also a move: Enter would fire.
            guard key.isYes, !model.isOver else {
                state.message = "Carrying on: nothing was forfeited."
                return []
            }
            return [.forfeit]
        }
        var aim = state.aims[ref] ?? Aim()
        defer { state.aims[ref] = aim }
        // The cursor moves only where it is shown (`SeatModel.isAiming`): moved out of sight, it
        // would start the player's turn somewhere they never chose.
        let isAiming = model.isAiming(isHotSeat: state.isHotSeat(ref.code))
        if let step = key.movement {
            guard isAiming else { return [] }
            let byLetter = if case .character = key { true } else { false }
            aim.move(rows: step.rows, columns: step.columns, byLetter: byLetter)
            return []
        }
        let afterLetterMove = aim.takeLetterMove()
        let afterRefusal = aim.takeRefusal()
        switch key {
        case .character(" ") where state.isHotSeat(ref.code):
            // Space takes the terminal at the handover: a double press or a key repeat lands here,
            // and would fire (or pass the terminal on) from a board the player has not yet seen.
            state.message = AimingHints.spaceAtSharedTerminal(aim, model: model)
        case .enter, .character(" "):
            if state.isHotSeat(ref.code), !model.isMyTurn { return [.passTerminal] }
            return aimed(&aim, model: model, state: &state)
        case .backspace:
            if aim.typed.isEmpty { aim.dropLastSalvoCell() } else { aim.deleteTyped() }
        case .escape where afterRefusal:
            // The refusal dropped the typing: the Esc meant for it takes back the refusal, not the page.
            state.message = nil
        case .escape:
            guard aim.typed.isEmpty, aim.salvo.isEmpty else {
                aim.clearTyped()
                aim.clearSalvo()
                return []
            }
            return [.showLobby]
        case .character("q"): return [.showLobby]
        case .character("r") where model.isOver: return [.rematch]
        // Also where it cannot decline (a shared terminal, an older server), to say how the offer
        // is answered; and once an offer has ended, a second n says again how, not the lobby's n.
        case .character("n") where model.isOver && (model.offerStands || model.offerEnd != nil):
            return [.declineRematch]
        case .character("w") where !model.isOver: return [.claim]
        case .character("X") where !model.isOver:
            // One key would be too easy to hit by mistake for something that cannot be undone.
            state.forfeitAsked = ref
            state.message = GameStatus.forfeitQuestion(model)
        case .character("?"):
            KeyBindings.listKeys(in: &state)
        case .character(let character) where !isAiming:
            state.message = AimingHints.notAKey(character, model: model, isHotSeat: state.isHotSeat(ref.code))
        case .character(let character):
            let before = aim.typed
            if !aim.type(character) {
                // What was typed before cannot be finished by this: start again.
                aim.refuseTyped()
                state.message = AimingHints.refused(
                    character, after: before, afterLetterMove: afterLetterMove, cursor: aim.cursor, model: model,
                    isHotSeat: state.isHotSeat(ref.code))
            }
        default:
            break
        }
        return []
    }

    /// Enter on the cursor or the typed coordinate: one shot in classic; in salvo the cell joins
    /// the volley (`pick`). Where nothing is aimed at (the round over), the shot says why not.
    private static func aimed(_ aim: inout Aim, model: SeatModel, state: inout ClientState) -> [Intent] {
        if !aim.typed.isEmpty, aim.typedCoordinate == nil {
            state.message = AimingHints.unfinishedCell(row: aim.typed)
            return []
        }
        aim.clearTyped()
        guard model.rules.variant == .salvo, model.isAiming(isHotSeat: state.isHotSeat(model.reference.code)) else {
            return [.fire([aim.cursor])]
        }
        return pick(&aim, model: model, state: &state)
    }

    /// A salvo's cell picked, or taken out again, also ahead while the round waits on the opponent.
    /// The salvo fires once it has its number of shots on the player's turn; against the computer,
    /// whose turn is brief, one completed during it waits for the turn (`keepForTurn`); against a
    /// person it waits for Enter on the player's turn.
    private static func pick(_ aim: inout Aim, model: SeatModel, state: inout ClientState) -> [Intent] {
        let size = model.nextVolleySize
        // A salvo picked whole ahead fires on the turn wherever the cursor is: the player was told
        // Enter would fire it, and the cursor is most likely still on the cell that completed it.
        if model.isMyTurn, aim.salvo.count == size { return [.fire(aim.salvo)] }
        if aim.salvo.count >= size, !aim.salvo.contains(aim.cursor) {
            state.message = aim.salvo.count > size
                ? "Only \(size, counting: "shot") now, one for each ship you have afloat: take \(aim.salvo.count - size) back "
                    + "(Backspace takes the last chosen, Enter a chosen cell)."
                : "The salvo has its \(size, counting: "cell"): Backspace takes one back."
            return []
        }
        if model.targetGrid.firedAt.contains(aim.cursor) {
            state.message = "Already fired at \(aim.cursor)."
            return []
        }
        let wasPicked = aim.salvo.contains(aim.cursor)
        aim.toggleSalvoCell()
        if wasPicked {
            // Said, as a cell that silently leaves the count looks like a key gone astray.
            state.message = "\(aim.cursor) taken back: Enter on a chosen cell takes it back."
            return []
        }
        guard aim.salvo.count == size else { return [] }
        if model.isMyTurn || model.summary.opponent == .computer { return [.fire(aim.salvo)] }
        state.message = "Salvo chosen: press Enter on your turn to fire it."
        return []
    }
}
