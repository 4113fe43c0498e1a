import BroadsideProtocol

extension SessionController {
    /// `RESUME` answered. At start the seats come back in the order they were stored, so the last
    /// one still in play, or with an offer of a rematch to answer, is in the game played last:
    /// the lobby's choice, if it waits on the player (`listedAtStart`).
    mutating func resumed(_ line: ServerLine) {
        guard let ref = line.positional.first.flatMap(SeatReference.init), isStarting, let model = state.seats[ref] else { return }
        if !model.isOver || model.rematchOffered { state.lobby.select(awaiting: ref.code) }
    }

    /// The first game list of the session: the cursor starts on the game played last if it waits
    /// on the player, else on the first game listed, which is the first that waits on them if any
    /// does. Hot-seat and solo open on a new game, but one who comes back to a game in play, or to
    /// an offer of a rematch to answer, is shown the list instead: Enter on the form would have
    /// made another game where they meant to go on with that one. Every mode then says how to go
    /// on with it: the list alone does not say it is where they were.
    mutating func listedAtStart() {
        guard isStarting else { return }
        isStarting = false
        let lastPlayed = state.lobby.selectedGame.flatMap { $0.awaitsThisClient ? $0 : nil }
        guard let game = lastPlayed ?? state.lobby.visibleGames.first else { return }
        state.lobby.select(game.code)
        guard !game.isOver || game.awaitsRematchAnswer else { return }
        if state.mode != .network {
            guard state.page == .newGame(state.newGameForm) else { return }
            state.page = .lobby
            // The form said it beside the name; line mode said it at start.
            if state.inputStyle == .keys, let note = state.rememberedNameNote { state.message = note }
        }
        guard state.page == .lobby else { return }
        let choice = switch state.inputStyle {
        case .keys: "Enter goes on with game \(game.code); n starts a new one."
        case .commands: "open \(game.code) goes on with it; new starts another."
        }
        // After what the start had to say already (the name played as, say).
        add(choice)
    }
}
