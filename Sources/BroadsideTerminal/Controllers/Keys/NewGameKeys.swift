import BroadsideProtocol

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
        case .character(let character) where onName: type(character, into: &form, in: &state)
        case .backspace, .clearLine: form.editFocusedText { field in KeyBindings.edit(&field, with: key) }
        default: KeyBindings.unanswered(key, in: &state)
        }
        return []
    }

    /// A name holds the characters of PROTOCOL.md 5.3 only: another is refused with why, rather
    /// than dropped without a word or typed into a name the form then refuses. `?`, which no
    /// name holds, lists the keys.
    private static func type(_ character: Character, into form: inout NewGameForm, in state: inout ClientState) {
        guard let byte = character.asciiValue, Command.isNameByte(byte) else {
            if character == "?" {
                KeyBindings.listKeys(in: &state)
            } else {
                let refused = character == " " ? "spaces" : String(character)
                state.message = "A name cannot hold \(refused): only letters, digits, '_', '-' and '.'."
            }
            return
        }
        form.editFocusedText { $0.type(character) }
    }
}
