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
        // A stopping server says goodbye through the registry: counts held back for a line the
        // next occurrence would have brought are logged then, or never.
        registry.whenClosing { warnings.flush() }
    }

    /// Carries out one request of the sessions.
    func perform(_ request: ConnectionState.SessionRequest, for context: ConnectionContext) async {
        switch request {
        case .create(let name, let rules, let opponent):
            if let wait = registry.takeGame(from: context.address, limits: limits, now: .now) {
                warnings.gamesRefused.note(context.address ?? "-")
                let perMinute = limits.gamesPerMinutePerAddress
                context.outbox.send([ProtocolError.tooManyGames(
                    .address, wait: wait, "games from one address are limited to \(perMinute) a minute; wait a little").line])
                return
            }
            let (reply, seat) = await sessions.create(
                name: name, rules: rules, opponent: opponent, for: context.id, from: ClientAddress.describe(context.peer))
            if let seat { context.state.withLock { $0.gained(seat, awaitingOpponent: opponent == .human) } }
            context.outbox.send(reply)
        case .join(let code, let name):
            // Refused whatever the code, or the answer would tell a guesser which codes exist.
            if let wait = registry.waitToLookUpCodes(from: context.address, now: .now) {
                warnings.joinsRefused.note(context.address ?? "-")
                let perMinute = limits.codeMissesPerMinutePerAddress
                context.outbox.send([ProtocolError.rateLimited(
                    .joins, wait: wait, "your address has joined too many codes no game has (\(perMinute) a minute)").line])
                return
            }
            let response = await sessions.join(code, name: name, for: context.id)
            if response.refusal == .noSuchGame {
                registry.missedCode(from: context.address, limits: limits, now: .now)
            }
            send(response, to: context)
        case .resume(let token):
            if let wait = registry.takeResume(from: context.address, limits: limits, now: .now) {
                warnings.resumesRefused.note(context.address ?? "-")
                let perMinute = limits.resumesPerMinutePerAddress
                context.outbox.send([ProtocolError.rateLimited(
                    .resumes, wait: wait, "your address has resumed seats more often than \(perMinute) a minute").line])
                return
            }
            let response = await sessions.resume(token, for: context.id)
            if response.refusal == .badToken {
                warnings.badTokens.note(context.address ?? "-")
            }
            send(response, to: context)
        case .game(let ref, let command):
            guard let seat = ref.seat, let session = sessions.liveSession(ref.code) else {
                context.outbox.send([ProtocolError.notSeated(in: ref).line])
                return
            }
            if command.storesMoves, let wait = registry.waitToStoreMoves(from: context.address, now: .now) {
                warnings.movesRefused.note(context.address ?? "-")
                let perSecond = limits.storedMovesPerSecondPerAddress
                context.outbox.send([ProtocolError.rateLimited(
                    .moves, wait: wait, "your address has had moves stored faster than \(perSecond) a second").line])
                return
            }
            let response = await session.handle(command, seat: seat, from: context.id)
            registry.storedMoves(response.storedEvents, from: context.address, limits: limits, now: .now)
            let left: Bool = if case .leave = command { response.succeeded } else { false }
            if left { context.state.withLock { $0.lost(ref) } }
            send(response, to: context)
            if left { await sessions.unloadIfUnused(ref.code) }
        case .listGames(let refs):
            var lines: [ServerLine] = []
            for ref in refs {
                guard let seat = ref.seat, let session = sessions.liveSession(ref.code),
                      let listing = await session.listing(for: seat)
                else { continue }
                lines.append(listing.line)
            }
            context.outbox.send(lines + [.ok("GAMES", ["count=\(lines.count)"])])
        }
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
