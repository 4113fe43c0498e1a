import BroadsideCore
import BroadsideProtocol

extension SessionController {
    /// `x` in the lobby: nothing is sent before the player says y to what will happen.
    mutating func askRemoval(of code: GameCode) -> [Effect] {
        guard let removal = removal(of: code) else { return [] }
        state.lobby.ask(removal)
        return []
    }

    /// The player said y. Carried out only if the game still stands where it did when asked:
    /// someone may have joined, or the round ended, since. Otherwise the new question is asked.
    /// `again` is how the player removes the game, once over, from the list.
    mutating func remove(_ asked: GameRemoval, again: String = "x again") -> [Effect] {
        guard let removal = removal(of: asked.code) else {
            state.message = "Game \(asked.code) is no longer in the list."
            return []
        }
        guard removal == asked else {
            state.lobby.ask(removal)
            return []
        }
        switch removal.action {
        case .callOff(let ref):
            state.message = "Called off \(ref.code); \(again) removes it from the list."
            return [.send(.forfeit(ref))]
        case .giveUp(let ref):
            // Lost by choice: the game screen then says the round was given up, not claimed.
            state.seats[ref]?.markEndingAsked(.forfeit)
            state.message = "\(state.isHotSeat(ref.code) ? state.playerName(of: ref) : "You") gave up \(ref.code); \(again) removes it from the list."
            return [.send(.forfeit(ref))]
        case .forget:
            return forget(removal.code)
        }
    }

    /// Line mode: what `x` and y do at once.
    mutating func drop(_ code: GameCode) -> [Effect] {
        guard let removal = removal(of: code) else {
            state.message = "No game \(code) in your list: games lists them."
            return []
        }
        return remove(removal, again: "drop \(code) again")
    }

    /// Stops holding every seat of a finished game and forgets their tokens, so that no start
    /// resumes it again.
    private mutating func forget(_ code: GameCode) -> [Effect] {
        let refs = heldSeats(of: code)
        let tokens = letGo(of: code)
        let effects = refs.flatMap { ref -> [Effect] in
            [.send(.leave(ref))] + (tokens[ref].map { [.forgetSeat($0)] } ?? [])
        }
        state.message = "Removed game \(code) from the list."
        return effects + lobbyRefresh.ask()
    }

    /// Drops all the client knows of game `code` (`ClientState.drop`); returns the tokens it held
    /// for its seats, for the caller to forget.
    mutating func letGo(of code: GameCode) -> [SeatReference: SeatToken] {
        state.drop(code)
        opening = opening.filter { $0.code != code }
        let tokens = seatTokens.filter { $0.key.code == code }
        seatTokens = seatTokens.filter { $0.key.code != code }
        storedOpponents = storedOpponents.filter { $0.key.code != code }
        return tokens
    }

    /// What `x` would do to a game the lobby lists, and the question that says so.
    func removal(of code: GameCode) -> GameRemoval? {
        guard let game = state.lobby.games.first(where: { $0.code == code }) else { return nil }
        let summary = game.main.summary
        switch game.removalKind {
        case .callOff:
            return GameRemoval(
                code: code, action: .callOff(summary.reference),
                question: "Call off \(code)? Nobody has joined it: its round ends with no winner. y/n")
        case .giveUp:
            // At a shared terminal the round is given up by the player whose go it is.
            let ref = game.isHotSeat ? SeatReference(code, activeSeat(of: code)) : summary.reference
            let against = opponent(of: ref, in: game)
            let name = state.playerName(of: ref)
            return GameRemoval(
                code: code, action: .giveUp(ref),
                question: game.isHotSeat
                    ? "Give up \(code) as \(name) against \(against)? \(name) loses the round. y/n"
                    : "Give up \(code) against \(against)? You lose the round. y/n")
        case .forget:
            return GameRemoval(
                code: code, action: .forget,
                question: "Remove finished game \(code) from the list? It cannot be opened again. y/n")
        }
    }

    private func opponent(of ref: SeatReference, in game: LobbyGame) -> String {
        if game.isHotSeat, let seat = ref.seat { return state.playerName(of: SeatReference(ref.code, seat.opponent)) }
        return game.main.summary.opponent == .computer ? "the computer" : game.main.summary.shownOpponentName ?? "your opponent"
    }
}
