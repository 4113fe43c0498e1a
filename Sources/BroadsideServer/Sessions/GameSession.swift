import BroadsideCore
import BroadsideProtocol
import BroadsideServerCore

/// The one place a match changes. Commands go through one at a time, including the time it
/// takes to store what they changed: nobody hears of a change before it is on disk.
actor GameSession {
    private var session: MatchSession
    private let store: GameStore
    private let registry: ConnectionRegistry
    private let random: RandomSource
    private var turnstile = AsyncTurnstile()

    init(session: MatchSession, store: GameStore, registry: ConnectionRegistry, random: RandomSource) {
        self.session = session
        self.store = store
        self.registry = registry
        self.random = random
    }

    /// What the commanding connection is sent: its reply, then the events addressed to it.
    struct Response: Sendable {
        var reply: [ServerLine]
        var ownEvents: [Event] = []

        var succeeded: Bool { reply.last?.kind == .ok }
    }

    func handle(_ command: Command, seat: Seat, from connection: ConnectionID) async -> Response {
        await apply(from: connection) { session, generator in
            session.handle(command, seat: seat, connection: connection, now: .now, using: &generator)
        }
    }

    func join(name: String, token: SeatToken, from connection: ConnectionID) async -> Response {
        await apply(from: connection) { session, _ in
            session.join(name: name, token: token, tokenDigest: token.digest, connection: connection, now: .now)
        }
    }

    /// Gives the seat to `connection` if `token` is the seat's; nil if it is not.
    func resume(_ seat: Seat, token: SeatToken, from connection: ConnectionID) async -> Response? {
        guard let stored = session.match.tokenDigests[seat], ConstantTime.equal(stored, token.digest) else { return nil }
        return await apply(from: connection) { session, _ in session.resume(seat, connection: connection, now: .now) }
    }

    /// Waits its turn like a command: applied during another command's store, the release would
    /// be overwritten when that command adopts its copy of the session.
    func disconnect(_ connection: ConnectionID) async {
        await waitForTurn()
        defer { turnstile.leave() }
        registry.deliver(session.disconnect(connection, now: .now))
    }

    func listing(for seat: Seat) -> GameListing {
        session.listing(for: seat)
    }

    /// Runs one step on a copy of the session, stores its change, and only then adopts the copy
    /// and sends the events. If storing fails, the session stays as it was.
    private func apply(
        from connection: ConnectionID,
        _ step: (inout MatchSession, inout RandomSource.Generator) -> SessionOutcome
    ) async -> Response {
        await waitForTurn()
        defer { turnstile.leave() }
        var next = session
        var generator = random.generator
        let outcome = step(&next, &generator)
        if let change = outcome.storage {
            do {
                try await store.save([change])
            } catch {
                return Response(reply: [ProtocolError(.unavailable, "the server could not store this; try again").line])
            }
        }
        session = next
        let own = outcome.deliveries.filter { $0.connection == connection }
        registry.deliver(outcome.deliveries.filter { $0.connection != connection })
        return Response(reply: outcome.reply, ownEvents: own.map(\.event))
    }

    /// Returns once no other change to the session is under way; the caller must `leave()` the
    /// turnstile when its change is done.
    private func waitForTurn() async {
        if !turnstile.tryEnter() {
            await withCheckedContinuation { turnstile.enqueue($0) }
        }
    }
}
