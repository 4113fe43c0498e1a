/// The game list: move, open, new, join by code, give up or remove a game, hide finished games, quit.
enum LobbyKeys {
    static func intents(for key: Key, in state: inout ClientState) -> [Intent] {
        if let asked = state.lobby.takeAskedRemoval() {
            // Only y (or Y) carries it out; the key that declines is not also a move: Enter would open a game.
            guard key.isYes else {
                state.message = asked.declined
                return []
            }
            return [.remove(asked)]
        }
        if let step = key.movement {
            if step.columns == 0 {
                state.lobby.moveSelection(by: step.rows)
            } else if case .character(let letter) = key {
                // vi's keys move across on the grids; a list has nothing across.
                state.message = "\(letter) does not move across the lobby: j and k choose a game; ? lists the keys."
            }
            return []
        }
        switch key {
        case .enter: return state.lobby.selectedGame.map { [.open($0.code)] } ?? []
        case .character("n"): return [.startNewGame]
        case .character("c"):
            if let nothingToJoin = state.mode.nothingToJoin {
                state.message = nothingToJoin
                return []
            }
            return [.startJoin]
        case .character("x"):
            guard let game = state.lobby.selectedGame else {
                state.message = "There is no game to give up or remove."
                return []
            }
            return [.askRemoval(game.code)]
        case .character("f"):
            state.lobby.toggleFinished()
            return []
        case .character("g"): return [.refreshGames]
        case .home:
            state.lobby.moveSelection(by: -state.lobby.visibleGames.count)
            return []
        case .end:
            state.lobby.moveSelection(by: state.lobby.visibleGames.count)
            return []
        case .pageUp: return [.pageThroughGames(-1)]
        case .pageDown: return [.pageThroughGames(1)]
        case .character("q"): return [.quit]
        case .escape:
            // Esc goes back a page everywhere else: pressed once too often, it must not end the client.
            state.message = "Press q to quit."
            return []
        default:
            KeyBindings.unanswered(key, in: &state)
            return []
        }
    }
}
