import BroadsideCore
import BroadsideProtocol

/// The game list: each game's opponent, state, whose turn, ships afloat on each side, score.
enum LobbyView {
    /// One line per game where the columns fit, the State column as wide as a game's fullest
    /// state needs where the terminal has room for it; two lines per game on a narrower terminal.
    static func layouts(_ session: Presentation, height: Int, now: ContinuousClock.Instant) -> [Layout] {
        // The question asked is what the next key answers, so nothing may hide it.
        let note = session.lobby.askedRemoval?.question ?? session.note(at: now)
        let wide = stateWidths(session, now: now).map { width in
            let columns = LobbyColumns(stateWidth: width)
            let heading = columns.heading(for: session.mode)
            return layout(session, height: height, note: note, heading: heading, minimumWidth: heading.count) { game in
                [row(game, session: session, now: now, columns: columns)]
            }
        }
        let narrow = layout(session, height: height, note: note, heading: "  Code    Players", minimumWidth: Layout.narrowestWidth) { game in
            [narrowRow(game), "    " + details(game, session: session, now: now)]
        }
        return wide + [narrow]
    }

    /// The widths the State column is offered, widest first: each that some game's fullest state
    /// needs beyond the standard, then the standard, where the shorter forms take over.
    private static func stateWidths(_ session: Presentation, now: ContinuousClock.Instant) -> [Int] {
        let needed = session.lobby.visibleGames.map { phrase($0, session: session, now: now).count + 1 }
        return Set(needed.filter { $0 > LobbyColumns.standardStateWidth }).sorted(by: >) + [LobbyColumns.standardStateWidth]
    }

    private static func layout(
        _ session: Presentation, height: Int, note: String?, heading: String, minimumWidth: Int,
        lines describe: (LobbyGame) -> [String]
    ) -> Layout {
        var lines = [title(session), ScreenLine(), ScreenLine(heading, style: .faint)]
        let games = session.lobby.visibleGames
        let (first, room, fitsWhole) = window(session.lobby, linesPerGame: games.first.map { describe($0).count } ?? 1, height: height)
        // Where games are out of the window, each end says how many are beyond it, so that a player
        // knows to scroll to them; at the top, blank until there are some, so the list does not jump.
        if !fitsWhole { lines.append(ScreenLine(first > 0 ? "  \(first) more above" : "", style: .faint)) }
        for (index, game) in games.enumerated().dropFirst(first).prefix(room) {
            let selected = index == session.lobby.selection
            for (part, text) in describe(game).enumerated() {
                let marker = part == 0 && selected ? "> " : "  "
                lines.append(ScreenLine(marker + text, style: selected ? .cursor : nil))
            }
        }
        let hidden = session.lobby.hiddenCount
        if games.isEmpty {
            lines.append(ScreenLine("  " + noGames(session, style: .keys)))
            if let others = otherPlayersGames(session) { lines.append(ScreenLine("  " + others, style: .faint)) }
        }
        let below = max(games.count - first - room, 0)
        let unseen = [
            below > 0 ? "\(below) more below" : nil,
            hidden > 0 ? "\(hidden, counting: "finished game") hidden (f shows them)" : nil,
        ].compactMap { $0 }
        lines.append(ScreenLine(unseen.isEmpty ? "" : "  " + unseen.joined(separator: " · "), style: .faint))
        lines.append(ScreenLine(note ?? "", style: .warning).marked(.message(rank: 0)))
        lines.append(ScreenLine(KeyGuide.line(of: KeyGuide.lobby(session)), style: .faint).marked(.whole))
        return Layout(lines, minimumWidth: minimumWidth)
    }

    /// The games the list has rows for on a terminal `height` rows tall: `room` of them from
    /// `first`, around the selection, and whether that is all of them.
    private static func window(_ lobby: LobbyModel, linesPerGame: Int, height: Int) -> (first: Int, room: Int, fitsWhole: Bool) {
        let count = lobby.visibleGames.count
        // Room between the header's three lines and the four below the list; a list longer than
        // that gives a row more to the line above it that says what is out of the window there.
        let fitsWhole = count * linesPerGame <= height - 8
        let room = max((height - (fitsWhole ? 8 : 9)) / linesPerGame, 1)
        return (min(max(lobby.selection - room + 1, 0), max(count - room, 0)), room, fitsWhole)
    }

