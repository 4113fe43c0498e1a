import BroadsideProtocol

extension SessionController {
    /// `RESUME` answered. At start the seats come back in the order they were stored, so the last
    /// one still in play is in the game played last: the lobby's choice.
    mutating func resumed(_ line: ServerLine) {
        guard let ref = line.positional.first.flatMap(SeatReference.init) else { return }
        if isStarting, state.seats[ref]?.isOver == false { state.lobby.select(awaiting: ref.code) }
    }

    /// The first game list of the session. Hot-seat and solo open on a new game, but one who
    /// comes back to a game in play is shown the list instead, on the game played last (else on
    /// one whose rematch offer waits for their answer): Enter on the form would have made another
    /// game where they meant to go on with that one. Every mode then says how to go on with it:
    /// the list alone does not say it is where they were.
    mutating func listedAtStart() {
        guard isStarting else { return }
        isStarting = false
        let inPlay = state.lobby.selectedGame.flatMap { $0.isOver ? nil : $0 }
        guard let game = inPlay ?? state.lobby.games.first(where: \.awaitsRematchAnswer) else { return }
        state.lobby.select(game.code)
        if state.mode != .network {
            guard state.page == .newGame(state.newGameForm) else { return }
            state.page = .lobby
        }
        guard state.page == .lobby else { return }
        let choice = switch state.inputStyle {
        case .keys: "Enter goes on with game \(game.code); n starts a new one."
        case .commands: "open \(game.code) goes on with it; new starts another."
        }
        // After what the start had to say already (the name played as, say).
        state.message = [state.message, choice].compactMap { $0 }.joined(separator: " ")
    }
}
