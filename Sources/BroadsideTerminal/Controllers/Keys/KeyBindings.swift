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
        case .handover: handoverIntents(for: key, in: &state)
        }
    }

    /// Hot-seat handover: Space when the next player has the terminal; Esc or q leaves for the
    /// lobby, as q does on the game screen. Not Enter: Enter leads here, so a double press or a
    /// key repeat would show the next player's fleet to the one passing the terminal.
    private static func handoverIntents(for key: Key, in state: inout ClientState) -> [Intent] {
        switch key {
        case .character(" "): return [.takeTerminal]
        case .enter: state.message = KeyGuide.handoverEnter
        case .escape, .character("q"): return [.showLobby]
        default: unanswered(key, in: &state)
        }
        return []
    }

    /// `?`: the page is covered by the list of its keys until the next key.
    static func listKeys(in state: inout ClientState) {
        state.keyGuide = state.page
    }

    /// A key the page does not answer: `?` lists the page's keys; a printable key or Tab is told
    /// it is not one of them, as a key that does nothing without a word looks unheard. Other
    /// control keys (arrows that lead nowhere, say) stay silent.
    static func unanswered(_ key: Key, in state: inout ClientState) {
        switch key {
        case .character("?"): listKeys(in: &state)
        case .character(" "): state.message = KeyGuide.notAKey("Space", on: state.page)
        case .character(let character) where character.isPrintableASCII:
            state.message = KeyGuide.notAKey(String(character), on: state.page)
        case .tab: state.message = KeyGuide.notAKey("Tab", on: state.page)
        default: break
        }
    }

    /// Applies a text-editing key to a field; other keys change nothing. Returns why a character
    /// was not typed, for the message line.
    static func edit(_ field: inout TextField, with key: Key) -> String? {
        switch key {
        case .backspace: field.deleteBackward()
        case .clearLine: field.clear()
        case .character(let character): return field.type(character).map(field.content.sentence)
        default: break
        }
        return nil
    }
}