    /// How many games the list shows at once on a terminal of `size`: what PgUp and PgDn move by.
    static func gamesShown(_ session: Presentation, size: TerminalSize, now: ContinuousClock.Instant) -> Int {
        // Every layout but the last gives a game one line; the last, for a narrow terminal, two.
        let isNarrow = !layouts(session, height: size.rows, now: now).dropLast().contains { $0.fitted(to: size) != nil }
        return window(session.lobby, linesPerGame: isNarrow ? 2 : 1, height: size.rows).room
    }

    /// What an empty list says: no games yet, or none in play while the finished ones are hidden,
    /// and how to get one: start it, or, over the network, join one someone else started. Where
    /// another client took this one's games, that they are there: "no games" would read as lost.
    static func noGames(_ session: Presentation, style: InputStyle) -> String {
        let elsewhere = session.lobby.openElsewhere.count
        if elsewhere > 0 {
            let (count, them) = elsewhere == 1 ? ("1 of your games is", "it") : ("\(elsewhere) of your games are", "them")
            return "\(count) open in another client as \(session.playerName); quit it, or start this one again to take \(them) back."
        }
        let join = session.mode == .network ? ", or \(style.ask(key: "c", command: "join CODE")) to join one with its code" : ""
        return "No games \(session.lobby.hiddenCount > 0 ? "in play" : "yet"): \(style.ask(key: "n", command: "new")) to start one\(join)."
    }

    /// Under an empty list: the games of other names this account played as here, which it
    /// keeps but does not list, and how to list them.
    static func otherPlayersGames(_ session: Presentation) -> String? {
        guard let first = session.otherPlayers.first else { return nil }
        let names = session.otherPlayers.count == 1 ? first
            : session.otherPlayers.dropLast().joined(separator: ", ") + " and " + (session.otherPlayers.last ?? "")
        let name = session.otherPlayers.count == 1 ? first : "NAME"
        return "Games played here as \(names) are kept too: --name \(name) lists them."
    }

    /// Before the first list: the title, and what the status line says (the server away, say).
    static func loading(_ session: Presentation, now: ContinuousClock.Instant) -> [Layout] {
        let note = ScreenLine(session.note(at: now) ?? "", style: .warning).marked(.message(rank: 0)).indented(by: 2)
        let keys = ScreenLine("  Ctrl-C quits", style: .faint)
        return [Layout([title(session), ScreenLine(), ScreenLine("  Loading your games…"), ScreenLine(), keys, note], minimumWidth: 20)]
    }

    /// Where the width is short the title gives up the program's name, then where the games are
    /// played (on this computer, against the computer), rather than be cut in the middle of a word.
    private static func title(_ session: Presentation) -> ScreenLine {
        // Hot-seat games belong to the pairs who played them, not to the name the client says HELLO with.
        let (games, played) = switch session.mode {
        case .network: ("\(session.playerName)'s games", "")
        case .hotSeat: ("Hot-seat games", " on this computer")
        case .solo: ("\(session.playerName)'s games", " against the computer")
        }
        var line = ScreenLine("Broadside", style: .title)
        line.append("  " + games + played)
        return line.shortened(to: [ScreenLine(games + played), ScreenLine(games)]).marked(.cut)
    }

    /// One game: `K7QX3M  classic  bob  your turn  5 : 3  1-0`, the ships in the heading's order.
    static func row(
        _ game: LobbyGame, session: Presentation, now: ContinuousClock.Instant, columns: LobbyColumns = .standard
    ) -> String {
        columns.row([
            game.code.description, game.main.summary.rules.wireForm, players(game, within: columns.playersWidth),
            columns.fittingState(phrases(game, session: session, now: now)), ships(game), score(game),
        ])
    }

    /// The first line of a game on a narrow terminal: `K7QX3M  bob (salvo)`.
    static func narrowRow(_ game: LobbyGame) -> String {
        let rules = game.main.summary.rules.variant == .classic ? "" : " (\(game.main.summary.rules.wireForm))"
        return game.code.description.padding(8) + players(game, within: 18) + rules
    }

    /// The second line: `your turn · ships you 5, bob 3 · score 1-0`.
    static func details(_ game: LobbyGame, session: Presentation, now: ContinuousClock.Instant) -> String {
        [phrase(game, session: session, now: now), namedShips(game), "score " + score(game)].compactMap { $0 }.joined(separator: " · ")
    }

