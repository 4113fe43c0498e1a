import BroadsideCore
import BroadsideProtocol
import BroadsideServerCore
import Logging
import Synchronization

/// The one place a match changes. Everything that reads or changes it takes its turn, commands
/// including the time it takes to store what they changed: nobody hears of a change before it is
/// on disk.
///
/// A step changes the session in place (a copy to fall back on would copy the game's whole event
/// list on every shot). If its change cannot be stored, the session goes back to the match as
/// stored, read again from the store, in the surroundings it had before the step (the seats held,
/// the clocks, the comebacks); until that read succeeds, every command is refused with `UNAVAILABLE`.
actor GameSession {
    private var session: MatchSession
    private let store: GameStore
    private let registry: ConnectionRegistry
    private let random: RandomSource
    private let logger: Logger
    private var turnstile = AsyncTurnstile()
    /// Set while the session holds a change that was not stored: the session's surroundings before
    /// it, to go back to with the match read back.
    private var unstored: MatchSession.Surroundings?
    /// The server's, shared by every game: one failing store is one story.
    private let storeFailures: StoreFailureLog
    /// Whether a connection held a seat when the last step ended, and the claim clocks then,
    /// readable without waiting for the session: the session manager unloads a game nobody holds
    /// and keeps its clocks a while (`SessionManager.unloadIfUnused`).
    private let afterLastStep: Mutex<(held: Bool, clocks: ClaimClocks)>

    init(
        session: MatchSession, store: GameStore, storeFailures: StoreFailureLog, registry: ConnectionRegistry,
        random: RandomSource, logger: Logger
    ) {
        self.session = session
        self.store = store
        self.registry = registry
        self.random = random
        self.logger = logger
        self.storeFailures = storeFailures
        afterLastStep = Mutex((session.presence.isHeld, session.claimClocks))
    }

    nonisolated var isHeld: Bool { afterLastStep.withLock { $0.held } }

    nonisolated var claimClocks: ClaimClocks { afterLastStep.withLock { $0.clocks } }

    /// The commanding connection's reply.
    struct Response: Sendable {
        var reply: [ServerLine]
        /// True when the session has put it in the connection's outbox already, with the events
        /// addressed to that connection (`apply`); the caller sends any other.
        var isSent = false
        /// The moves the command stored (`GameEvent.storedMoves`): what it cost the address's budget
        /// (PROTOCOL.md 11).
        var storedMoves = 0

        var succeeded: Bool { reply.last?.kind == .ok }

        /// Why the command was refused, if it was.
        var refusal: ErrorCode? {
            guard let last = reply.last, last.kind == .err else { return nil }
            return ErrorCode(rawValue: last.name)
        }
    }

    func handle(_ command: GameCommand, seat: Seat, from connection: ConnectionID) async -> Response {
        await waitForTurn()
        defer { leaveTurn() }
        return await apply(command, from: connection) { session, generator in
            session.handle(command, seat: seat, connection: connection, now: .now, using: &generator)
        }
    }

    func join(name: String, token: SeatToken, from connection: ConnectionID) async -> Response {
        await waitForTurn()
        defer { leaveTurn() }
        return await apply(from: connection, gaining: .b) { session, _ in
            session.join(name: name, token: token, tokenDigest: token.digest, connection: connection, now: .now)
        }
    }

    /// Gives the seat to `connection` if `token` is the seat's; nil if it is not.
    func resume(_ seat: Seat, token: SeatToken, from connection: ConnectionID) async -> Response? {
        await waitForTurn()
        defer { leaveTurn() }
        guard await matchesStore() else { return Response(reply: [Self.unavailable]) }
        guard let stored = session.match.tokenDigests[seat], ConstantTime.equal(stored, token.digest) else { return nil }
        return await apply(from: connection, gaining: seat) { session, _ in session.resume(seat, connection: connection, now: .now) }
    }

    func disconnect(_ connection: ConnectionID) async {
        await waitForTurn()
        defer { leaveTurn() }
        let now = ContinuousClock.now
        // The seats must stay given up whichever presence the session ends up with.
        if var before = unstored {
            for seat in before.presence.seats(heldBy: connection) { before.presence.release(seat, now: now) }
            unstored = before
        }
        registry.deliver(session.disconnect(connection, now: now))
    }

    /// The seat's line of `GAMES`; nil while the match cannot be read back from the store.
    func listing(for seat: Seat) async -> GameListing? {
        await waitForTurn()
        defer { leaveTurn() }
        guard await matchesStore() else { return nil }
        return session.listing(for: seat, now: .now)
    }

    /// Runs one step on the session (`command`, when a game command: the log tells a `FORFEIT`
    /// from a `CLAIM` by it), stores its change, and only then sends anything. The caller holds
    /// the turnstile. A step that gives the connection a seat (`gaining`) has the
    /// connection's state note it with the reply, before the session's turn ends: noted later, a
    /// `RESUME` of the same seat from another connection could take it in between, and its
    /// `* TAKEN` would come before there was a seat to lose.
    private func apply(
        _ command: GameCommand? = nil, from connection: ConnectionID, gaining: Seat? = nil,
        _ step: (inout MatchSession, inout RandomSource.Generator) -> SessionOutcome
    ) async -> Response {
        guard await matchesStore() else { return Response(reply: [Self.unavailable]) }
        let before = session.surroundings
        let wasOver = session.match.game.phase.isOver
        var generator = random.generator
        let outcome = step(&session, &generator)
        if let fault = outcome.fault { logger.computerFailed(fault, game: session.match.code) }
        if let change = outcome.storage {
            do {
                try await store.save([change])
            } catch {
                storeFailures.failed(error, doing: "store a move", game: session.match.code, .writing)
                unstored = before
                _ = await matchesStore()
                return Response(reply: [Self.unavailable])
            }
            storeFailures.worked(.writing)
        }
        if !wasOver, let how = RoundEnding(session.match.game.phase, command: command, fault: outcome.fault) {
            logger.roundEnded(session.match, how: how)
        }
        // The reply goes into the connection's outbox before anyone else hears of the change:
        // the opponent's answer to it (its shot) must not reach this connection ahead of it, or
        // the reply's `next=` would come last and read as the turn.
        let own = outcome.deliveries.filter { $0.connection == connection }.map(\.event)
        let gained = outcome.succeeded ? gaining.map { SeatReference(session.match.code, $0) } : nil
        registry.send(outcome.reply, then: own, gained: gained, to: connection)
        registry.deliver(outcome.deliveries.filter { $0.connection != connection })
        return Response(reply: outcome.reply, isSent: true, storedMoves: outcome.storage?.events.reduce(0) { $0 + $1.storedMoves } ?? 0)
    }

    /// Whether the session is the match as stored: after a change that could not be stored, reads
    /// the match back from the store first; false while that fails.
    private func matchesStore() async -> Bool {
        guard let before = unstored else { return true }
        do {
            guard let (record, events) = try await store.load(session.match.code) else { return false }
            session.restore(try Match(record: record, events: events), in: before)
            unstored = nil
            return true
        } catch {
            storeFailures.failed(error, doing: "read the game back", game: session.match.code, .reading)
            return false
        }
    }

    private static let unavailable = ProtocolError(.unavailable, "the server could not store this; try again").line

    private func leaveTurn() {
        let after = (held: session.presence.isHeld, clocks: session.claimClocks)
        afterLastStep.withLock { $0 = after }
        turnstile.leave()
    }

    /// Returns once nothing else reads or changes the session; the caller must `leaveTurn()` when
    /// it is done.
    private func waitForTurn() async {
        if !turnstile.tryEnter() {
            await withCheckedContinuation { turnstile.enqueue($0) }
        }
    }
}
