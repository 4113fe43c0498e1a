import BroadsideProtocol

/// Saved layouts: the list (Enter loads, `d` deletes, Esc goes back to the editor) and the prompt
/// for a name to save under.
enum LayoutKeys {
    static func intents(for key: Key, ref: SeatReference, selection: Int, in state: inout ClientState) -> [Intent] {
        let names = state.layouts.names
        guard names.indices.contains(selection) else {
            state.page = .editor(ref)
            return []
        }
        if let step = key.movement, step.columns == 0 {
            state.page = .layouts(ref, selection: min(max(selection + step.rows, 0), names.count - 1))
            return []
        }
        switch key {
        case .enter: return [.loadLayout(names[selection])]
        case .character("d"): return [.deleteLayout(names[selection])]
        case .escape, .character("q"):
            state.page = .editor(ref)
            return []
        default: return []
        }
    }

    static func intents(for key: Key, ref: SeatReference, naming field: TextField, in state: inout ClientState) -> [Intent] {
        var field = field
        switch key {
        case .enter: return [.saveLayout(field.text)]
        case .escape: state.page = .editor(ref)
        default:
            KeyBindings.edit(&field, with: key)
            state.page = .saveLayout(ref, field)
        }
        return []
    }
}
