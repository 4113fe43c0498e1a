extension KeyGuide {
    /// The game list's keys, `x` named for what it does to the selected game.
    static func lobby(_ state: ClientState) -> KeyGuide {
        let lobby = state.lobby
        var entries = [Entry("↑ ↓, j k", "choose a game")]
        if let game = lobby.selectedGame {
            entries.append(Entry("Enter", "open the game"))
            entries.append(Entry("x", removal(of: game) + "; asks first"))
        }
        entries.append(Entry("n", "start a new game"))
        if state.mode == .network { entries.append(Entry("c", "join a game with the code its creator gave you")) }
        entries += [
            Entry("f", lobby.hidesFinished ? "show finished games" : "hide finished games"),
            Entry("g", "fetch the list again"),
            Entry("q, Ctrl-C", quit.does),
        ]
        return KeyGuide(page: "the lobby", entries: entries)
    }

    private static func removal(of game: LobbyGame) -> String {
        switch game.removalKind {
        case .callOff: "call the game off: nobody has joined it"
        case .giveUp: "give the round up"
        case .forget: "remove the finished game from the list"
        }
    }

    /// The new-game form's keys: moving between fields only where there are several, typing only
    /// where there are names.
    static func newGame(_ form: NewGameForm) -> KeyGuide {
        var entries: [Entry] = []
        if form.fields.count > 1 { entries += [Entry("Tab, ↓", "next field"), Entry("Shift-Tab, ↑", "previous field")] }
        let choices = form.fields.contains(.opponent) ? "the rules or the opponent" : "the rules"
        entries.append(Entry("← →, space", "change \(choices)"))
        if form.fields.contains(.firstName) {
            entries += [
                Entry("a-z A-Z 0-9 _ - .", "type a name; typing replaces the name offered"),
                Entry("Backspace, Ctrl-U", "delete a letter, clear the name"),
            ]
        }
        entries += [Entry("Enter", "create the game"), Entry("Esc", "your games"), quit]
        return KeyGuide(page: "the new-game form", entries: entries)
    }

    static let join = KeyGuide(page: "the join form", entries: [
        Entry("2-9, A-Z", "type the code (no I, L, O or U)"),
        Entry("Backspace, Ctrl-U", "delete a letter, clear the code"),
        Entry("Enter", "join the game"),
        Entry("Esc", "your games"), quit,
    ])
}
