/// The new-game form: Tab or arrows between fields, left/right or space to change a choice,
/// typing for names, Enter to create, Esc to go back.
enum NewGameKeys {
    static func intents(for key: Key, form: NewGameForm, in state: inout ClientState) -> [Intent] {
        var form = form
        defer { if case .newGame = state.page { state.page = .newGame(form) } }
        switch key {
        case .up, .backTab: form.moveFocus(by: -1)
        case .down, .tab: form.moveFocus(by: 1)
        case .left, .right, .character(" "): form.cycleChoice()
        case .enter: return [.createGame(form)]
        case .escape: return [.showLobby]
        default:
            form.editFocusedText { field in KeyBindings.edit(&field, with: key) }
        }
        return []
    }
}
