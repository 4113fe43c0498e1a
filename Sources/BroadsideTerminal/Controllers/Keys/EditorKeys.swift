import BroadsideProtocol

/// The fleet editor: move the ship in hand with arrows or hjkl, `r` rotates, Enter places (and,
/// once every ship is placed, declares the fleet ready), `p` picks up the ship under the cursor,
/// Tab takes another ship, `R` fills the fleet at random, `x` clears it, `s` saves the layout,
/// `L` lists saved layouts, Esc goes back to the lobby.
enum EditorKeys {
    static func intents(for key: Key, ref: SeatReference, in state: inout ClientState) -> [Intent] {
        if let step = key.movement {
            state.editors[ref]?.move(rows: step.rows, columns: step.columns)
            return []
        }
        switch key {
        case .character("r"):
            state.editors[ref]?.rotate()
            return []
        case .tab:
            state.editors[ref]?.selectNextShip()
            return []
        case .enter, .character(" "): return [.placeSelected]
        case .character("p"): return [.pickUp(nil)]
        case .character("R"): return [.placeRandomly]
        case .character("x"): return [.resetFleet]
        case .character("s"): return [.startSavingLayout]
        case .character("L"): return [.showLayouts]
        case .character("q"), .escape: return [.showLobby]
        default: return []
        }
    }
}
