import BroadsideProtocol

/// The fleet editor: move the ship in hand with arrows or hjkl, `r` rotates, Enter places (and,
/// once every ship is placed, declares the fleet ready), `p` picks up the ship under the cursor,
/// Tab takes another ship, `R` fills the fleet at random, `x` clears it (asking first), `s` saves
/// the layout, `L` lists saved layouts, `?` lists the keys, Esc goes back to the lobby.
enum EditorKeys {
    static func intents(for key: Key, ref: SeatReference, in state: inout ClientState) -> [Intent] {
        if let question = state.editors[ref]?.takeQuestion() { return answer(question, with: key, in: &state) }
        if let step = key.movement {
            state.editors[ref]?.move(rows: step.rows, columns: step.columns)
            return []
        }
        switch key {
        case .character("r"):
            guard state.editors[ref]?.selected != nil else {
                state.message = "Every ship is placed, so none is in hand to rotate: p picks one up."
                return []
            }
            state.editors[ref]?.rotate()
        case .tab:
            takeAnotherShip(ref, in: &state)
        case .enter, .character(" "): return [.placeSelected]
        case .character("p"): return [.pickUp(nil)]
        case .character("R"): return [.placeRandomly]
        case .character("x"):
            // With nothing placed there is nothing to lose, so nothing to ask.
            guard state.editors[ref]?.fleet.placements.isEmpty == false else { return [.resetFleet] }
            state.editors[ref]?.ask(.clearFleet)
        case .character("s"): return [.startSavingLayout]
        case .character("L"): return [.showLayouts]
        case .character("q"), .escape: return [.showLobby]
        default:
            KeyBindings.unanswered(key, in: &state)
        }
        return []
    }

    /// The answer to the editor's question, on the editor or on the prompt for a layout's name:
    /// y carries it out; any other key only declines it, and is not also a move (Enter would
    /// place a ship).
    static func answer(_ question: EditorQuestion, with key: Key, in state: inout ClientState) -> [Intent] {
        guard key == .character("y") else {
            state.message = question.declined
            return []
        }
        return switch question {
        case .clearFleet: [.resetFleet]
        case .replaceLayout(let name): [.saveLayout(name)]
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
