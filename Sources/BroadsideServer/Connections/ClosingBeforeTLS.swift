import NIOCore

/// Stands in for the whole pipeline of a connection turned away as soon as it was accepted: it
/// closes the socket before any TLS, so that a client connecting in a loop costs the server no
/// handshakes (PROTOCOL.md 11).
final class ClosingBeforeTLS: ChannelInboundHandler, Sendable {
    typealias InboundIn = ByteBuffer

    func channelActive(context: ChannelHandlerContext) {
        context.close(promise: nil)
    }
}
