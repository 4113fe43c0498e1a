import BroadsideProtocol
import BroadsideServerCore
import BroadsideTLS
import Logging
import NIOCore
import NIOSSL
import NIOTLS

/// Serves one client on its channel's event loop: greets it, frames what it sends into lines,
/// lets its `ConnectionState` decide, answers at once what needs no game, and hands the rest to
/// `ConnectionActions` one command at a time, reading nothing more from the socket meanwhile.
/// Replies and events go out through the connection's `Outbox`, in order.
///
/// A client that closes its sending side (TCP FIN, with or without TLS's close_notify) still gets
/// the reply to every whole line it sent before: the channel allows half-closure, and the
/// connection finishes once those lines are answered.
///
/// An idle connection costs no task: only a command that needs a session starts one (on this
/// event loop), and the handler goes on when it is done. The timeouts of PROTOCOL.md 11, the TLS
/// handshake's included, are one timer on the loop, set again for the new deadline when it fires
/// early: a timer of its own for the handshake, cancelled when it is done, cost every new
/// connection a scheduling and a cancellation (a search of the loop's timers).
final class ConnectionChannelHandler: ChannelDuplexHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundIn = ByteBuffer

    private enum Phase {
        /// Reading and acting on lines.
        case serving
        /// The server is stopping: lines are read and dropped, and once the command in flight, if
        /// any, is answered, the connection gets `BYE SHUTDOWN`.
        case stopping
        /// A `BYE` was sent (or the server is full): lines are read and dropped until the client
        /// closes or the outbox's grace period is over.
        case finished
    }

    private let actions: ConnectionActions
    /// Runs this connection's tasks on its event loop.
    private let executor: EventLoopExecutor
    private let limits: ServerLimits
    /// The `--client-ca` certificates when the connection came, to say why its certificate was refused.
    private let clientAuthorities: ClientAuthorities
    private let open: OpenConnections
    private let log: ConnectionLog
    /// Set when the channel becomes active.
    private var connection: ConnectionContext?
    private var registered = false
    private var phase = Phase.serving
    private var framer = LineFramer()
    /// A command is with the sessions; lines wait, and so does reading.
    private var busy = false
    private var readPending = false
    /// The client closed its sending side: the lines already read are answered, then the connection ends.
    private var inputEnded = false
    private var inactive = false
    private var seatsReleased = false
    /// Counted in `open` from the channel's start until it has closed.
    private var counted = false
    /// Reads left off past the input's budget (`ConnectionState.inputPause`), until then.
    private var inputResumption: Scheduled<Void>?
    /// A line read past a budget of lines (`ConnectionRegistry.admitLine`), and the wait for
    /// its turn, which it took: acted on once the wait is over; nothing more is read meanwhile.
    private var heldLine: (line: FramedLine, wait: LineBudgets.Wait)?
    private var heldLineResumption: Scheduled<Void>?
    /// Closes the connection when a deadline of PROTOCOL.md 11 passes.
    private var watchdog = DeadlineTimer()

    init(
        actions: ConnectionActions, executor: EventLoopExecutor, limits: ServerLimits, open: OpenConnections,
        clientAuthorities: ClientAuthorities, logger: Logger
    ) {
        self.actions = actions
        self.clientAuthorities = clientAuthorities
        self.executor = executor
        self.limits = limits
        self.open = open
        log = ConnectionLog(logger: logger)
    }

    func channelActive(context: ChannelHandlerContext) {
        let connection = ConnectionContext(
            id: actions.registry.makeID(), limits: limits, now: .now, channel: context.channel)
        self.connection = connection
        open.opened()
        counted = true
        connection.outbox.send([connection.state.withLock { $0.greeting }])
        if let refusal = actions.registry.register(connection, limits: limits) {
            if let refused = RefusedConnection(refusal, peer: context.channel.remoteAddress) { actions.warnings.refused.note(refused) }
            connection.outbox.say(refusal.line, because: .refused(refusal))
            finish()
        } else {
            registered = true
            armWatchdog(context)
        }
        // Once the last line (a BYE, say) is written, close our side; the channel closes when
        // the client closes too, or at once when the outbox's grace period is over.
        let channel = context.channel
        connection.outbox.flushedAll.whenSuccess { Self.closeOutput(channel) }
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let bytes = unwrapInboundIn(data).readableBytesView
        connection?.state.withLock { $0.received(byteCount: bytes.count, now: .now) }
        guard phase == .serving else { return }
        framer.append(bytes)
        actOnLines(context)
    }

    /// Holds the socket's reads while a command is with the sessions and lines wait behind it.
    /// Not at once: a read held and let go again costs two epoll_ctl calls, on every command.
    /// Past the input's budget, reads wait until it allows more; past the address's budget of
    /// lines, until the line it held back is acted on.
    func read(context: ChannelHandlerContext) {
        if (busy && framer.pendingByteCount >= Self.inputHeldBeyond) || heldLine != nil {
            readPending = true
            return
        }
        let pause = connection?.state.withLock { $0.inputPause(now: .now) } ?? .zero
        guard pause > .zero else { return context.read() }
        guard inputResumption == nil else { return }
        let handler = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        inputResumption = context.eventLoop.scheduleTask(in: TimeAmount(pause)) {
            let (this, context) = handler.value
            this.inputResumption = nil
            this.read(context: context)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        inactive = true
        // Counted among the connections until now, its last replies still being written
        // included, for the limits of connections and for a stopping server to close.
        if registered, let connection {
            registered = false
            actions.registry.unregister(connection.id)
        }
        inputResumption?.cancel()
        heldLineResumption?.cancel()
        dropHeldLine()
        finish()
        if !busy { closed() }
        log.closed(connection, warnings: actions.warnings)
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if phase != .finished, isHandshaking, HandshakeFailure.isFailure(error) {
            // The handshake failed, but the TLS handler still holds the certificate the client presented.
            actions.warnings.failedHandshakes.note(HandshakeFailure(
                peer: context.channel.remoteAddress, error: error,
                clientCertificate: try? context.pipeline.syncOperations.handler(type: NIOSSLHandler.self).peerCertificate,
                clientAuthorities: clientAuthorities))
            finish()
        }
        // A FIN without close_notify: `ChannelEvent.inputClosed` follows, and the lines read are answered.
        if phase != .finished, !isHandshaking, let error = error as? NIOSSLError, error == .uncleanShutdown { return }
        log.ended(by: error, clientWentAway: TLSErrorText.isAftermathOfEnding(error), connection)
        context.close(promise: nil)
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if event is ServerStopping {
            // A connection finished already may still be writing its last replies to a client
            // that closed its side: not for longer than a goodbye would be.
            guard phase == .serving else {
                if phase == .finished { connection?.outbox.closeWithinGrace() }
                return
            }
            phase = .stopping
            if isHandshaking || !busy { sayShuttingDown() }
        } else if case ChannelEvent.inputClosed = event {
            inputEnded = true
            connection?.outbox.noteInputClosed()
            if phase == .serving, !busy { actOnLines(context) }
        } else if case TLSUserEvent.handshakeCompleted = event, let connection {
            let deadline = connection.state.withLock { state in
                state.handshakeCompleted(now: .now)
                return state.deadline
            }
            // The time to HELLO may end before the handshake's limit would have.
            rearmWatchdog(ifSooner: deadline, context)
            log.accepted(try? context.pipeline.syncOperations.handler(type: NIOSSLHandler.self).peerCertificate, of: connection)
        }
        context.fireUserInboundEventTriggered(event)
    }

    private var isHandshaking: Bool { connection?.state.withLock { $0.isHandshaking } ?? false }

    // MARK: Lines

    private func actOnLines(_ context: ChannelHandlerContext) {
        guard let connection else { return }
        while !busy, phase == .serving, let (framed, held) = nextLine() {
            let registry = actions.registry
            let wait = if let held {
                registry.admitLine(after: held, from: connection.address, limits: limits, now: .now)
            } else {
                registry.admitLine(from: connection.address, limits: limits, now: .now)
            }
            let action: ConnectionState.Action?
            if let wait {
                guard framed.isBlank else {
                    if held == nil, let address = connection.address { actions.warnings.linesHeld(by: wait.budget).note(address) }
                    hold(framed, for: wait, context)
                    return
                }
                registry.giveBackLine(wait, from: connection.address, limits: limits, now: .now)
                action = connection.state.withLock { $0.dropBlankLine(now: .now) }
            } else {
                let goesOn = framer.isDiscarding
                action = connection.state.withLock { $0.receive(framed, goesOn: goesOn, now: .now) }
            }
            guard let action else { continue }
            switch action {
            case .reply(let lines):
                connection.outbox.send(lines)
            case .close(let bye):
                let flooded = bye.name == ByeCode.flood.rawValue
                connection.outbox.say(bye, because: flooded ? .flooded(bye, limits: limits) : .said(bye))
                finish()
            case .session(let request):
                actions.registry.spendLines(request.linesBeyondOne, from: connection.address, limits: limits, now: .now)
                start(request, for: connection, context)
            }
        }
        guard !busy, phase == .serving, heldLine == nil else { return }
        guard !inputEnded else {
            // Nothing more will come: a last line without its LF is never finished (PROTOCOL.md 3.1).
            finish()
            return
        }
        let pending = framer.hasPartialLine
        let deadline = connection.state.withLock { state in
            state.partialLine(pending, now: .now)
            return state.deadline
        }
        // A line left half-sent has a nearer deadline than the idle one the watchdog waits for.
        rearmWatchdog(ifSooner: deadline, context)
    }

    /// The line held back by a budget of lines and the wait it was held for, else the next one
    /// read, if whole.
    private func nextLine() -> (FramedLine, held: LineBudgets.Wait?)? {
        guard let held = heldLine else {
            let wasDiscarding = framer.isDiscarding
            let line = framer.next()
            // The rest of an over-long line was dropped up to its end: a line after it has its own time.
            if wasDiscarding, line != nil || !framer.isDiscarding { connection?.state.withLock { $0.overlongLineEnded() } }
            return line.map { ($0, nil) }
        }
        // Bytes read while it waits (a read under way when it was held) wait behind it.
        guard heldLineResumption == nil else { return nil }
        heldLine = nil
        return (held.line, held.wait)
    }

    /// Keeps `line` until its turn comes, reading nothing meanwhile: TCP holds the client back.
    /// The turn is its own (`LineBudgets.admit`), so the connection wakes once for it, however
    /// many others wait on the same budget.
    private func hold(_ line: FramedLine, for wait: LineBudgets.Wait, _ context: ChannelHandlerContext) {
        heldLine = (line, wait)
        let handler = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        heldLineResumption = context.eventLoop.scheduleTask(in: TimeAmount(wait.duration)) {
            let (this, context) = handler.value
            this.heldLineResumption = nil
            this.actOnLines(context)
            if this.phase != .serving { this.dropHeldLine() }
            if !this.watchdog.isSet, this.phase == .serving { this.armWatchdog(context) }
            guard this.heldLine == nil, this.readPending else { return }
            this.readPending = false
            this.read(context: context)
        }
    }

    /// Forgets the line held, which will never be read, and gives its turn back.
    private func dropHeldLine() {
        guard let held = heldLine else { return }
        heldLine = nil
        actions.registry.giveBackLine(held.wait, from: connection?.address, limits: limits, now: .now)
    }

    /// Runs a command that needs the sessions in a task on this loop; lines wait until it is done.
    private func start(_ request: ConnectionState.SessionRequest, for connection: ConnectionContext, _ context: ChannelHandlerContext) {
        busy = true
        let loop = context.eventLoop
        let handler = NIOLoopBound((self, context), eventLoop: loop)
        let actions = actions
        Task(executorPreference: executor) {
            await actions.perform(request, for: connection)
            let done: @Sendable () -> Void = {
                let (this, context) = handler.value
                this.commandCompleted(context)
            }
            // The task ran on the loop, so this is normally at once.
            if loop.inEventLoop { done() } else { loop.execute(done) }
        }
    }

    private func commandCompleted(_ context: ChannelHandlerContext) {
        busy = false
        connection?.state.withLock { $0.answered(now: .now) }
        if phase == .stopping { sayShuttingDown() }
        if phase == .finished { finish() }
        guard !inactive else {
            closed()
            return
        }
        // The watchdog waits for no idle time while a command is carried out (`watchdogFired`).
        if !watchdog.isSet, phase == .serving { armWatchdog(context) }
        actOnLines(context)
        if !busy, readPending {
            readPending = false
            read(context: context)
        }
    }

    // MARK: Ending

    /// `BYE SHUTDOWN`, and the connection is finished; not yet while its handshake is under way,
    /// which may still fail, and which the operator is warned of (`errorCaught`): the goodbye
    /// waits behind it, and the connection ends when it closes.
    private func sayShuttingDown() {
        connection?.outbox.say(ConnectionRefusal.shuttingDown.line, because: .refused(.shuttingDown))
        if !isHandshaking { finish() }
    }

    /// No more lines are acted on: the outbox sends what it holds, then the connection closes.
    /// The seats are given up at once (PROTOCOL.md 4.3), or when the command in flight is done.
    private func finish() {
        phase = .finished
        watchdog.cancel()
        connection?.outbox.finish()
        if !busy { releaseSeats() }
    }

    /// Tells the sessions of the seats held that their connection has gone.
    private func releaseSeats() {
        guard !seatsReleased, let connection else { return }
        seatsReleased = true
        let seats = connection.state.withLock { $0.heldSeats }
        guard !seats.isEmpty else { return }
        // Counted too: a stopping server waits for the release before it closes its store.
        open.opened()
        let (actions, open) = (actions, open)
        Task(executorPreference: executor) {
            await actions.release(seats, of: connection.id)
            open.closed()
        }
    }

    /// The channel has closed and no command is in flight.
    private func closed() {
        guard counted else { return }
        counted = false
        open.closed()
    }

    private func armWatchdog(_ context: ChannelHandlerContext) {
        guard let connection else { return }
        let handler = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        watchdog.set(for: connection.state.withLock { $0.deadline }, on: context.eventLoop) {
            let (this, context) = handler.value
            this.watchdogFired(context)
        }
    }

    private func rearmWatchdog(ifSooner deadline: ContinuousClock.Instant, _ context: ChannelHandlerContext) {
        guard watchdog.firesAfter(deadline) else { return }
        armWatchdog(context)
    }

    /// Closes the connection with `BYE TIMEOUT` once a deadline has passed.
    private func watchdogFired(_ context: ChannelHandlerContext) {
        watchdog.fired()
        guard phase == .serving, let connection else { return }
        let (timeout, deadline) = connection.state.withLock { $0.nextTimeout }
        guard ContinuousClock.now >= deadline else {
            armWatchdog(context)
            return
        }
        if busy && timeout == .idle || heldLine != nil && timeout != .handshake {
            // The client waits for the reply, or for its address's budget to let the line it sent
            // be read (nothing more is read meanwhile): its time starts again once it has it
            // (`finished`, `hold`).
            return
        }
        guard timeout != .handshake else {
            actions.warnings.failedHandshakes.note(
                HandshakeFailure(peer: context.channel.remoteAddress, timedOutAfter: limits.handshakeTimeout))
            connection.outbox.ended(.timedOut(.handshake, bye: nil, limits: limits))
            context.channel.closeAtOnce()
            return
        }
        let bye = connection.state.withLock { $0.timeoutLine }
        connection.outbox.say(bye, because: .timedOut(timeout, bye: bye, limits: limits))
        finish()
    }

    /// Input that may wait while a command is with the sessions before reading stops.
    private static let inputHeldBeyond = 4 * ProtocolLimits.lineBytes

    /// Sends TLS close_notify and shuts our side down, so the client reads every line we wrote
    /// (a full close now could reset the connection under unread data). The outbox's grace timer,
    /// set when it finished, closes the rest if the client has not closed by then.
    private static func closeOutput(_ channel: any Channel) {
        guard channel.isActive else { return }
        channel.close(mode: .output, promise: nil)
    }
}
