import NIOCore
import NIOSSL
import NIOTLS

/// Closes a connection whose TLS handshake has not completed in time, so a client that opens a
/// socket and says nothing cannot hold it (PROTOCOL.md 11).
final class HandshakeDeadline: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = NIOAny

    private let timeout: TimeAmount
    private var timer: Scheduled<Void>?

    init(timeout: TimeAmount) {
        self.timeout = timeout
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { start(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        start(context)
        context.fireChannelActive()
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case TLSUserEvent.handshakeCompleted = event {
            timer?.cancel()
            timer = nil
            context.pipeline.syncOperations.removeHandler(self, promise: nil)
        }
        context.fireUserInboundEventTriggered(event)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
    }

    private func start(_ context: ChannelHandlerContext) {
        guard timer == nil else { return }
        let channel = context.channel
        timer = context.eventLoop.scheduleTask(in: timeout) {
            // Closed beneath TLS: a close through the TLS handler would wait up to its shutdown
            // timeout (5 s) for a close_notify that a stalled handshake never sends.
            let tls = try? channel.pipeline.syncOperations.context(handlerType: NIOSSLServerHandler.self)
            if let tls { tls.close(promise: nil) } else { channel.close(promise: nil) }
        }
    }
}
