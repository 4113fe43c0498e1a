extension ChildProcess {
    /// From a full-screen `solo` client's new-game form to `name`'s first turn: the game created,
    /// the fleet placed at random and readied. `turnNote`: what the turn's line says after that
    /// (the shots of a salvo).
    func startSoloRound(as name: String, turnNote: String = "") async throws {
        try await openSoloEditor()
        send("R")
        try await waitFor("Every ship is placed")
        send("\r")
        try await waitFor("\(name), it's your turn\(turnNote)")
    }

    /// From a full-screen `solo` client's new-game form to the fleet editor of the game it creates.
    func openSoloEditor() async throws {
        try await waitFor("new game")
        send("\r")
        try await waitFor("Carrier at A1 across")
    }
}
