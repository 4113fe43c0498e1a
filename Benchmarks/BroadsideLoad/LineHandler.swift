import BroadsideProtocol
import NIOCore

/// Where a `LineHandler` reports, on its channel's event loop.
protocol LineSink: AnyObject {
    func connected(_ channel: any Channel, index: Int)
    func received(_ line: String, index: Int)
    func closed(index: Int)
}

/// Frames what a server sends into lines for a sink, in the channel pipeline itself: the load
/// client hands lines over without a task switch, so that it takes as little of the CPU it
/// shares with the server as it can.
final class LineHandler: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer

    private let sink: any LineSink
    private let index: Int
    private var framer = LineFramer()

    init(sink: any LineSink, index: Int) {
        self.sink = sink
        self.index = index
    }

    func channelActive(context: ChannelHandlerContext) {
        sink.connected(context.channel, index: index)
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        framer.append(unwrapInboundIn(data).readableBytesView)
        while let framed = framer.next() {
            switch framed {
            case .line(let text): sink.received(text, index: index)
            case .rejected(let error): sink.received("malformed line: \(error)", index: index)
            }
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        sink.closed(index: index)
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}

extension Channel {
    /// Writes `line` and a LF.
    func send(_ line: String) {
        var buffer = allocator.buffer(capacity: line.utf8.count + 1)
        buffer.writeString(line)
        buffer.writeInteger(UInt8(ascii: "\n"))
        writeAndFlush(buffer, promise: nil)
    }
}
