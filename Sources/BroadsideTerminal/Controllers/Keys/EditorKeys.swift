import BroadsideProtocol

/// The fleet editor: move the ship in hand with arrows or hjkl, or type the cell it goes to as on
/// the game screen (`B7`; the rows H and J as capitals, since lowercase h and j move: none of the
/// editor's other letters, `r` `p` `x` `s` `q` `R` `L`, is a row A-J), `r` rotates, Enter places
/// (and, once every ship is placed, declares the fleet ready), as Space does but at a shared
/// terminal, `p` picks up the ship under the cursor, Tab takes another ship, `R` fills the fleet
/// at random, `x` clears it (asking first), `s` saves the layout, `L` lists saved layouts, `?`
/// lists the keys, Esc clears the typing or else goes back to the lobby, as `q` does.
enum EditorKeys {
    static func intents(for key: Key, ref: SeatReference, in state: inout ClientState) -> [Intent] {
        if let question = state.editors[ref]?.takeQuestion() { return answer(question, with: key, in: &state) }
        if let step = key.movement {
            let byLetter = if case .character = key { true } else { false }
            state.editors[ref]?.move(rows: step.rows, columns: step.columns, byLetter: byLetter)
            return []
        }
        let afterLetterMove = state.editors[ref]?.takeLetterMove() ?? false
        let afterRefusal = state.editors[ref]?.takeRefusal() ?? false
        switch key {
        case .character("r"):
            guard state.editors[ref]?.selected != nil else {
                state.message = "Every ship is placed, so none is in hand to rotate: p picks one up."
                return []
            }
            state.editors[ref]?.rotate()
        case .tab:
            takeAnotherShip(ref, in: &state)
        case .character(" ") where state.isHotSeat(ref.code):
            // Space takes the terminal at the handover: a double press or a key repeat lands here,
            // and would place ships, and declare the fleet ready, where the player never chose.
            state.message = AimingHints.spaceInSharedEditor(state.editors[ref])
        case .enter, .character(" "):
            if let typed = state.editors[ref]?.typing, typed.isUnfinished {
                state.message = AimingHints.unfinishedCell(row: typed.text)
                return []
            }
            state.editors[ref]?.clearTyped()
            return [.fleet(.placeSelected)]
        case .backspace:
            state.editors[ref]?.deleteTyped()
        case .character("p"): return [.fleet(.pickUp(nil))]
        case .character("R"): return [.fleet(.placeRandomly)]
        case .character("x"):
            // With nothing placed there is nothing to lose, so nothing to ask.
            guard state.editors[ref]?.fleet.placements.isEmpty == false else { return [.fleet(.resetFleet)] }
            state.editors[ref]?.ask(.clearFleet)
        case .character("s"): return [.fleet(.startSavingLayout)]
        case .character("L"): return [.fleet(.showLayouts)]
        case .escape where afterRefusal:
            // As on the game screen: the refusal dropped the typing, and this Esc takes back its message.
            state.message = nil
        case .escape where state.editors[ref]?.typing.text.isEmpty == false:
            state.editors[ref]?.clearTyped()
        case .character("q"), .escape: return [.showLobby]
        case .character(let character) where character != "?":
            type(character, afterLetterMove: afterLetterMove, ref: ref, in: &state)
        default:
            KeyBindings.unanswered(key, in: &state)
        }
        return []
    }

    /// A character of a cell, as the game screen takes it: the ship in hand moves there once it
    /// is one. A digit that makes no cell says why, as there; any other key is no key of the editor.
    private static func type(_ character: Character, afterLetterMove: Bool, ref: SeatReference, in state: inout ClientState) {
        // `editor` as it was before the key: what was typed, and where the cursor stays.
        guard let editor = state.editors[ref], state.editors[ref]?.type(character) == false else { return }
        // What was typed before cannot be finished by this: start again, as the game screen does.
        state.editors[ref]?.refuseTyped()
        let enter = editor.selected.map { "Enter places the \($0.name) there" } ?? "p picks up the ship there"
        guard let hint = AimingHints.digitRefused(
            character, after: editor.typing.text, afterLetterMove: afterLetterMove, cursor: editor.cursor, enter: enter)
        else { return KeyBindings.unanswered(.character(character), in: &state) }
        state.message = hint
    }

    /// The answer to the editor's question, on the editor or on the prompt for a layout's name:
    /// y carries it out; any other key only declines it, and is not also a move (Enter would
    /// place a ship).
    static func answer(_ question: EditorQuestion, with key: Key, in state: inout ClientState) -> [Intent] {
        guard key.isYes else {
            state.message = question.declined
            return []
        }
        return switch question {
        case .clearFleet: [.fleet(.resetFleet)]
        case .replaceLayout(let name): [.fleet(.saveLayout(name))]
        case .deleteLayout(let name): [.deleteLayout(name)]
        }
    }

    /// Tab: the next ship not placed yet, or why there is none.
    private static func takeAnotherShip(_ ref: SeatReference, in state: inout ClientState) {
        guard let editor = state.editors[ref] else { return }
        let missing = editor.fleet.missing(for: editor.rules)
        guard missing.count > 1 else {
            state.message = missing.first.map { "The \($0.name) is the last ship to place: there is no other to take." }
                ?? "Every ship is placed, so there is no other to take: p picks one up."
            return
        }
        state.editors[ref]?.selectNextShip()
    }
}
