import BroadsideProtocol

/// Saved layouts: the list (Enter loads, `d` deletes after asking, Esc goes back to the editor)
/// and the prompt for a name to save under, which asks before it replaces a layout of that name.
enum LayoutKeys {
    static func intents(for key: Key, ref: SeatReference, selection: Int, in state: inout ClientState) -> [Intent] {
        if let question = state.editors[ref]?.takeQuestion() { return EditorKeys.answer(question, with: key, in: &state) }
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
        case .enter: return [.fleet(.loadLayout(names[selection]))]
        case .character("d"): state.editors[ref]?.ask(.deleteLayout(names[selection]))
        case .escape, .character("q"):
            state.page = .editor(ref)
        default:
            KeyBindings.unanswered(key, in: &state)
        }
        return []
    }

    /// Typing the name. `?` is typed too: a layout name may hold it.
    static func intents(for key: Key, ref: SeatReference, naming field: TextField, in state: inout ClientState) -> [Intent] {
        if let question = state.editors[ref]?.takeQuestion() { return EditorKeys.answer(question, with: key, in: &state) }
        var field = field
        switch key {
        case .enter:
            let name = field.text.trimmingSpaces
            guard state.layouts[name] == nil else {
                state.editors[ref]?.ask(.replaceLayout(name))
                return []
            }
            return [.fleet(.saveLayout(field.text))]
        case .escape: state.page = .editor(ref)
        default:
            state.message = KeyBindings.edit(&field, with: key)
            state.page = .saveLayout(ref, field)
        }
        return []
    }
}
