import BroadsideClient
import BroadsideCore
import BroadsideProtocol

extension SessionController {
    /// Something the server said without being asked.
    mutating func receive(_ message: ServerMessage, now: ContinuousClock.Instant) -> [Effect] {
        switch message {
        case .event(let event):
            return receive(event, now: now) + keepOpponents()
        case .goodbye(let line):
            // Said on the status line while the server is away, even of a loss already seen.
            state.serverShutDown = line.name == ByeCode.shutdown.rawValue
            return lost("the server closed the connection (\(line.text ?? line.name))" + LostConnection.wayBack)
        case .disconnected:
            return lost("the connection to the server was lost" + LostConnection.wayBack)
        }
    }

    /// The connection is gone, for `reason`.
    private mutating func lost(_ reason: String) -> [Effect] {
        // A loss already seen (a reply that failed first) is not news: told again, it would
        // spend a second reconnection attempt at once.
        guard state.isConnected else { return [] }
        state.isConnected = false
        lobbyRefresh.reset()
        joining = nil
        // Once back, the player looks at the board again before firing: what the computer did
        // meanwhile was not on screen, and the client sends nothing while the server is away.
        state.shotsAwaitingTurn = [:]
        return [.connectionLost(reason)]
    }

    /// How long after this client's return an opponent's return is taken for the same restart's:
    /// their client tries again 1, 2, 4 and 8 s after the loss (`ReconnectSchedule`).
    static let restartGrace: Duration = .seconds(30)

    private mutating func receive(_ event: Event, now: ContinuousClock.Instant) -> [Effect] {
        guard let ref = event.reference else { return [] }
        // What the player was last told is out of date once the game on screen moves on, and
        // would hide the news (`It is ann's turn.` after ann has fired); a question waiting for
        // its answer (forfeit?) stays, as its answer still acts. An opponent's connection coming
        // or going does not move the game on: it replaces the message only when it is news of
        // the seat on screen (below), not a return from the same restart as this client's.
        // A `* DECLINED` read after this seat's own `DECLINE` was refused for it has been said by
        // that refusal, which found the offer gone (`declineFoundNoOffer`): it is no news.
        // At a shared terminal, the second seat's `* ROUND` is no news either: the first said
        // the round began for both, and its seats are being fetched (`opening`).
        let isOld = event.endsOffer && state.seats[ref]?.offerStands == false
            || event.isRound && opening.contains(ref)
        if state.page.seat?.code == ref.code, !event.isAboutConnections, !isOld, state.forfeitAsked == nil { state.message = nil }
        var effects: [Effect] = state.page == .lobby ? lobbyRefresh.ask() : []
        switch event {
        case .taken:
            state.seats[ref] = nil
            state.editors[ref] = nil
            state.lobby.noteOpenElsewhere(ref.code)
            if state.page.seat == ref || state.page == .handover(ref) {
                state.page = .lobby
                effects = lobbyRefresh.ask()
            }
            state.message = "Game \(ref.code) was resumed by another client, so it is no longer shown here."
        case .round(_, let round, let first):
            // A new round: fetch its state; if the game is on screen, show it again once it arrives.
            // At a shared terminal, once both seats' states have: the other seat's `* ROUND` may
            // come after this seat's state, which shown alone would name its player wrongly.
            if state.page.gameCode == ref.code {
                let refs = state.isHotSeat(ref.code) ? Seat.allCases.map { SeatReference(ref.code, $0) } : [ref]
                sayRoundBegun(ref, round: round, first: first)
                opening.formUnion(refs)
                refs.forEach { state.seats[$0] = nil }
            } else if state.page == .lobby, !state.isHotSeat(ref.code) {
                // Else only its row would change: nothing would say the round waits on their fleet.
                sayRoundBegun(ref, round: round, first: first)
            }
            effects.append(.send(.state(ref)))
        default:
            let wasOver = state.seats[ref]?.isOver
            let noticeBefore = state.seats[ref]?.notice
            let offerStood = state.seats[ref]?.offerStands
            state.seats[ref]?.apply(event, now: now)
            // A round that ends while its fleet is being placed (a forfeit, say) is shown over,
            // not left in an editor whose fleet can no longer be sent.
            if state.seats[ref]?.isOver == true, state.page.seat == ref, state.page != .game(ref) {
                state.editors[ref] = nil
                state.page = .game(ref)
            }
            if state.page.gameCode != ref.code {
                // A notice is news only while its game is on screen: opened later, the game
                // shows how things stand (an opponent away, with for how long), not what was.
                sayOfferNewsInLobby(ref, offerStood: offerStood)
                state.seats[ref]?.clearNotice()
                if wasOver == false { sayEndInLobby(ref) }
            } else if case .back = event, let back = state.reconnectedAt, back.duration(to: now) < Self.restartGrace {
                // Both were cut off by the server's restart: the opponent never left.
                state.seats[ref]?.clearNotice()
            } else if case .rematch = event, state.isHotSeat(ref.code) {
                // The offer was made at this terminal: passed on, the end screen says it is to be
                // answered; asked for both seats at once, it is no news at all.
                state.seats[ref]?.clearNotice()
            } else if state.page.seat == ref, let notice = state.seats[ref]?.notice, notice != noticeBefore, state.forfeitAsked == nil {
                // News of the game on screen is newer than the message in front of it (an error
                // from keys pressed before), which would hide it until the next key; a question
                // waiting for its answer stays.
                state.message = nil
            }
            effects += fireAwaitingShot(of: ref, now: now)
        }
        return effects
    }

