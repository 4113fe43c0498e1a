import BroadsideProtocol
import NIOCore
import NIOTLS

/// Turns the bytes from the server into lines for a stream, and reports the TLS handshake.
final class LineCollector: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer

    /// Server lines may not exceed 512 bytes (PROTOCOL.md 3.3); longer ones still reach the caller,
    /// who can tell a conformance failure from the byte count, up to this bound on memory.
    static let maximumLineBytes = 64 * 1024

    /// Lines received and not yet read: the reader keeps up with any server that follows the
    /// protocol, so one that sends this many ahead of it is closed rather than let fill the memory.
    static let maximumUnreadLines = 16_384

    private var framer = LineFramer(maximumLineBytes: LineCollector.maximumLineBytes)
    private let continuation: AsyncThrowingStream<ReceivedLine, any Error>.Continuation
    private let handshake: EventLoopPromise<Void>

    init(continuation: AsyncThrowingStream<ReceivedLine, any Error>.Continuation, handshake: EventLoopPromise<Void>) {
        self.continuation = continuation
        self.handshake = handshake
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let buffer = unwrapInboundIn(data)
        framer.append(buffer.readableBytesView)
        while let framed = framer.next() {
            let received = switch framed {
            case .line(let text): ReceivedLine(text: text)
            case .rejected(let error): ReceivedLine(text: "", framingError: error)
            }
            if case .dropped = continuation.yield(received) {
                let error = ClientError("the server sent more than \(Self.maximumUnreadLines) lines ahead of this client")
                continuation.finish(throwing: error)
                context.close(promise: nil)
                return
            }
        }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case TLSUserEvent.handshakeCompleted = event { handshake.succeed(()) }
        context.fireUserInboundEventTriggered(event)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        handshake.fail(error)
        continuation.finish(throwing: error)
        context.close(promise: nil)
    }

    func channelInactive(context: ChannelHandlerContext) {
        handshake.fail(ClientError.closed)
        continuation.finish()
        context.fireChannelInactive()
    }
}

/// One line from the server, as received.
public struct ReceivedLine: Hashable, Sendable {
    /// The line without its LF; empty when it broke a framing rule.
    public let text: String
    /// Set when the server sent bytes that are not a valid line (conformance cares).
    public let framingError: ProtocolError?

    init(text: String, framingError: ProtocolError? = nil) {
        self.text = text
        self.framingError = framingError
    }
}
