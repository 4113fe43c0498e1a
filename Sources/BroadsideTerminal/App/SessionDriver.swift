import BroadsideClient
import BroadsideCore
import BroadsideProtocol

/// Carries out the session controller's effects: sends commands and feeds the replies back,
/// stores tokens and layouts. The full-screen client and line mode share it.
struct SessionDriver: Sendable {
    private(set) var controller: SessionController
    private var client: ProtocolClient
    private let store: ClientStore
    /// The key the seats of this server are stored under.
    private let serverKey: String
    /// Opens a second connection as another name, for a hot-seat game whose first player is not
    /// the name this connection said `HELLO` with.
    private let connectAs: @Sendable (String) async throws -> ProtocolClient
    /// When this connection last sent a command, for the keep-alive.
    private var lastSent = ContinuousClock.now
    /// The server closes a connection that sends nothing for its idle timeout (PROTOCOL.md 11); a
    /// player may well think, or wait for an opponent, longer than that.
    private(set) var keepAliveInterval = Self.defaultKeepAliveInterval
    static let defaultKeepAliveInterval: Duration = .seconds(240)
    /// Said to the player once the first start is done (a setting that could not be saved).
    private var startNotice: String?
    /// The game of the last move made, stored as the game played last (`ClientStore.markPlayed`).
    private var lastPlayed: GameCode?
    /// Seats whose tokens could not be written yet.
    private var unstored = UnstoredSeats()

    init(
        controller: SessionController, client: ProtocolClient, store: ClientStore, serverKey: String,
        startNotice: String? = nil, connectAs: @escaping @Sendable (String) async throws -> ProtocolClient
    ) {
        self.controller = controller
        self.client = client
        self.store = store
        self.serverKey = serverKey
        self.startNotice = startNotice
        self.connectAs = connectAs
    }

    var state: ClientState { controller.state }
    /// What the views are given to draw (`SessionController.presentation`).
    var presentation: Presentation { controller.presentation }

    /// What the server says unasked on the current connection.
    var messages: AsyncStream<ServerMessage> { client.messages }

    /// Resumes every stored seat of this server and player and lists the games.
    mutating func start() async -> SessionProgress {
        // Well inside the idle timeout the greeting announced.
        if let idle = await client.serverIdleSeconds {
            keepAliveInterval = min(Self.defaultKeepAliveInterval, .seconds(max(1, idle / 3)))
        }
        // Hot-seat holds both players' seats; elsewhere another player may share the account.
        let player = controller.state.mode == .hotSeat ? nil : controller.state.playerName
        if !unstored.isEmpty { writeUnstoredSeats(new: nil) }
        let stored = store.seats(for: serverKey, player: player)
        let seats = stored + unstored.resumable(as: player).filter { seat in !stored.contains { $0.token == seat.token } }
        let progress = await carryOut(controller.connected(resuming: seats, speaking: await client.version, now: .now))
        note(startNotice)
        startNotice = nil
        return progress
    }

    /// Connects again after the connection was lost and resumes every seat. Returns nil once
    /// back, else why not.
    mutating func reconnect() async -> ClientError? {
        let fresh: ProtocolClient
        do {
            fresh = try await connectAs(controller.state.playerName)
        } catch let error as ClientError {
            return error
        } catch {
            return ClientError("\(error)")
        }
        await client.close()
        client = fresh
        switch await start() {
        case .going, .quit: return nil
        case .lost(let reason): return ClientError(LostConnection.reasonAlone(reason))
        }
    }

    /// Says goodbye to the server, as the client ends: briefly, since a server that hangs must not
    /// hold a player who quits.
    mutating func finish() async {
        if !unstored.isEmpty { _ = unstored.write(to: store, server: serverKey) }
        _ = try? await client.send(.quit, within: Self.goodbyeTimeout)
        await client.close()
    }

    static let goodbyeTimeout: Duration = .seconds(1)

    /// The games whose seats could not be stored by the end, and why: they cannot be resumed.
    var gamesNotStored: (games: [GameCode], reason: String)? {
        guard !unstored.isEmpty else { return nil }
        return (unstored.games, unstored.failure ?? "")
    }

    /// Carries out what `key` does here and now; what waits on the server is returned, for
    /// `carryOut` (so the app goes on reading keys meanwhile). While the connection is down a key
    /// that would send a command does nothing (the command would be lost); moving about the
    /// screen and quitting still work.
    mutating func press(_ key: Key) -> DriverStep {
        guard !controller.state.isConnected else { return begin(controller.press(key, now: .now)) }
        var trial = controller
        let effects = trial.press(key, now: .now)
        guard !effects.contains(where: \.needsServer) else { return .done(notConnected()) }
        controller = trial
        return begin(effects.filter { if case .send = $0 { false } else { true } })
    }

    /// The full screen's lobby shows `games` games at a time (PgUp and PgDn move by as many).
    mutating func noteLobbyPage(_ games: Int) {
        controller.gamesPerLobbyPage = games
    }

    /// Whether `key` would end the client: what quits while a command waits for its reply.
    func quits(_ key: Key) -> Bool {
        var trial = controller
        return trial.press(key, now: .now).contains(.quit)
    }

    mutating func clearMessage() { controller.clearMessage() }

    mutating func report(_ message: String, outdatedAt: ContinuousClock.Instant? = nil) {
        controller.report(message, outdatedAt: outdatedAt)
    }

    mutating func perform(_ intents: [Intent]) async -> SessionProgress {
        guard controller.state.isConnected || intents.contains(.quit) else { return notConnected() }
        for intent in intents {
            let progress = await carryOut(controller.perform(intent, now: .now))
            guard progress == .going else { return progress }
        }
        return .going
    }

