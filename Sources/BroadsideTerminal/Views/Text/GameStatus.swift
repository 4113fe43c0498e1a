import BroadsideCore
import BroadsideProtocol

/// The game screen's words: whose turn it is and for how long, the winner, an absent opponent.
enum GameStatus {
    /// The main status line. `mayDecline`: an offer of a rematch can be declined or withdrawn
    /// (`Presentation.mayDeclineRematch`).
    static func headline(
        _ model: SeatModel, playerName: String, isHotSeat: Bool, mayDecline: Bool, style: InputStyle,
        now: ContinuousClock.Instant
    ) -> ScreenLine {
        let opponent = model.opponentLabel
        switch model.phase {
        case .waiting:
            return ScreenLine("Waiting for an opponent: give them the code \(model.reference.code).")
        case .placing:
            return ScreenLine(model.isReady ? "Waiting for \(opponent) to place their fleet." : "Place your fleet.")
        case .playing where model.summary.turn != nil:
            return turn(model, isMine: model.isMyTurn, playerName: playerName, isHotSeat: isHotSeat, style: style, now: now)
        case .playing, .over:
            // Where the rows are those of the turns, too few for why the round was won between
            // two long names, who won and what comes next are said.
            let said = { (why: Bool) in
                ScreenLine(
                    outcome(model, playerName: playerName, isHotSeat: isHotSeat, mayDecline: mayDecline, style: style, why: why),
                    style: .emphasis)
            }
            return said(true).shortened(to: [said(false)])
        }
    }

    /// Whose turn it is while the round is played, with its clock: the player's (`isMine`), with
    /// the shots it takes, or the opponent's. Either, whoever's turn it is now: the game screen
    /// keeps rows for both. In line mode (`style`), whose line is printed once and not kept
    /// ticking, a clock is said only once a second has passed: `· 0:00`, read aloud at each turn,
    /// says nothing.
    static func turn(
        _ model: SeatModel, isMine: Bool, playerName: String, isHotSeat: Bool, style: InputStyle = .keys,
        now: ContinuousClock.Instant
    ) -> ScreenLine {
        let opponent = model.opponentLabel
        let held = model.turnStartedAt.duration(to: now)
        let turnClock = style == .commands && held < .seconds(1) ? "" : " · " + clock(held)
        guard isMine else {
            return isHotSeat ? ScreenLine("Press Enter, then pass the terminal to \(opponent).", style: .emphasis)
                : ScreenLine("Waiting for \(opponent) to fire\(turnClock)")
        }
        let shots = model.nextVolleySize == 1 ? "" : " (\(model.nextVolleySize) shots)"
        return ScreenLine("\(playerName), it's your turn\(shots)\(turnClock)", style: .emphasis)
    }

    /// `Game over: you win!`, `Game over: you forfeited, bob wins.`, with the rematch key (and
    /// while an offer stands, the one that declines it, where `mayDecline`); at a shared terminal
    /// (`isHotSeat`), with the key that passes it to the other player to see the end too.
    static func outcome(
        _ model: SeatModel, playerName: String, isHotSeat: Bool, mayDecline: Bool, style: InputStyle, why: Bool = true
    ) -> String {
        let rematch = " " + nextRound(model, isHotSeat: isHotSeat, mayDecline: mayDecline, style: style)
        // Joined after the creator gave it up, a round can be played again: say so, and of an offer made.
        guard let winner = model.summary.winner else { return "The round was abandoned." + (model.opponentName == nil ? "" : rematch) }
        return "Game over: " + result(model, winner: winner, playerName: playerName, isHotSeat: isHotSeat, why: why) + rematch
    }

