import BroadsideProtocol

/// Typing a join code: the letters and digits of a code (typed in capitals), Enter to join, Esc
/// to go back, `?` lists the keys.
enum JoinKeys {
    static func intents(for key: Key, field: TextField, in state: inout ClientState) -> [Intent] {
        var field = field
        switch key {
        case .enter:
            guard let code = GameCode(field.text) else {
                state.message = "A code is \(GameCode.length) characters like K7QX3M."
                return []
            }
            return [.join(code)]
        case .escape: return [.showLobby]
        case .character("?"):
            // No code holds it.
            KeyBindings.listKeys(in: &state)
            return []
        default:
            state.message = KeyBindings.edit(&field, with: key)
        }
        state.page = .joinGame(field)
        return []
    }
}
