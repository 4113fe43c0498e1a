import BroadsideCore
import BroadsideProtocol
import BroadsideServerCore
import Logging
import Synchronization

/// Creates, finds and loads game sessions. Games are loaded from storage on first use, so a
/// server with many stored games starts at once, and unloaded once nobody holds a seat in them,
/// so its memory follows the games being played rather than every game played since it started.
actor SessionManager {
    /// The games in memory. Changed only by this actor, between its awaits, but read without it:
    /// every game command looks its session up here, and a hop onto this one actor for that would
    /// put every shot of every game in one queue.
    private let live = Mutex<[GameCode: GameSession]>([:])
    /// Joins, resumes and releases under way, by game: a game is not unloaded while one is, as it
    /// may be about to give a seat to a connection.
    private var inUse: [GameCode: Int] = [:]
    /// Loads in progress, so two connections asking for the same game share one session.
    private var loading: [GameCode: Task<GameSession?, any Error>] = [:]
    /// Codes handed out but not yet stored.
    private var reserved: Set<GameCode> = []
    /// The claim clocks of games unloaded moments ago, for a player whose connection drops and
    /// comes back (PROTOCOL.md 11).
    private var recentClocks: RecentClaimClocks
    /// Long enough for a client to reconnect (PROTOCOL.md 11).
    static let claimClocksKeptFor: Duration = .seconds(60)
    let store: GameStore
    private let registry: ConnectionRegistry
    private let random: RandomSource
    private let limits: ServerLimits
    private let logger: Logger
    private let storeFailures: StoreFailureLog
    private let damagedGames: DamagedGameLog

    init(
        store: GameStore, registry: ConnectionRegistry, random: RandomSource, limits: ServerLimits, logger: Logger
    ) {
        self.store = store
        self.registry = registry
        self.random = random
        self.limits = limits
        self.logger = logger
        storeFailures = StoreFailureLog(logger: logger)
        damagedGames = DamagedGameLog(logger: logger)
        recentClocks = RecentClaimClocks(keptFor: Self.claimClocksKeptFor)
    }

    /// The session of a stored or live game; nil when no game has this code.
    func session(for code: GameCode) async throws -> GameSession? {
        if let session = liveSession(code) { return session }
        if let load = loading[code] {
            // Registered here too: the caller that started the load may resume after this one,
            // and a game command arriving in between must find the session live.
            let session = try await load.value
            if let session { keep(session, as: code) }
            return session
        }
        let kept = recentClocks.taking(code, now: .now)
        let load = Task { [store, limits] () throws -> GameSession? in
            guard let (record, events) = try await store.load(code) else { return nil }
            let session = MatchSession(
                match: try Match(record: record, events: events), claimLimits: limits.claimLimits, now: .now, clocks: kept?.clocks)
            return self.running(session)
        }
        loading[code] = load
        defer { loading[code] = nil }
        let session: GameSession?
        do {
            session = try await load.value
        } catch {
            // Kept for the next attempt: a store that fails for a moment must not cost the
            // players the wait they had built up towards `CLAIM`.
            if let kept { recentClocks.putBack(kept, for: code) }
            throw error
        }
        if let session { keep(session, as: code) }
        return session
    }

    /// The session that carries out the commands for `session`, with this server's store,
    /// connections and randomness.
    private nonisolated func running(_ session: MatchSession) -> GameSession {
        GameSession(session: session, store: store, storeFailures: storeFailures, registry: registry, random: random, logger: logger)
    }

    /// A new game with `connection`, from `client` (its address, for the log), in seat A. Returns the
    /// reply, the events that follow it (a computer that cannot place its fleet forfeits at once),
    /// and the new seat if it was made.
    func create(
        name: String, rules: Rules, opponent: Opponent, for connection: ConnectionID, from client: String
    ) async -> (reply: [ServerLine], events: [Event], seat: SeatReference?) {
        var generator = random.generator
        do {
            let code = try await freshCode(using: &generator)
            defer { reserved.remove(code) }
            let token = SeatToken.random(using: &generator)
            let (matchSession, outcome) = MatchSession.create(
                code: code, rules: rules, opponent: opponent, creatorName: name, token: token,
                tokenDigest: token.digest, creator: connection, claimLimits: limits.claimLimits, now: .now,
                using: &generator)
            if let change = outcome.storage { try await store.save([change]) }
            storeFailures.worked(.writing)
            keep(running(matchSession), as: code)
            logger.info(
                "game created",
                metadata: [
                    "game": "\(code)", "rules": "\(rules.wireForm)", "opponent": "\(opponent.rawValue)", "client": "\(client)",
                    "connection": "\(connection)", "player": "\(name)",
                ])
            if let fault = outcome.fault { logger.computerFailed(fault, game: code) }
            if let how = RoundEnding(matchSession.match.game.phase, command: nil, fault: outcome.fault) {
                logger.roundEnded(matchSession.match, how: how)
            }
            let events = outcome.deliveries.filter { $0.connection == connection }.map(\.event)
            return (outcome.reply, events, SeatReference(code, .a))
        } catch {
            storeFailures.failed(error, doing: "create a game", .writing)
            return ([unavailable], [], nil)
        }
    }

    /// Seat B of `code` for `connection`.
    func join(_ code: GameCode, name: String, for connection: ConnectionID) async -> GameSession.Response {
        beginUsing(code)
        defer { endUsing(code) }
        do {
            guard let session = try await session(for: code) else {
                return GameSession.Response(reply: [ProtocolError(.noSuchGame, "no game has the code \(code)").line])
            }
            var generator = random.generator
            let response = await session.join(name: name, token: SeatToken.random(using: &generator), from: connection)
            if response.succeeded {
                logger.info("game joined", metadata: ["game": "\(code)", "connection": "\(connection)", "player": "\(name)"])
            }
            return response
        } catch {
            failed(error, doing: "load a game", game: code)
            return GameSession.Response(reply: [unavailable])
        }
    }

    /// The seat a token owns, given to `connection`.
    func resume(_ token: SeatToken, for connection: ConnectionID) async -> GameSession.Response {
        let badToken = GameSession.Response(reply: [ProtocolError(.badToken, "no seat has this token").line])
        var game: GameCode?
        do {
            guard let (code, seat) = try await store.seat(forTokenDigest: token.digest) else { return badToken }
            game = code
            beginUsing(code)
            defer { endUsing(code) }
            guard let session = try await session(for: code),
                  let response = await session.resume(seat, token: token, from: connection)
            else { return badToken }
            storeFailures.worked(.reading)
            return response
        } catch {
            failed(error, doing: "resume a seat", game: game)
            return GameSession.Response(reply: [unavailable])
        }
    }

    /// A game that cannot be read back is damaged, logged once for it; anything else is the store failing.
    private func failed(_ error: any Error, doing what: String, game: GameCode?) {
        if let game, DamagedGameLog.isDamage(error) {
            damagedGames.damaged(game, error)
        } else {
            storeFailures.failed(error, doing: what, game: game, .reading)
        }
    }

    /// The live session of a game a connection holds a seat in.
    nonisolated func liveSession(_ code: GameCode) -> GameSession? { live.withLock { $0[code] } }

    private func keep(_ session: GameSession, as code: GameCode) { live.withLock { $0[code] = session } }

    /// Gives up the seats `connection` holds in `code`, as its connection has closed.
    func release(_ code: GameCode, heldBy connection: ConnectionID) async {
        guard let session = liveSession(code) else { return }
        beginUsing(code)
        defer { endUsing(code) }
        await session.disconnect(connection)
    }

    /// Drops a game from memory once no connection holds a seat in it and nothing is about to
    /// give one: everything it has acknowledged is stored, and it is loaded again when next
    /// joined or resumed, as after a restart (PROTOCOL.md 11).
    func unloadIfUnused(_ code: GameCode) {
        guard inUse[code] == nil, loading[code] == nil, let session = liveSession(code), !session.isHeld else { return }
        live.withLock { $0[code] = nil }
        recentClocks.keep(session.claimClocks, for: code, now: .now)
    }

    /// Games in memory now.
    nonisolated var loadedCount: Int { live.withLock { $0.count } }

    private func beginUsing(_ code: GameCode) { inUse[code, default: 0] += 1 }

    private func endUsing(_ code: GameCode) {
        let left = (inUse[code] ?? 1) - 1
        inUse[code] = left > 0 ? left : nil
        if left <= 0 { unloadIfUnused(code) }
    }

    private var unavailable: ServerLine {
        ProtocolError(.unavailable, "the server could not reach its game storage; try again").line
    }

    private func freshCode(using generator: inout RandomSource.Generator) async throws -> GameCode {
        while true {
            let code = GameCode.random(using: &generator)
            guard liveSession(code) == nil, !reserved.contains(code) else { continue }
            reserved.insert(code)
            if try await !store.exists(code) { return code }
            reserved.remove(code)
        }
    }
}
