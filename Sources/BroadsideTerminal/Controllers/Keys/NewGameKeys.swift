/// The new-game form: Tab or arrows between fields, left/right or space to change a choice,
/// typing for names, Enter to create, Esc to go back.
enum NewGameKeys {
    static func intents(for key: Key, form: NewGameForm, in state: inout ClientState) -> [Intent] {
        var form = form
        defer { if case .newGame = state.page { state.page = .newGame(form) } }
        let onName = form.textField(form.focus) != nil
        switch key {
        case .up, .backTab: form.moveFocus(by: -1)
        case .down: form.moveFocus(by: 1)
        case .tab where form.fields.count > 1: form.moveFocus(by: 1)
        case .left, .right: form.cycleChoice()
        case .character(" ") where !onName: form.cycleChoice()
        case .enter: return [.createGame(form)]
        case .escape: return [.showLobby]
        // No name holds `?`: it lists the keys.
        case .character("?"): KeyBindings.listKeys(in: &state)
        // A character no name holds, or one past the limit, is refused with why.
        case .character where onName, .backspace, .clearLine:
            state.message = form.editFocusedText { field in KeyBindings.edit(&field, with: key) } ?? nil
        default: KeyBindings.unanswered(key, in: &state)
        }
        return []
    }
}
