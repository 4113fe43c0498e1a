/// Which keys do what on each page: local changes (cursor, selection, typing) are made here;
/// everything else becomes an intent for the session controller.
enum KeyBindings {
    static func intents(for key: Key, in state: inout ClientState) -> [Intent] {
        switch state.page {
        case .lobby: LobbyKeys.intents(for: key, in: &state)
        case .newGame(let form): NewGameKeys.intents(for: key, form: form, in: &state)
        case .joinGame(let field): JoinKeys.intents(for: key, field: field, in: &state)
        case .editor(let ref): EditorKeys.intents(for: key, ref: ref, in: &state)
        case .layouts(let ref, let selection): LayoutKeys.intents(for: key, ref: ref, selection: selection, in: &state)
        case .saveLayout(let ref, let field): LayoutKeys.intents(for: key, ref: ref, naming: field, in: &state)
        case .game(let ref): GameKeys.intents(for: key, ref: ref, in: &state)
        case .handover: handoverIntents(for: key)
        }
    }

    /// Hot-seat handover: Enter when the next player has the terminal; Esc or q leaves for the
    /// lobby, as q does on the game screen.
    private static func handoverIntents(for key: Key) -> [Intent] {
        switch key {
        case .enter: [.takeTerminal]
        case .escape, .character("q"): [.showLobby]
        default: []
        }
    }

    /// Applies a text-editing key to a field; other keys change nothing.
    static func edit(_ field: inout TextField, with key: Key) {
        switch key {
        case .backspace: field.deleteBackward()
        case .clearLine: field.clear()
        case .character(let character): field.type(character)
        default: break
        }
    }
}