    /// Who won, and why when no fleet was sunk, if `why`. Said to the player, whose screen it is
    /// (`you win, bob forfeited!`, `you forfeited, bob wins.`); at a shared terminal, which both
    /// players read, by name (`ann wins, bob forfeited!`).
    private static func result(_ model: SeatModel, winner: Seat, playerName: String, isHotSeat: Bool, why showsWhy: Bool) -> String {
        let won = winner == model.seat
        let player: Party = isHotSeat ? .named(playerName) : .you
        let opponent = Party.named(model.opponentLabel)
        let (winning, losing) = won ? (player, opponent) : (opponent, player)
        let wins = "\(winning.name) \(winning.verb("win", "wins"))"
        // At a shared terminal both players read one sentence, on either's screen.
        let end = won || isHotSeat ? "!" : "."
        guard showsWhy, let why = cause(model, of: losing, isHotSeat: isHotSeat) else { return wins + end }
        return won || isHotSeat ? "\(wins), \(why)\(end)" : "\(why), \(wins)\(end)"
    }

    /// Why a round was lost other than by a fleet sunk: `bob forfeited`, `you were away too long`.
    private static func cause(_ model: SeatModel, of loser: Party, isHotSeat: Bool) -> String? {
        let was = loser.verb("were", "was")
        return switch (model.summary.reason, model.forfeitCause) {
        case (.forfeit, .gaveUp?): "\(loser.name) forfeited"
        // Neither seat of a shared terminal can claim against the other (PROTOCOL.md 10), nor
        // anyone against the computer, or the computer against anyone.
        case (.forfeit, nil) where isHotSeat || model.summary.opponent == .computer: "\(loser.name) forfeited"
        case (.forfeit, .away?): "\(loser.name) \(was) away too long"
        case (.forfeit, .keptWaiting?): "\(loser.name) kept the round waiting too long"
        // The protocol's `reason=forfeit` is a round given up or a win claimed (PROTOCOL.md 7.11).
        case (.forfeit, nil): "\(loser.name) forfeited or \(was) away too long"
        case (.abandoned, _), (.sunk, _), (nil, _): nil
        }
    }

    /// A side of the result as the sentence names it: the reader, or a player by name.
    private enum Party {
        case you
        case named(String)

        var name: String {
            switch self {
            case .you: "you"
            case .named(let name): name
            }
        }

        /// The verb's form for this party: `you win`, `bob wins`.
        func verb(_ second: String, _ third: String) -> String {
            switch self {
            case .you: second
            case .named: third
            }
        }
    }

    /// How a round ended, for a player who did not see it end (`bob gave up K7QX3M: you won.`);
    /// nil for an end the player brought about: a round given up, or called off (no winner).
    static func endNews(_ model: SeatModel) -> String? {
        guard let winner = model.summary.winner else { return nil }
        let (code, opponent, won) = (model.reference.code, model.opponentLabel, winner == model.seat)
        switch (model.summary.reason, model.forfeitCause, won) {
        case (.sunk, _, true): return "You sank \(opponent)'s last ship in \(code): you won."
        case (.sunk, _, false): return "\(opponent) sank your last ship in \(code): you lost."
        case (.forfeit, .gaveUp?, true): return "\(opponent) gave up \(code): you won."
        case (.forfeit, .gaveUp?, false): return nil
        case (.forfeit, .away?, true): return "You won \(code): \(opponent) was away too long."
        case (.forfeit, _, true): return "You won \(code): \(opponent) kept the round waiting too long."
        // Against the computer, which claims nothing, the round was given up from another client.
        case (.forfeit, _, false) where model.summary.opponent == .computer: return nil
        case (.forfeit, _, false): return "\(opponent) claimed \(code): the round waited on you too long, so you lost."
        case (.abandoned, _, _), (nil, _, _): return nil
        }
    }

    /// News of an offer of a rematch (`notice`: `bob offers a rematch.`) for a player in the
    /// lobby, with the game named, as they may hold more than one: `bob offers a rematch in K7QX3M.`
    static func offerNews(_ notice: SeatNews, of model: SeatModel) -> String {
        let sentence = notice.sentence(opponent: model.opponentLabel)
        return (sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence) + " in \(model.reference.code)."
    }