    private mutating func notConnected() -> SessionProgress {
        controller.refuseWhileAway(now: .now)
        return .going
    }

    /// The server is gone; the next attempt to reach it is due at `due`.
    mutating func awaitReconnect(at due: ContinuousClock.Instant) {
        controller.awaitReconnect(at: due, now: .now)
    }

    /// Sends `PING` when the connection has been quiet for a while, so the server keeps it open.
    mutating func keepAlive() -> DriverStep {
        guard controller.state.isConnected, lastSent.duration(to: .now) >= keepAliveInterval else { return .done(.going) }
        return begin([.send(.ping(nil))])
    }

    /// Takes in what the server said unasked; what waits on the server is returned, as `press` does.
    mutating func receive(_ message: ServerMessage) -> DriverStep {
        begin(controller.receive(message, now: .now))
    }

    /// Carries out effects in order, and those that their replies cause.
    mutating func carryOut(_ effects: [Effect]) async -> SessionProgress {
        var queue = effects[...]
        while let effect = queue.popFirst() {
            switch effect {
            case .send(let command):
                queue += await send(command, over: client)
            case .createGame(let name, let rules):
                do {
                    let other = try await connectAs(name)
                    queue += await send(.new(rules: rules, opponent: .human), over: other)
                    await other.close()
                } catch {
                    controller.report("Could not create the game as \(name): \(error)")
                }
            default:
                if let end = carryOutHere(effect) { return end }
            }
        }
        return .going
    }

    /// Carries out effects up to the first that talks to the server, and returns the rest.
    private mutating func begin(_ effects: [Effect]) -> DriverStep {
        for (index, effect) in effects.enumerated() {
            if effect.talksToServer { return .waiting(Array(effects[index...])) }
            if let end = carryOutHere(effect) { return .done(end) }
        }
        return .done(.going)
    }

    /// Carries out an effect that needs no reply; returns how the client goes on when it ends.
    private mutating func carryOutHere(_ effect: Effect) -> SessionProgress? {
        let store = self.store
        let serverKey = self.serverKey
        switch effect {
        case .send, .createGame:
            // Waits on the server: `carryOut` sends it.
            return nil
        case .rememberSeat(let ref, let token, let player):
            unstored.add(ref, token: token, player: player)
            writeUnstoredSeats(new: ref.code)
        case .rememberOpponent(let token, let opponent):
            guard !unstored.note(opponent, of: token) else { break }
            note(Self.attempt { try store.remember(opponent, of: token, server: serverKey) })
        case .forgetSeat(let token):
            guard !unstored.forget(token) else { break }
            note(Self.attempt { try store.forget(token, server: serverKey) })
        case .saveLayouts(let layouts):
            let player = controller.state.playerName
            note(Self.attempt { try store.save(layouts, for: player) })
        case .rememberPlayers(let first, let second):
            note(Self.attempt { try store.updateSettings { $0.hotSeatFirst = first; $0.partner = second } })
        case .rememberRules(let variant):
            let mode = controller.state.mode
            note(Self.attempt { try store.updateSettings { $0.rememberRules(variant, for: mode) } })
        case .quit:
            return .quit
        case .connectionLost(let reason):
            return .lost(reason)
        }
        return nil
    }

    private mutating func send(_ command: Command, over connection: ProtocolClient) async -> [Effect] {
        lastSent = .now
        do {
            let reply = try await connection.send(command)
            if reply.isOK { notePlayed(command) }
            let effects = controller.receive(reply, to: command, now: .now)
            // After the reply's own message, which what is said of the seats must not replace.
            if !unstored.isEmpty { writeUnstoredSeats(new: nil) }
            return effects
        } catch {
            // A server that said goodbye as this command went out is reported by what it said.
            let ending = await connection.goodbye.map(ServerMessage.goodbye) ?? .disconnected
            return controller.receive(ending, now: .now)
        }
    }

    /// A move made is stored as made in the game played last, once per change of game: a client
    /// started again offers that game to go on with.
    private mutating func notePlayed(_ command: Command) {
        let played: SeatReference? = switch command {
        case .place(let ref, _), .remove(let ref, _), .ready(let ref), .fire(let ref, _), .rematch(let ref): ref
        default: nil
        }
        guard let code = played?.code, code != lastPlayed else { return }
        lastPlayed = code
        let (store, serverKey) = (store, serverKey)
        note(Self.attempt { try store.markPlayed(code, server: serverKey) })
    }

    /// Writes the seats not stored yet. Says so of a game whose seat is stored at last; of the
    /// `new` game's, only when it could not be: what that means once the player quits.
    private mutating func writeUnstoredSeats(new: GameCode?) {
        let stored = unstored.write(to: store, server: serverKey)
        if !stored.isEmpty {
            let games = stored.map(\.description).joined(separator: ", ")
            controller.add("\(stored.count == 1 ? "Game" : "Games") \(games) stored on this computer now.")
        } else if let new, unstored.games.contains(new) {
            controller.add(
                "Could not store game \(new) on this computer (\(unstored.failure ?? "")): until it is, it cannot be resumed "
                    + "once you quit. Tried again as you play.")
        }
    }

    /// Runs a file write; returns what went wrong, for the player to read, or nil when it worked.
    static func attempt(_ write: () throws -> Void) -> String? {
        do {
            try write()
            return nil
        } catch {
            return "Could not save: \(error)"
        }
    }

    private mutating func note(_ failure: String?) {
        if let failure { controller.report(failure) }
    }
}
