import NIOCore
import NIOTLS

/// Greets once the handshake is done, then sends back every line it reads; with `pairs`, a line
/// `PAIR <key>` is answered `OK PAIR`, and every other line also goes, marked `* `, to the
/// connection that paired with the same key.
final class BaselineHandler: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    /// The longest line kept while waiting for its LF, as the protocol's limit (PROTOCOL.md 3.3).
    private static let maximumLineBytes = 512
    private static let pairCommand = "PAIR "
    private let pairs: RelayPairs?
    private var partial: ByteBuffer?
    private var key: String?
    private var partner: (any Channel)?

    init(_ pairs: RelayPairs?) {
        self.pairs = pairs
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case TLSUserEvent.handshakeCompleted = event {
            context.writeAndFlush(wrapOutboundOut(ByteBuffer(string: "* ECHO ready\n")), promise: nil)
        }
        context.fireUserInboundEventTriggered(event)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        var buffer = unwrapInboundIn(data)
        if var earlier = partial {
            earlier.writeBuffer(&buffer)
            buffer = earlier
            partial = nil
        }
        while let newline = buffer.readableBytesView.firstIndex(of: UInt8(ascii: "\n")),
              let line = buffer.readSlice(length: newline - buffer.readerIndex + 1) {
            if let pairs { relay(line, context: context, pairs: pairs) } else { context.write(wrapOutboundOut(line), promise: nil) }
        }
        guard buffer.readableBytes < Self.maximumLineBytes else {
            context.close(promise: nil)
            return
        }
        if buffer.readableBytes > 0 { partial = buffer }
    }

    private func relay(_ line: ByteBuffer, context: ChannelHandlerContext, pairs: RelayPairs) {
        if line.readableBytesView.starts(with: Self.pairCommand.utf8) {
            let key = String(String(buffer: line).dropFirst(Self.pairCommand.count).dropLast())
            self.key = key
            pairs.join(key, context.channel)
            context.write(wrapOutboundOut(ByteBuffer(string: "OK PAIR\n")), promise: nil)
            return
        }
        context.write(wrapOutboundOut(line), promise: nil)
        if partner == nil, let key { partner = pairs.partner(of: context.channel, key: key) }
        guard let partner else { return }
        var event = context.channel.allocator.buffer(capacity: line.readableBytes + 2)
        event.writeStaticString("* ")
        event.writeImmutableBuffer(line)
        partner.writeAndFlush(event, promise: nil)
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        context.flush()
    }

    func channelInactive(context: ChannelHandlerContext) {
        if let pairs, let key { pairs.leave(key, context.channel) }
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}
