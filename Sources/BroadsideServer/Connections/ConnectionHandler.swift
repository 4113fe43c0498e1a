import BroadsideProtocol
import BroadsideServerCore
import Logging
import NIOCore

/// Serves one client: reads lines, acts on them through the connection state and the sessions,
/// and writes replies and events in order. Returns when the connection is over; never throws,
/// so one connection cannot take the server down.
struct ConnectionHandler {
    let channel: NIOAsyncChannel<ByteBuffer, ByteBuffer>
    let sessions: SessionManager
    let registry: ConnectionRegistry
    let limits: ServerLimits
    let logger: Logger

    func run() async {
        let context = ConnectionContext(id: registry.makeID(), limits: limits, now: .now, channel: channel.channel)
        var logger = logger
        logger[metadataKey: "connection"] = "\(context.id)"
        do {
            try await channel.executeThenClose { inbound, _ in
                // Lines go to the channel from the outbox; the async writer is not used.
                context.outbox.send([context.state.withLock { $0.greeting }])
                if let refusal = registry.register(context, limit: limits.maxConnections) {
                    context.outbox.send([refusal])
                    context.outbox.finish()
                    try await context.outbox.flushedAll.get()
                    try await closeGently(inbound)
                    return
                }
                defer { registry.unregister(context.id) }
                // Once the last line (a BYE, say) is handed over, close our side; the reader
                // below ends when the client closes too, or at the latest when the grace period is over.
                context.outbox.flushedAll.whenSuccess { closeOutput() }
                let watchdog = Task { await watch(context) }
                defer { watchdog.cancel() }
                do {
                    try await read(inbound, into: context)
                } catch {
                    logger.debug("reading failed", metadata: ["error": "\(error)"])
                }
                context.outbox.finish()
                try await context.outbox.flushedAll.get()
            }
        } catch {
            logger.debug("connection ended with an error", metadata: ["error": "\(error)"])
        }
        // Already done unless the channel failed before the body ran; the outbox must end either way.
        context.outbox.finish()
        await releaseSeats(of: context)
        logger.debug("connection closed")
    }

    private func read(_ inbound: NIOAsyncChannelInboundStream<ByteBuffer>, into context: ConnectionContext) async throws {
        var framer = LineFramer()
        for try await buffer in inbound {
            framer.append(buffer.readableBytesView)
            while let framed = framer.next() {
                let action = context.state.withLock { $0.receive(framed, now: .now) }
                guard let action else { continue }
                guard await perform(action, for: context) else { return }
            }
            let pending = framer.hasPartialLine
            context.state.withLock { $0.partialLine(pending, now: .now) }
        }
    }

    /// Carries out one action; false when the connection must close.
    private func perform(_ action: ConnectionState.Action, for context: ConnectionContext) async -> Bool {
        switch action {
        case .reply(let lines):
            context.outbox.send(lines)
        case .close(let bye):
            context.outbox.send([bye])
            return false
        case .create(let name, let rules, let opponent):
            let (reply, seat) = await sessions.create(name: name, rules: rules, opponent: opponent, for: context.id)
            if let seat { context.state.withLock { $0.gained(seat, created: true) } }
            context.outbox.send(reply)
        case .join(let code, let name):
            let response = await sessions.join(code, name: name, for: context.id)
            if response.succeeded { context.state.withLock { $0.gained(SeatReference(code, .b), created: false) } }
            send(response, to: context)
        case .resume(let token):
            let (response, seat) = await sessions.resume(token, for: context.id)
            if let seat, response.succeeded { context.state.withLock { $0.gained(seat, created: false) } }
            send(response, to: context)
        case .game(let ref, let command):
            guard let seat = ref.seat, let session = await sessions.liveSession(ref.code) else {
                context.outbox.send([ProtocolError(.notSeated, "this connection holds no seat in \(ref)").line])
                return true
            }
            let response = await session.handle(command, seat: seat, from: context.id)
            if case .leave = command, response.succeeded { context.state.withLock { $0.lost(ref) } }
            send(response, to: context)
        case .listGames(let refs):
            var lines: [ServerLine] = []
            for ref in refs {
                guard let seat = ref.seat, let session = await sessions.liveSession(ref.code) else { continue }
                lines.append(await session.listing(for: seat).line)
            }
            context.outbox.send(lines + [.ok("GAMES", ["count=\(lines.count)"])])
        }
        return true
    }

    private func send(_ response: GameSession.Response, to context: ConnectionContext) {
        context.outbox.send(response.reply)
        for event in response.ownEvents { context.deliver(event) }
    }

    /// Closes the connection with `BYE TIMEOUT` when a deadline of PROTOCOL.md 11 passes.
    private func watch(_ context: ConnectionContext) async {
        while !Task.isCancelled {
            let deadline = context.state.withLock { $0.deadline }
            if ContinuousClock.now >= deadline {
                context.outbox.send([ConnectionState.timeoutLine])
                context.outbox.finish()
                return
            }
            try? await Task.sleep(until: deadline, clock: .continuous)
        }
    }

    /// How long a client may take to read our last lines and close after we close our side.
    private static let closeGrace = TimeAmount.seconds(2)

    /// Sends TLS close_notify and shuts our side down, so the client reads every line we wrote
    /// (a full close now could reset the connection under unread data); closes fully after a grace period.
    private func closeOutput() {
        let underlying = channel.channel
        underlying.close(mode: .output, promise: nil)
        underlying.eventLoop.scheduleTask(in: Self.closeGrace) { underlying.close(promise: nil) }
    }

    /// For a connection turned away at once: lets the client read the `BYE` before closing.
    private func closeGently(_ inbound: NIOAsyncChannelInboundStream<ByteBuffer>) async throws {
        closeOutput()
        for try await _ in inbound {}
    }

    private func releaseSeats(of context: ConnectionContext) async {
        let seats = context.state.withLock { $0.heldSeats }
        for code in Set(seats.map(\.code)) {
            await sessions.liveSession(code)?.disconnect(context.id)
        }
    }
}
