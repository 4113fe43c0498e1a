import BroadsideTLS
import NIOCore
import NIOPosix
import NIOSSL
import NIOTLS

/// A connection below the line protocol, for the cases of PROTOCOL.md 2.1: a TLS handshake with
/// chosen versions and suites, or plain TCP. It waits until the server closes or `within` passes.
enum Probe {
    struct Outcome: Sendable {
        /// True when a TLS handshake completed.
        var handshakeCompleted = false
        /// Bytes received: decrypted with TLS, raw without.
        var received: [UInt8] = []
        /// True when the server closed (or refused) the connection before the deadline.
        var closedByServer = false
        /// The TLS or socket error, if any.
        var error: String?
    }

    /// Connects with TLS configured by `configure` (starting from the intermediate profile with
    /// verification off: these cases test versions and suites, not trust; presenting the target's
    /// client certificate, if it has one) and stops at the handshake.
    static func tls(
        _ target: ConformanceTarget, within limit: Duration, configure: (inout TLSConfiguration) -> Void
    ) async throws -> Outcome {
        var configuration = TLSConfiguration.makeClientConfiguration()
        configuration.certificateVerification = .none
        try TLSSettings.presentIdentity(
            certificatePath: target.certificatePath, privateKeyPath: target.privateKeyPath, in: &configuration)
        configure(&configuration)
        let context = try NIOSSLContext(configuration: configuration)
        return try await run(target, within: limit, send: [], after: .handshake(thenClose: nil)) { channel in
            try channel.pipeline.syncOperations.addHandler(try NIOSSLClientHandler(context: context, serverHostname: nil))
        }
    }

    /// Connects with TLS (verification off, as above), sends `bytes` once the handshake is done,
    /// then closes its sending side: with TLS's close_notify, or with only a TCP FIN beneath TLS
    /// (PROTOCOL.md 3.1). Reads until the server closes.
    static func halfClosing(
        _ target: ConformanceTarget, within limit: Duration, send bytes: [UInt8], closeNotify: Bool
    ) async throws -> Outcome {
        var configuration = TLSConfiguration.makeClientConfiguration()
        configuration.certificateVerification = .none
        try TLSSettings.presentIdentity(
            certificatePath: target.certificatePath, privateKeyPath: target.privateKeyPath, in: &configuration)
        let context = try NIOSSLContext(configuration: configuration)
        return try await run(target, within: limit, send: bytes, after: .handshake(thenClose: closeNotify ? .closeNotify : .tcpOnly)) { channel in
            try channel.pipeline.syncOperations.addHandler(try NIOSSLClientHandler(context: context, serverHostname: nil))
        }
    }

    /// Connects without TLS and sends `bytes`.
    static func plaintext(_ target: ConformanceTarget, within limit: Duration, send bytes: [UInt8]) async throws -> Outcome {
        try await run(target, within: limit, send: bytes, after: .connecting) { _ in }
    }

    /// When a probe sends its bytes, and what it does once the TLS handshake is done.
    enum Plan: Sendable {
        /// Sends as soon as TCP is up, and waits for the server to close.
        case connecting
        /// Once the handshake is done: stops there (nil), or sends and then closes its sending side.
        case handshake(thenClose: HalfClose?)
    }

    enum HalfClose: Sendable { case closeNotify, tcpOnly }

    private static func run(
        _ target: ConformanceTarget, within limit: Duration, send bytes: [UInt8], after plan: Plan,
        setUp: @escaping @Sendable (any Channel) throws -> Void
    ) async throws -> Outcome {
        let loop = MultiThreadedEventLoopGroup.singleton.next()
        let finished = loop.makePromise(of: Outcome.self)
        let deadline = TimeAmount(limit)
        do {
            _ = try await ClientBootstrap(group: loop)
                .connectTimeout(deadline)
                .channelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try setUp(channel)
                        try channel.pipeline.syncOperations.addHandler(ProbeHandler(
                            send: bytes, plan: plan, deadline: deadline, finished: finished))
                    }
                }
                .connect(host: target.host, port: target.port).get()
        } catch {
            finished.fail(error)
            throw error
        }
        return try await finished.futureResult.get()
    }
}

/// Records what a probe connection sees and reports it once, when the connection closes.
private final class ProbeHandler: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer

    private let send: [UInt8]
    private let plan: Probe.Plan
    private let deadline: TimeAmount
    private let finished: EventLoopPromise<Probe.Outcome>
    private var outcome = Probe.Outcome()
    private var closedByUs = false
    private var timer: Scheduled<Void>?

    init(send: [UInt8], plan: Probe.Plan, deadline: TimeAmount, finished: EventLoopPromise<Probe.Outcome>) {
        self.send = send
        self.plan = plan
        self.deadline = deadline
        self.finished = finished
    }

    func channelActive(context: ChannelHandlerContext) {
        let channel = context.channel
        let handler = NIOLoopBound(self, eventLoop: context.eventLoop)
        timer = context.eventLoop.scheduleTask(in: deadline) {
            handler.value.closedByUs = true
            channel.close(promise: nil)
        }
        if case .connecting = plan, !send.isEmpty {
            context.writeAndFlush(NIOAny(context.channel.allocator.buffer(bytes: send)), promise: nil)
        }
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        outcome.received += Array(unwrapInboundIn(data).readableBytesView)
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case TLSUserEvent.handshakeCompleted = event {
            outcome.handshakeCompleted = true
            switch plan {
            case .connecting: break
            case .handshake(thenClose: nil):
                closedByUs = true
                context.close(promise: nil)
            case .handshake(thenClose: let close?):
                let channel = context.channel
                channel.writeAndFlush(channel.allocator.buffer(bytes: send), promise: nil)
                switch close {
                case .closeNotify: channel.close(mode: .output, promise: nil)
                // From the TLS handler's own place the close goes to the socket, past TLS.
                case .tcpOnly: try? channel.pipeline.syncOperations.context(handlerType: NIOSSLClientHandler.self).close(mode: .output, promise: nil)
                }
            }
        }
        context.fireUserInboundEventTriggered(event)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        outcome.error = outcome.error ?? "\(error)"
        context.close(promise: nil)
    }

    func channelInactive(context: ChannelHandlerContext) {
        timer?.cancel()
        outcome.closedByServer = !closedByUs
        finished.succeed(outcome)
        context.fireChannelInactive()
    }
}