    /// Who plays, in at most `width` characters: the opponent, or at a shared terminal both players.
    private static func players(_ game: LobbyGame, within width: Int) -> String {
        let summary = game.main.summary
        if game.isHotSeat { return .pairing(game.seats[1].summary.shownOpponentName ?? "?", summary.shownOpponentName ?? "?", within: width) }
        return (summary.opponent == .computer ? "computer" : summary.shownOpponentName ?? "-").cut(to: width)
    }

    private static func ships(_ game: LobbyGame) -> String {
        isAfloatShown(game) ? "\(game.main.ships) : \(game.main.enemyShips)" : ""
    }

    /// The ships afloat with whose they are, where a line has room to say it.
    private static func namedShips(_ game: LobbyGame) -> String? {
        guard isAfloatShown(game) else { return nil }
        // At a shared terminal the first seat's player, named first in Players, comes first.
        let (own, other) = game.isHotSeat
            ? (game.seats[1].summary.shownOpponentName ?? "?", game.main.summary.shownOpponentName ?? "?")
            : ("you", players(game, within: .max))
        return "ships \(own) \(game.main.ships), \(other) \(game.main.enemyShips)"
    }

    /// Nothing is afloat before the round is played: while placing, both counts are the fleet's size.
    private static func isAfloatShown(_ game: LobbyGame) -> Bool {
        game.showsShipCounts
    }

    private static func score(_ game: LobbyGame) -> String {
        let summary = game.main.summary
        return "\(summary.score[summary.seat])-\(summary.score[summary.seat.opponent])"
    }

    /// `your turn`, `bob's turn`, `place your fleet`, `waiting for an opponent`, `over: you won`,
    /// `rematch offered`..., and how long a human opponent has been away while the round is on:
    /// `your turn, bob away 3:05`.
    static func phrase(_ game: LobbyGame, session: Presentation, now: ContinuousClock.Instant) -> String {
        phrases(game, session: session, now: now)[0]
    }

    /// The state in words, fullest first: where the column is short, a shorter one says the
    /// opponent is away rather than lose it to the cut.
    static func phrases(_ game: LobbyGame, session: Presentation, now: ContinuousClock.Instant) -> [String] {
        let summary = game.main.summary
        let (stage, namesOpponent) = stage(game, session: session)
        guard !game.isHotSeat, summary.opponent == .human, summary.phase == .playing || summary.phase == .placing,
              let absence = session.lobby.opponentAway(in: game, now: now)
        else { return [stage] }
        // One separator in every form: a comma, as the line of details parts its fields with ` · `.
        let away = "away " + clock(absence)
        if namesOpponent { return [stage + ", " + away, stage + ", away"] }
        return [stage + ", \(summary.shownOpponentName ?? "opponent") " + away, stage + ", " + away, stage + ", away"]
    }

    /// Where the round stands (`LobbyGame.stage`), and whether that names the opponent. It says
    /// the game waits on the player (`your turn`, `place your fleet`, `bob offers a rematch`) only
    /// where the lobby lists it among the first (`LobbyGame.awaitsThisClient`).
    private static func stage(_ game: LobbyGame, session: Presentation) -> (String, namesOpponent: Bool) {
        let summary = game.main.summary
        func name(_ seat: Seat?) -> String {
            guard let seat else { return "nobody" }
            if game.isHotSeat { return session.playerName(of: SeatReference(game.code, seat)) }
            return game.holds(seat) ? "you" : summary.shownOpponentName ?? "opponent"
        }
        // At a shared terminal there is no "you": the player awaited is named.
        let yours = game.awaitsThisClient && !game.isHotSeat
        switch game.stage {
        case .waitingForOpponent: return ("waiting for an opponent", false)
        // An older server does not say whose fleets are ready.
        case .placing(nil): return ("placing fleets", false)
        case .placing(let placing?) where game.isHotSeat:
            return (placing.count == 1 ? "\(name(placing[0])) placing" : "both placing", false)
        case .placing: return yours ? ("place your fleet", false) : ("\(name(summary.seat.opponent)) placing", true)
        case .turn(let seat): return yours ? ("your turn", false) : ("\(name(seat))'s turn", true)
        // An offer waiting for its answer says more than who won, which the score shows.
        case .rematchOffered(let offerer): return (game.awaitsThisClient ? "\(name(offerer)) offers a rematch" : "rematch offered", false)
        case .over(nil): return ("over: abandoned", false)
        case .over(let winner?): return ("over: \(name(winner)) won", false)
        }
    }
}
