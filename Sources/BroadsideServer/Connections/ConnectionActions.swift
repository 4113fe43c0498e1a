import BroadsideCore
import BroadsideProtocol
import BroadsideServerCore
import Logging

/// What a connection does that needs the game sessions: creating, joining and resuming games,
/// game commands, listing, and giving seats up when it closes. Runs in a task on the
/// connection's event loop, started by its `ConnectionChannelHandler`, one command at a time.
struct ConnectionActions: Sendable {
    let sessions: SessionManager
    let registry: ConnectionRegistry
    let warnings: ConnectionWarnings
    /// The server's limits, the same for every connection: read here, not from a connection's
    /// state under its lock, on every command.
    let limits: ServerLimits

    init(sessions: SessionManager, registry: ConnectionRegistry, warnings: ConnectionWarnings, limits: ServerLimits) {
        self.sessions = sessions
        self.registry = registry
        self.warnings = warnings
        self.limits = limits
    }

    /// Carries out one request of the sessions.
    func perform(_ request: ConnectionState.SessionRequest, for context: ConnectionContext) async {
        switch request {
        case .create(let name, let rules, let opponent):
            await create(name: name, rules: rules, opponent: opponent, for: context)
        case .join(let code, let name):
            await join(code, name: name, for: context)
        case .resume(let token):
            await resume(token, for: context)
        case .game(let ref, let command):
            await carryOut(command, on: ref, for: context)
        case .listGames(let refs):
            await listGames(refs, for: context)
        }
    }

    private func create(name: String, rules: Rules, opponent: Opponent, for context: ConnectionContext) async {
        if let wait = registry.takeGame(from: context.address, limits: limits, now: .now) {
            let perMinute = limits.gamesPerMinutePerAddress
            return refuse(
                .tooManyGames(.address, wait: wait, "games from one address are limited to \(perMinute) a minute; wait a little"),
                noting: warnings.gamesRefused, to: context)
        }
        let (reply, events, seat) = await sessions.create(
            name: name, rules: rules, opponent: opponent, for: context.id, from: ClientAddress.describe(context.peer))
        if let seat {
            context.state.withLock { $0.gained(seat, awaitingOpponent: opponent == .human) }
        } else {
            // Nothing was created (PROTOCOL.md 12, UNAVAILABLE: nothing changed), the budget neither.
            registry.gameNotCreated(from: context.address, now: .now)
        }
        context.send(reply, then: events)
    }

    private func join(_ code: GameCode, name: String, for context: ConnectionContext) async {
        // Refused whatever the code, or the answer would tell a guesser which codes exist.
        if let wait = registry.waitToLookUpCodes(from: context.address, now: .now) {
            let perMinute = limits.codeMissesPerMinutePerAddress
            return refuse(
                .rateLimited(.joins, wait: wait, "your address has joined too many codes no game has (\(perMinute) a minute)"),
                noting: warnings.joinsRefused, to: context)
        }
        let response = await sessions.join(code, name: name, for: context.id)
        if response.refusal == .noSuchGame {
            registry.missedCode(from: context.address, limits: limits, now: .now)
        }
        send(response, to: context)
    }

    private func resume(_ token: SeatToken, for context: ConnectionContext) async {
        if let wait = registry.takeResume(from: context.address, limits: limits, now: .now) {
            let perMinute = limits.resumesPerMinutePerAddress
            return refuse(
                .rateLimited(.resumes, wait: wait, "your address has resumed seats more often than \(perMinute) a minute"),
                noting: warnings.resumesRefused, to: context)
        }
        let response = await sessions.resume(token, for: context.id)
        if response.refusal == .badToken {
            warnings.badTokens.note(context.address ?? "-")
        }
        send(response, to: context)
    }

    private func carryOut(_ command: GameCommand, on ref: SeatReference, for context: ConnectionContext) async {
        guard let seat = ref.seat, let session = sessions.liveSession(ref.code) else {
            context.outbox.send([ProtocolError.notSeated(in: ref).line])
            return
        }
        if command.storesMoves, let wait = registry.waitToStoreMoves(from: context.address, now: .now) {
            let perSecond = limits.storedMovesPerSecondPerAddress
            return refuse(
                .rateLimited(.moves, wait: wait, "your address has had moves stored faster than \(perSecond) a second"),
                noting: warnings.movesRefused, to: context)
        }
        let response = await session.handle(command, seat: seat, from: context.id)
        registry.storedMoves(response.storedMoves, from: context.address, limits: limits, now: .now)
        let left: Bool = if case .leave = command { response.succeeded } else { false }
        if left { context.state.withLock { $0.lost(ref) } }
        send(response, to: context)
        if left { await sessions.unloadIfUnused(ref.code) }
    }

    private func listGames(_ refs: [SeatReference], for context: ConnectionContext) async {
        var lines: [ServerLine] = []
        for ref in refs {
            guard let seat = ref.seat, let session = sessions.liveSession(ref.code),
                  let listing = await session.listing(for: seat)
            else { continue }
            lines.append(listing.line)
        }
        context.outbox.send(lines + [.ok("GAMES", ["count=\(lines.count)"])])
    }

    /// Refuses a request beyond one of the address's limits: `warning` counts it for the log, and
    /// the client gets `error`.
    private func refuse(_ error: ProtocolError, noting warning: ThrottledWarning<String>, to context: ConnectionContext) {
        warning.note(context.address ?? "-")
        context.outbox.send([error.line])
    }

    /// Tells the sessions of these seats that their connection has gone.
    func release(_ seats: [SeatReference], of connection: ConnectionID) async {
        for code in Set(seats.map(\.code)) {
            await sessions.release(code, heldBy: connection)
        }
    }

    private func send(_ response: GameSession.Response, to context: ConnectionContext) {
        guard !response.isSent else { return }
        context.outbox.send(response.reply)
    }
}