    /// The rematch: to offer, to accept (or decline), or offered and waiting for its answer (or to
    /// be withdrawn). At a shared terminal, with the Enter that passes it: for the other player to
    /// see the end of the round, to answer an offer, or back to them.
    private static func nextRound(_ model: SeatModel, isHotSeat: Bool, mayDecline: Bool, style: InputStyle) -> String {
        let (ask, opponent) = (style.ask(key: "r", command: "rematch"), model.opponentLabel)
        let decline = style.ask(key: "n", command: "decline")
        switch (model.rematchRequested, model.rematchOffered, isHotSeat) {
        case (true, _, false): return rematchOffered(model, mayDecline: mayDecline, style: style)
        case (true, _, true): return "Rematch offered: press Enter for \(opponent) to answer it."
        case (false, true, false) where mayDecline: return "\(opponent) offers a rematch: \(ask) to accept, \(decline) to decline."
        case (false, true, false): return "\(opponent) offers a rematch: \(ask) to accept."
        case (false, true, true): return "\(opponent) offers a rematch: \(ask) to accept, or press Enter to pass the terminal back."
        case (false, false, false): return capitalised(ask) + " for a rematch."
        case (false, false, true) where model.opponentSawEnd:
            return capitalised(ask) + " for a rematch, or press Enter to pass the terminal to \(opponent)."
        case (false, false, true): return "Press Enter for \(opponent) to see it, or \(ask) for a rematch."
        }
    }

    private static func capitalised(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }

    /// After this seat asked for a rematch, with how to take the offer back where it can be.
    static func rematchOffered(_ model: SeatModel, mayDecline: Bool, style: InputStyle) -> String {
        let offered = "Rematch offered: waiting for \(model.opponentLabel)."
        return mayDecline ? offered + " " + capitalised(style.ask(key: "n", command: "decline")) + " to withdraw it." : offered
    }

    /// The question `X` asks, which `y` answers. Before anyone joined, nobody wins: the game is
    /// called off (PROTOCOL.md 7.10).
    static func forfeitQuestion(_ model: SeatModel) -> String {
        model.summary.phase == .waiting
            ? "Call off this game? Nobody has joined it: its round ends with no winner. y/n"
            : "Forfeit this round? You lose it. y/n"
    }

    /// The question in fewer words, for a status line too short for it whole: its `y/n` must show.
    static func forfeitQuestionBriefly(_ model: SeatModel) -> String {
        model.summary.phase == .waiting ? "Call this game off? y/n" : "Forfeit this round? y/n"
    }

    /// What a claim would rest on (`ground`, the nearest): an absent opponent, with when the win
    /// can be claimed; or one who has kept this seat waiting past the turn limit (not before: a
    /// count every turn would only be noise). Nil when there is nothing to say.
    static func claim(
        _ model: SeatModel, style: InputStyle, ground: ClaimGround?, now: ContinuousClock.Instant
    ) -> String? {
        guard let ground else { return nil }
        // Worded by the ground met, which may be the turn limit while the opponent is away too.
        if ground.isMet {
            return "\(model.opponentLabel) \(ground.kind.held(for: ground.held)): \(style.ask(key: "w", command: "claim")) to claim the win."
        }
        guard let away = model.opponentAway(now: now) else { return nil }
        return "\(model.opponentLabel) \(ClaimGround.Kind.away.held(for: away)); you can claim the win in \(clock(ground.remaining, roundedUp: true))."
    }

    /// A claim that would now win in a game not on screen, said in line mode's game list:
    /// `In K7QX3M, bob has been away 2:00: open K7QX3M, then type claim, to claim the win.`
    static func claimNews(inList model: SeatModel, ground: ClaimGround) -> String {
        let (code, opponent) = (model.reference.code, model.opponentLabel)
        return "In \(code), \(opponent) \(ground.kind.held(for: ground.held)): open \(code), then type claim, to claim the win."
    }
}
