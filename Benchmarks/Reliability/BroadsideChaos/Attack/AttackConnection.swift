import BroadsideTLS
import NIOCore
import NIOPosix
import NIOSSL
import Synchronization

/// A misbehaving client's connection, at the byte level: with or without TLS, it sends what it
/// is told, reads only when told, and records what the server sent and whether it closed.
public final class AttackConnection: Sendable {
    private let channel: any Channel
    private let recorder: Recorder

    /// Connects to 127.0.0.1:`port`; with `caPath`, over TLS trusting that CA, and returns once
    /// the greeting is here (so the handshake is done). With `keepingOpen`, the connection stays
    /// open when the server closes its side, TLS's close_notify included, until `close()`: a client
    /// that reads the server's last lines but never closes. `receiveBufferBytes` sets the
    /// socket's receive buffer (which the kernel otherwise grows to megabytes): a client whose
    /// unread lines soon fill it. `source` is the loopback address to connect from (127.0.0.2,
    /// say): a client with many addresses, each within its own limits.
    public static func connect(
        port: Int, caPath: String?, from source: String? = nil, keepingOpen: Bool = false, receiveBufferBytes: Int? = nil
    ) async throws -> AttackConnection {
        let tls = try caPath.map { try TLSSettings.client(trustingCAAt: $0) }
        let connection = try await connect(
            port: port, tls: tls, from: source, keepingOpen: keepingOpen, receiveBufferBytes: receiveBufferBytes)
        if caPath != nil { try await connection.waitForText("* BROADSIDE", timeout: .seconds(20)) }
        return connection
    }

    /// Connects to 127.0.0.1:`port`, over TLS with `tls` (any settings, old versions included,
    /// to see them refused) or in plaintext; returns as soon as TCP is connected.
    public static func connect(
        port: Int, tls: TLSConfiguration?, serverName: String? = nil, from source: String? = nil, keepingOpen: Bool = false,
        receiveBufferBytes: Int? = nil
    ) async throws -> AttackConnection {
        let recorder = Recorder()
        let context = try tls.map { try NIOSSLContext(configuration: $0) }
        var bootstrap = ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
        if let receiveBufferBytes {
            bootstrap = bootstrap.channelOption(.socketOption(.so_rcvbuf), value: SocketOptionValue(receiveBufferBytes))
        }
        if let source {
            bootstrap = bootstrap.bind(to: try SocketAddress(ipAddress: source, port: 0))
        }
        let channel = try await bootstrap
            .connectTimeout(.seconds(10))
            .channelOption(.allowRemoteHalfClosure, value: keepingOpen)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    if let context {
                        try channel.pipeline.syncOperations.addHandler(
                            NIOSSLClientHandler(context: context, serverHostname: serverName))
                    }
                    try channel.pipeline.syncOperations.addHandler(RecordingHandler(recorder: recorder))
                }
            }
            .connect(host: "127.0.0.1", port: port).get()
        return AttackConnection(channel: channel, recorder: recorder)
    }

    /// Starts TLS, trusting the CA at `caPath`, on a connection made in plaintext: a client that
    /// dawdles before its handshake.
    public func startTLS(trustingCAAt caPath: String) async throws {
        let context = try NIOSSLContext(configuration: try TLSSettings.client(trustingCAAt: caPath))
        try await channel.eventLoop.submit { [channel] in
            try channel.pipeline.syncOperations.addHandler(NIOSSLClientHandler(context: context, serverHostname: nil), position: .first)
        }.get()
    }

    private init(channel: any Channel, recorder: Recorder) {
        self.channel = channel
        self.recorder = recorder
    }

    public func send(_ text: String) async throws {
        try await send(Array(text.utf8))
    }

    public func send(_ bytes: [UInt8]) async throws {
        var buffer = channel.allocator.buffer(capacity: bytes.count)
        buffer.writeBytes(bytes)
        try await channel.writeAndFlush(buffer)
    }

    /// Closes the sending side only, and goes on reading: with TLS's close_notify first, or as a
    /// bare TCP FIN beneath TLS, as a client killed mid-write or a careless one closes.
    public func closeSending(withCloseNotify: Bool) async throws {
        try await channel.eventLoop.submit { [channel] in
            if withCloseNotify {
                channel.close(mode: .output, promise: nil)
            } else {
                // From the TLS handler's own place the close goes to the socket, past TLS.
                try channel.pipeline.syncOperations.context(handlerType: NIOSSLClientHandler.self).close(mode: .output, promise: nil)
            }
        }.get()
    }

    /// Stops or starts reading from the socket: a client that stops lets the server's output pile up.
    public func setReading(_ reading: Bool) async throws {
        try await channel.setOption(.autoRead, value: reading).get()
        if reading { channel.read() }
    }

    public var isClosed: Bool { !channel.isActive }
    public var receivedText: String { recorder.state.withLock { String(decoding: $0.bytes, as: UTF8.self) } }
    public var receivedCount: Int { recorder.state.withLock { $0.bytes.count } }
    public var received: [UInt8] { recorder.state.withLock { $0.bytes } }
    /// The error the connection ended with, if any (a refused handshake, say).
    public var error: String? { recorder.state.withLock { $0.error } }

    /// Waits until the received text contains `text`; returns the time it took.
    @discardableResult
    public func waitForText(_ text: String, timeout: Duration) async throws -> Duration {
        let started = ContinuousClock.now
        while !receivedText.contains(text) {
            guard ContinuousClock.now - started < timeout else {
                throw ChaosFailure("no '\(text)' from the server in time; got \(receivedText.suffix(200))")
            }
            try await Task.sleep(for: .milliseconds(10))
        }
        return ContinuousClock.now - started
    }

    /// Waits until the server has closed the connection; returns the time it took.
    @discardableResult
    public func waitUntilClosed(timeout: Duration) async throws -> Duration {
        let started = ContinuousClock.now
        while channel.isActive {
            guard ContinuousClock.now - started < timeout else { throw ChaosFailure("the server kept an offender's connection open") }
            try await Task.sleep(for: .milliseconds(10))
        }
        return ContinuousClock.now - started
    }

    public func close() async {
        try? await channel.close()
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
