import BroadsideCore
import BroadsideProtocol

/// The game list: each game's opponent, state, whose turn, ships afloat on each side, score.
public enum LobbyView {
    static let columns = "  Code    Rules    Players            State                  Ships   Score"

    public static func layouts(_ state: ClientState, height: Int) -> [Layout] {
        var lines = [title(state), ScreenLine(), ScreenLine(columns, style: .faint)]
        let games = state.lobby.visibleGames
        // Room for the list between the header and the four lines below it.
        let room = max(height - lines.count - 5, 1)
        let first = min(max(state.lobby.selection - room + 1, 0), max(games.count - room, 0))
        for (index, game) in games.enumerated().dropFirst(first).prefix(room) {
            let selected = index == state.lobby.selection
            lines.append(ScreenLine((selected ? "> " : "  ") + row(game, state: state), style: selected ? .cursor : nil))
        }
        if games.isEmpty { lines.append(ScreenLine("  No games yet: press n to start one.")) }
        let hidden = state.lobby.hidesFinished ? state.lobby.finishedCount : 0
        lines.append(ScreenLine(hidden > 0 ? "  \(hidden) finished game\(hidden == 1 ? "" : "s") hidden (f shows them)" : ""))
        lines.append(ScreenLine(state.message ?? "", style: .warning))
        lines.append(ScreenLine(keys(state), style: .faint))
        return [Layout(lines, minimumWidth: 40)]
    }

    private static func title(_ state: ClientState) -> ScreenLine {
        var line = ScreenLine("Broadside", style: .title)
        let kind = switch state.mode {
        case .network: "games"
        case .hotSeat: "games on this computer (hot-seat)"
        case .solo: "games on this computer (solo)"
        }
        line.append("  \(state.playerName)'s \(kind)")
        return line
    }

    /// One game: `K7QX3M  classic  bob  your turn  5 : 3  1-0`.
    static func row(_ game: LobbyGame, state: ClientState) -> String {
        let main = game.main
        let summary = main.summary
        let players = game.isHotSeat
            ? "\(game.seats[1].summary.opponentName ?? "?") vs \(summary.opponentName ?? "?")"
            : (summary.opponent == .computer ? "computer" : summary.opponentName ?? "-")
        let ships = summary.phase == .waiting ? "" : "\(main.ships) : \(main.enemyShips)"
        let score = "\(summary.score[summary.seat])-\(summary.score[summary.seat.opponent])"
        return [
            game.code.description.padding(8), summary.rules.wireForm.padding(9), String(players.prefix(18)).padding(19),
            phrase(game, state: state).padding(23), ships.padding(8), score,
        ].joined()
    }

    /// `your turn`, `bob's turn`, `waiting for an opponent`, `you won`...
    static func phrase(_ game: LobbyGame, state: ClientState) -> String {
        let summary = game.main.summary
        func name(_ seat: Seat?) -> String {
            guard let seat else { return "nobody" }
            if game.isHotSeat { return state.playerName(of: SeatReference(game.code, seat)) }
            return seat == summary.seat ? "you" : summary.opponentName ?? "opponent"
        }
        switch summary.phase {
        case .waiting: return "waiting for an opponent"
        case .placing: return "placing fleets"
        case .playing:
            let turn = name(summary.turn)
            return turn == "you" ? "your turn" : "\(turn)'s turn"
        case .over:
            guard summary.winner != nil else { return "over: abandoned" }
            return "over: \(name(summary.winner)) won"
        }
    }

    private static func keys(_ state: ClientState) -> String {
        let join = state.mode == .network ? " · c join by code" : ""
        return "jk/arrows · Enter open · n new\(join) · f hide finished · q quit"
    }
}
