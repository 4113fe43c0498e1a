import NIOCore
import NIOPosix
import NIOSSL
import Synchronization

/// Opens a connection with or without TLS, sends some bytes, and records what comes back until
/// the server closes or the time is up: for checking what a misbehaving client gets.
enum TransportProbe {
    struct Result: Sendable {
        var received: [UInt8]
        var closedByServer: Bool
        var error: String?
    }

    static func probe(
        port: Int, tls: TLSConfiguration?, serverName: String = "localhost", send: [UInt8] = [],
        waitSeconds: Int64 = 5
    ) async throws -> Result {
        let recorder = Recorder()
        let sslContext = try tls.map { try NIOSSLContext(configuration: $0) }
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    if let sslContext {
                        try channel.pipeline.syncOperations.addHandler(
                            NIOSSLClientHandler(context: sslContext, serverHostname: serverName))
                    }
                    try channel.pipeline.syncOperations.addHandler(RecordingHandler(recorder: recorder))
                }
            }
            .connect(host: "127.0.0.1", port: port).get()
        if !send.isEmpty {
            var buffer = channel.allocator.buffer(capacity: send.count)
            buffer.writeBytes(send)
            try? await channel.writeAndFlush(buffer)
        }
        let deadline = ContinuousClock.now + .seconds(waitSeconds)
        while channel.isActive, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        let closed = !channel.isActive
        try? await channel.close()
        return recorder.state.withLock { Result(received: $0.bytes, closedByServer: closed, error: $0.error) }
    }

    final class Recorder: Sendable {
        let state = Mutex<(bytes: [UInt8], error: String?)>(([], nil))
    }

    final class RecordingHandler: ChannelInboundHandler {
        typealias InboundIn = ByteBuffer
        let recorder: Recorder

        init(recorder: Recorder) {
            self.recorder = recorder
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            let buffer = unwrapInboundIn(data)
            recorder.state.withLock { $0.bytes += Array(buffer.readableBytesView) }
        }

        func errorCaught(context: ChannelHandlerContext, error: any Error) {
            recorder.state.withLock { $0.error = "\(error)" }
            context.close(promise: nil)
        }
    }
}
