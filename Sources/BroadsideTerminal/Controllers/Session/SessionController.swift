import BroadsideCore
import BroadsideProtocol

/// The client's logic without I/O: intents, replies and events go in; the state changes and the
/// effects to carry out (commands to send, tokens to store) come out. Both the full-screen client
/// and the line mode drive it, so they behave the same.
struct SessionController: Sendable {
    var state: ClientState
    /// For random fleets; seeded so tests get the same fleet every time.
    var random: SeededGenerator
    /// A hot-seat game being set up: the second player's name, to `JOIN` with once `NEW` answers.
    var pendingHotSeat: PendingHotSeat?
    /// The seats of the game to show as soon as their state has arrived.
    var opening: Set<SeatReference> = []
    /// The seat just joined, until its state says whether there is a fleet to place.
    var joining: SeatReference?
    /// The token of each seat held or being resumed, to forget a game the player removes from the
    /// list, and to tell which game a token the server no longer knows belonged to.
    var seatTokens: [SeatReference: SeatToken] = [:]
    /// Whom each stored seat's game is against, as stored beside its token (`keepOpponents`).
    var storedOpponents: [SeatReference: KnownOpponent] = [:]
    /// The lobby's `GAMES`, one at a time.
    var lobbyRefresh = LobbyRefresh()
    /// Until the first game list: it decides the first page (`SessionController+Start`).
    var isStarting = true
    /// How many games the lobby shows at a time, as the full screen last drew it: what a page of
    /// it (PgUp, PgDn) moves by. One, as an arrow moves, until the screen says.
    var gamesPerLobbyPage = 1

    struct PendingHotSeat: Hashable, Sendable {
        let firstName: String
        let secondName: String
    }

    init(state: ClientState, seed: UInt64) {
        self.state = state
        random = SeededGenerator(seed: seed)
    }

    /// The connection is up and `HELLO` answered in `version`: take back every stored seat, then
    /// list the games (the `RESUME` replies carry each seat's state).
    mutating func connected(
        resuming seats: [ResumableSeat], speaking version: Int, now: ContinuousClock.Instant
    ) -> [Effect] {
        // The note that the server was lost goes with the loss; say that it is over, as news for
        // a moment: then the status it covers (an opponent still away) shows again.
        if !state.isConnected {
            report(Self.reconnected, outdatedAt: now + Self.reconnectedNewsLasts)
            state.reconnectedAt = now
        }
        state.isConnected = true
        state.reconnectDue = nil
        state.unsentWhileAway = false
        state.serverShutDown = false
        state.protocolVersion = version
        // A `GAMES` asked for while the server was away was never sent (`SessionDriver.press`).
        lobbyRefresh.reset()
        for seat in seats {
            seatTokens[seat.reference] = seat.token
            storedOpponents[seat.reference] = seat.opponent
        }
        return seats.map { .send(.resume($0.token)) } + lobbyRefresh.ask()
    }

    /// A key on the full-screen client.
    mutating func press(_ key: Key, now: ContinuousClock.Instant) -> [Effect] {
        if key == .interrupt { return perform(.quit, now: now) }
        if let guide = state.keyGuide {
            state.keyGuide = nil
            // The key that closes the list of keys does nothing else: Enter would fire.
            if state.page == guide { return [] }
        }
        // What the player was told has been seen once they press a key.
        state.message = nil
        if let ref = state.page.seat { state.seats[ref]?.clearNotice() }
        let intents = KeyBindings.intents(for: key, in: &state)
        let effects = intents.flatMap { perform($0, now: now) }
        dropSalvoTakenBack()
        return effects
    }

    /// Carries out what the player asked for.
    mutating func perform(_ intent: Intent, now: ContinuousClock.Instant) -> [Effect] {
        if state.mode == .hotSeat, intent.usesSavedLayouts {
            // Both players share the layouts file: one could load, and so see, the other's fleet.
            state.message = LayoutPhrases.noneAtSharedTerminal
            return []
        }
        switch intent {
        case .showLobby: return showLobby(now: now)
        case .refreshGames: return lobbyRefresh.ask()
        case .pageThroughGames(let pages):
            state.lobby.moveSelection(by: pages * gamesPerLobbyPage)
            return []
        case .open(let code): return open(code)
        case .startNewGame:
            state.page = .newGame(state.newGameForm)
            return []
        case .createGame(let form): return create(form)
        case .startJoin:
            state.page = .joinGame(TextField(for: .gameCode))
            return []
        case .join(let code): return join(code)
        case .askRemoval(let code): return askRemoval(of: code)
        case .remove(let removal): return remove(removal)
        case .drop(let code): return drop(code)
        case .fleet(let fleetIntent): return performFleetIntent(fleetIntent)
        case .deleteLayout(let name): return deleteLayout(name)
        case .fire(let targets): return fire(targets, now: now)
        case .passTerminal: return passTerminal()
        case .takeTerminal: return takeTerminal(now: now)
        case .rematch: return rematch()
        case .declineRematch: return declineRematch()
        case .claim: return claim(now: now)
        case .forfeit: return forfeit()
        case .quit: return [.quit]
        }
    }

    /// The seat on screen, with what the client knows of it.
    var currentSeat: (ref: SeatReference, model: SeatModel)? {
        guard let ref = state.page.seat, let model = state.seats[ref] else { return nil }
        return (ref, model)
    }
}

extension SessionController {
    /// A message from outside the protocol, such as a file that could not be written.
    /// Tells the player `message`; one `outdatedAt` a time gives way then to the status it covers.
    mutating func report(_ message: String, outdatedAt: ContinuousClock.Instant? = nil) {
        state.message = message
        state.messageOutdatedAt = outdatedAt
    }

    /// Tells the player `note` after what the message says already, which it must not hide (the
    /// code to give an opponent, say).
    mutating func add(_ note: String) {
        state.message = [state.message, note].compactMap { $0 }.joined(separator: " ")
    }

    mutating func clearMessage() {
        state.message = nil
    }

    /// The server is gone and the next attempt to reach it is due at `due`. The loss is said once
    /// as news, for line mode to print (a failed attempt is no news: line mode would repeat it at
    /// every one); the status line counts down to `due` from the state instead.
    mutating func awaitReconnect(at due: ContinuousClock.Instant, now: ContinuousClock.Instant) {
        let isNews = state.reconnectDue == nil
        state.reconnectDue = due
        if isNews { report(state.lossNote(at: now), outdatedAt: now) }
    }

    /// Something was not sent while the server is gone: the status line says so until it is back.
    mutating func refuseWhileAway(now: ContinuousClock.Instant) {
        state.unsentWhileAway = true
        report(state.awayNote(at: now), outdatedAt: now)
    }
}

extension SessionController {
    /// Said once the server is back after it was lost.
    static let reconnected = "Connected to the server again."
    static let reconnectedNewsLasts: Duration = .seconds(5)
}
