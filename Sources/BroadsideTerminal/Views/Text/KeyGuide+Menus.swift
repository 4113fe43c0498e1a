extension KeyGuide {
    /// The game list's keys, `x` named for what it does to the selected game; with no game in the
    /// list nothing to open or remove, with one none to move to, and with no finished game none to hide.
    static func lobby(_ session: Presentation) -> [Entry] {
        let lobby = session.lobby
        var entries: [Entry] = []
        let game = lobby.selectedGame
        if lobby.visibleGames.count > 1 {
            entries.append(Entry("↑ ↓, j k", "choose a game", short: "jk/arrows"))
            entries.append(Entry("Home, End", "the first game, the last"))
            entries.append(Entry("PgUp, PgDn", "a page of games up, down"))
        }
        if game != nil { entries.append(Entry("Enter", "open the game", short: "Enter open")) }
        entries.append(Entry("n", "start a new game", short: "n new"))
        if session.mode == .network { entries.append(Entry("c", "join a game with the code its creator gave you", short: "c join")) }
        if let game { entries.append(Entry("x", removal(of: game).does + "; asks first", short: "x " + removal(of: game).short)) }
        if lobby.hidesFinished || lobby.finishedCount > 0 {
            let verb = lobby.hidesFinished ? "show" : "hide"
            entries.append(Entry("f", "\(verb) finished games", short: "f \(verb) finished"))
        }
        return entries + [Entry("g", "fetch the list again"), Entry("q", "quit; your games can be resumed", short: "q quit")]
    }

    /// What `x` does to the selected game.
    private static func removal(of game: LobbyGame) -> (does: String, short: String) {
        switch game.removalKind {
        case .callOff: ("call the game off: nobody has joined it", "call off")
        case .giveUp: ("give the round up", "give up")
        case .forget: ("remove the finished game from the list", "remove")
        }
    }

    /// The new-game form's keys: moving between fields only where there are several, typing only
    /// where there are names.
    static func newGame(_ form: NewGameForm) -> [Entry] {
        var entries = [Entry("Enter", "create the game", short: "Enter create")]
        if form.fields.count > 1 {
            entries += [Entry("Tab, ↓", "next field", short: "Tab/arrows next field"), Entry("Shift-Tab, ↑", "previous field")]
        }
        let choices = form.fields.contains(.opponent) ? "the rules or the opponent" : "the rules"
        entries.append(Entry("← →, space", "change \(choices)", short: "space or ←/→ change"))
        if form.fields.contains(.firstName) {
            entries += [
                Entry("a-z A-Z 0-9 _ - .", "type a name; typing replaces the name offered"),
                Entry("Backspace, Ctrl-U", "delete a letter, clear the name"),
            ]
        }
        return entries + [Entry("Esc", "your games", short: "Esc games")]
    }

    /// The join form's keys: clearing only once something is typed.
    static func join(_ field: TextField) -> [Entry] {
        var entries = [Entry("2-9, A-Z", "type the code (no I, L, O or U)"), Entry("Enter", "join the game", short: "Enter join")]
        if !field.text.isEmpty { entries.append(Entry("Backspace, Ctrl-U", "delete a letter, clear the code", short: "Ctrl-U clear")) }
        return entries + [Entry("Esc", "your games", short: "Esc games")]
    }
}