    /// A rematch begins the next round in place of the end of this one: say so, and who fires
    /// first, which alternates. The player who offered it is told it was accepted, as the editor
    /// replaces the end unasked, from the lobby with the game named (they may have left more than
    /// one); the one who accepted it on this screen, that it began. At a shared terminal, where
    /// one player's key asked for both seats, or the second answered the first at the screen, it
    /// began, with the one who fires first named: said at the first seat's `* ROUND`, the
    /// second's being no news (`receive`).
    private mutating func sayRoundBegun(_ ref: SeatReference, round: Int, first: Seat) {
        guard let known = state.seats[ref] else { return }
        let firing = first == ref.seat ? "you fire first" : "\(known.opponentLabel) fires first"
        let onScreen = state.page.gameCode == ref.code
        if state.isHotSeat(ref.code) {
            let name = state.playerName(of: SeatReference(ref.code, first))
            state.message = "Round \(round) begins, \(name) fires first. Place your fleets."
        } else if known.rematchRequested {
            let what = onScreen ? "" : " the rematch in \(ref.code)"
            state.message = "\(known.opponentLabel) accepted\(what): round \(round), \(firing). Place your fleet."
        } else if onScreen {
            state.message = "Round \(round) begins, \(firing). Place your fleet."
        }
    }

    /// The lobby's row of a game changes to `over` when its round ends there: say how it ended,
    /// unless the player ended it themselves (giving it up or calling it off from the list, or
    /// at a shared terminal, where every round's end is the players' own doing).
    private mutating func sayEndInLobby(_ ref: SeatReference) {
        guard state.page == .lobby, !state.isHotSeat(ref.code), let model = state.seats[ref], model.isOver,
              let news = GameStatus.endNews(model)
        else { return }
        state.message = news
    }

    /// The lobby's row of a game changes in place when an offer of a rematch is made, declined
    /// or withdrawn there: say so, as its acceptance is (`sayRoundBegun`), with the game named.
    /// Not at a shared terminal, where both players answer at the screen; nor for an offer told
    /// again (`* REMATCH` after every `RESUME`), which changes nothing.
    private mutating func sayOfferNewsInLobby(_ ref: SeatReference, offerStood: Bool?) {
        guard state.page == .lobby, !state.isHotSeat(ref.code), let model = state.seats[ref],
              model.offerStands != offerStood, let notice = model.notice
        else { return }
        state.message = GameStatus.offerNews(notice, of: model)
    }
}

private extension Event {
    /// `* DECLINED`: the offer of a rematch ended.
    var endsOffer: Bool {
        if case .declined = self { true } else { false }
    }

    /// `* ROUND`: a rematch started the next round.
    var isRound: Bool {
        if case .round = self { true } else { false }
    }

    /// `* LEFT` and `* BACK`: about the opponent's connection, not the game.
    var isAboutConnections: Bool {
        switch self {
        case .left, .back: true
        default: false
        }
    }
}
