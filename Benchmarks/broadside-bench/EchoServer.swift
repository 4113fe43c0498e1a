import ArgumentParser
import BroadsideTLS
import Foundation
import NIOCore
import NIOPosix
import NIOSSL
import NIOTLS

/// `broadside-bench echo-server`: the baseline of `server`, the least a TLS line server can do.
/// The same TLS settings, certificate, event loops and socket options as `broadside serve`; it
/// greets each client with one line, then sends every line back. Runs until it is killed.
struct EchoServer: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "echo-server",
        abstract: "A bare TLS line echo server: the baseline `server` measures against.",
        shouldDisplay: false
    )

    @Option(help: ArgumentHelp("PEM certificate chain.", valueName: "pem"))
    var cert: String

    @Option(help: ArgumentHelp("PEM private key of --cert.", valueName: "pem"))
    var key: String

    @Option(help: "TCP port on 127.0.0.1; 0 picks a free one.")
    var port = 0

    func run() async throws {
        let tls = try NIOSSLContext(configuration: TLSSettings.server(certificatePath: cert, privateKeyPath: key))
        let server = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.backlog, value: 1024)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(.socketOption(.tcp_nodelay), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(NIOSSLServerHandler(context: tls))
                    try channel.pipeline.syncOperations.addHandler(EchoHandler())
                }
            }
            .bind(host: "127.0.0.1", port: port).get()
        // The same words `broadside serve` logs, so the benchmark finds the port the same way.
        FileHandle.standardError.write(Data("listening on 127.0.0.1:\(server.localAddress?.port ?? port)\n".utf8))
        try await server.closeFuture.get()
    }
}

/// Greets once the handshake is done, then writes back every line it reads.
final class EchoHandler: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    /// The longest line kept while waiting for its LF, as the protocol's limit (PROTOCOL.md 3.3).
    private static let maximumLineBytes = 512
    private var partial: ByteBuffer?

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
            context.write(wrapOutboundOut(line), promise: nil)
        }
        guard buffer.readableBytes < Self.maximumLineBytes else {
            context.close(promise: nil)
            return
        }
        if buffer.readableBytes > 0 { partial = buffer }
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        context.flush()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}
