import BroadsideChaos
import BroadsideTLS
import Foundation
import NIOCore
import NIOPosix
import NIOSSL
import Testing

/// The first line the test echo server sends once a TLS handshake is complete.
let greeting = "HELLO broadside-tls-test"

/// Runs `body` with a fresh directory under the system's temporary directory, removed afterwards.
func withTemporaryDirectory<T>(_ body: (String) async throws -> T) async throws -> T {
    let path = NSTemporaryDirectory() + "broadside-tls-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    do {
        let result = try await body(path)
        try? FileManager.default.removeItem(atPath: path)
        return result
    } catch {
        try? FileManager.default.removeItem(atPath: path)
        throw error
    }
}

func permissions(of path: String) throws -> Int {
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
}

func contents(of path: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: path))
}

// MARK: - The system openssl

enum OpenSSL {
    static let path: String? = ["/usr/bin/openssl", "/usr/local/bin/openssl", "/opt/homebrew/bin/openssl"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    static var isAvailable: Bool { path != nil }

    /// Why the tests that need it are skipped where it is missing.
    static let missing: Comment = "openssl is not installed; .ci/run installs it"

    /// Runs `openssl arguments...` and returns its exit status and combined output. Started by
    /// `posix_spawn` as every child of the tests is (`SpawnedProcess`): Foundation's `Process.run`
    /// crashed the whole test process once, copying memory it no longer owned, while other tests
    /// started children on other threads.
    static func run(_ arguments: [String]) async throws -> (status: Int32, output: String) {
        let openssl = try SpawnedProcess.start(path ?? "openssl", arguments)
        defer { openssl.kill() }
        let status = try await openssl.waitForExit(timeout: .seconds(30))
        return (WaitStatus.exitCode(status) ?? -1, openssl.outputText)
    }
}

extension OpenSSL {
    /// Runs `openssl s_client arguments...`, sends `line`, and returns what it printed once
    /// `expected` appears in its output (or it ends, or 10 seconds pass).
    static func client(_ arguments: [String], send line: String, until expected: String) async throws -> String {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        let input = FileHandle(fileDescriptor: descriptors[1], closeOnDealloc: true)
        let openssl: SpawnedProcess
        do {
            defer { close(descriptors[0]) }
            openssl = try SpawnedProcess.start(path ?? "openssl", ["s_client"] + arguments, input: .descriptor(descriptors[0]))
        }
        defer { openssl.kill() }
        // An openssl that refused the handshake may have ended already, its input closed: what it
        // printed says why.
        try? input.write(contentsOf: Data(line.utf8))
        let deadline = ContinuousClock.now + .seconds(10)
        while !openssl.outputText.contains(expected), openssl.isRunning, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        try? input.close()
        _ = try? await openssl.waitForExit(timeout: .seconds(10))
        return openssl.outputText
    }
}

// MARK: - A tiny TLS line echo server

/// Sends ``greeting`` once the connection is up (NIOSSL holds it back until the handshake is
/// complete), then answers every line `X` with `ECHO X`.
final class LineEchoHandler: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private var pending = ByteBuffer()

    func channelActive(context: ChannelHandlerContext) {
        context.writeAndFlush(wrapOutboundOut(ByteBuffer(string: greeting + "\n")), promise: nil)
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        var bytes = unwrapInboundIn(data)
        pending.writeBuffer(&bytes)
        while let newline = pending.readableBytesView.firstIndex(of: UInt8(ascii: "\n")) {
            let line = pending.readString(length: newline - pending.readerIndex) ?? ""
            pending.moveReaderIndex(forwardBy: 1)
            context.write(wrapOutboundOut(ByteBuffer(string: "ECHO \(line)\n")), promise: nil)
        }
        context.flush()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}

/// An event loop group and a TLS echo server on 127.0.0.1, port chosen by the system.
struct EchoServer {
    let group: MultiThreadedEventLoopGroup
    let channel: any Channel

    var port: Int { channel.localAddress?.port ?? 0 }

    /// Starts a server with `configuration`, runs `body`, then stops the server and the group.
    /// Client certificates are verified as `broadside serve` verifies them with `clientAuthorities`.
    static func with<T>(
        _ configuration: TLSConfiguration,
        clientAuthorities: ClientAuthorities = .unknown,
        _ body: (EchoServer) async throws -> T
    ) async throws -> T {
        let group = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        var outcome: Result<T, any Error>
        do {
            let context = try NIOSSLContext(configuration: configuration)
            let channel = try await ServerBootstrap(group: group)
                .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
                .childChannelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try channel.pipeline.syncOperations.addHandler(
                            ClientCertificateVerifier.serverHandler(context: context, clientAuthorities: clientAuthorities))
                        try channel.pipeline.syncOperations.addHandler(LineEchoHandler())
                    }
                }
                .bind(host: "127.0.0.1", port: 0)
                .get()
            do {
                outcome = .success(try await body(EchoServer(group: group, channel: channel)))
            } catch {
                outcome = .failure(error)
            }
            try? await channel.close()
        } catch {
            outcome = .failure(error)
        }
        try await group.shutdownGracefully()
        return try outcome.get()
    }
}

// MARK: - A client that sends one line and collects what comes back

/// What a client saw on one connection.
struct Exchange: Sendable {
    /// Every byte received, before any TLS decryption failure or close.
    var received: [UInt8]
    /// The first error the pipeline reported, if any.
    var error: (any Error)?
    /// True when the client gave up waiting rather than the connection ending or completing.
    var timedOut: Bool
    /// The negotiated TLS version, when the handshake completed.
    var tlsVersion: TLSVersion?

    var text: String { String(decoding: received, as: UTF8.self) }
    var lines: [String] { text.split(separator: "\n").map(String.init) }
    var errorText: String { error.map { String(describing: $0) } ?? "" }
    /// True when the connection was refused in the sense the tests care about: no greeting
    /// arrived and the connection ended without the client having to give up.
    var wasRefused: Bool { !text.contains(greeting) && !timedOut }
}

/// Sends `line` when the connection is up and completes `promise` once `expectedLines` lines
/// have arrived, the connection ends, or `timeout` passes.
final class CollectingHandler: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private let line: String
    private let expectedLines: Int
    private let timeout: TimeAmount
    private let promise: EventLoopPromise<Exchange>
    private var exchange = Exchange(received: [], error: nil, timedOut: false, tlsVersion: nil)
    private var finished = false
    private var timer: Scheduled<Void>?

    init(line: String, expectedLines: Int, timeout: TimeAmount, promise: EventLoopPromise<Exchange>) {
        self.line = line
        self.expectedLines = expectedLines
        self.timeout = timeout
        self.promise = promise
    }

    func handlerAdded(context: ChannelHandlerContext) {
        timer = context.eventLoop.assumeIsolated().scheduleTask(in: timeout) { [self] in
            self.exchange.timedOut = !self.finished
            self.finish(context: context)
        }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
    }

    func channelActive(context: ChannelHandlerContext) {
        context.writeAndFlush(wrapOutboundOut(ByteBuffer(string: line)), promise: nil)
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        exchange.received += unwrapInboundIn(data).readableBytesView
        if exchange.received.filter({ $0 == UInt8(ascii: "\n") }).count >= expectedLines {
            exchange.tlsVersion = try? context.pipeline.syncOperations.nioSSL_tlsVersion()
            finish(context: context)
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if exchange.error == nil { exchange.error = error }
        context.close(promise: nil)
    }

    func channelInactive(context: ChannelHandlerContext) {
        finish(context: context)
        context.fireChannelInactive()
    }

    private func finish(context: ChannelHandlerContext) {
        guard !finished else { return }
        finished = true
        timer?.cancel()
        promise.succeed(exchange)
        context.close(promise: nil)
    }
}

/// Connects to 127.0.0.1:`port` and sends `line` and collects the answer. With `tls`, the
/// connection is TLS for `host` (SNI and host name verification); `strictHost` adds
/// ``TLSSettings/verifyIdentity(of:host:)`` to NIOSSL's own check, as Broadside clients do.
func exchange(
    port: Int,
    group: any EventLoopGroup,
    tls: TLSConfiguration?,
    host: String = "localhost",
    strictHost: Bool = true,
    line: String = "ping\n",
    expectedLines: Int = 2,
    timeout: TimeAmount = .seconds(10)
) async throws -> Exchange {
    let sslContext = try tls.map { try NIOSSLContext(configuration: $0) }
    let promise = group.next().makePromise(of: Exchange.self)
    let channel: any Channel
    do {
        channel = try await ClientBootstrap(group: group)
            .connectTimeout(.seconds(5))
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    if let sslContext {
                        let serverName = TLSSettings.serverNameIndication(for: host)
                        let handler =
                            strictHost
                            ? try NIOSSLClientHandler._makeSSLClientHandler(
                                context: sslContext,
                                serverHostname: serverName
                            ) { certificate, channel in
                                do {
                                    try TLSSettings.verifyIdentity(of: certificate, host: host)
                                    return channel.eventLoop.makeSucceededVoidFuture()
                                } catch {
                                    return channel.eventLoop.makeFailedFuture(error)
                                }
                            }
                            : try NIOSSLClientHandler(context: sslContext, serverHostname: serverName)
                        try channel.pipeline.syncOperations.addHandler(handler)
                    }
                    try channel.pipeline.syncOperations.addHandler(
                        CollectingHandler(line: line, expectedLines: expectedLines, timeout: timeout, promise: promise)
                    )
                }
            }
            .connect(host: "127.0.0.1", port: port)
            .get()
    } catch {
        promise.fail(error)
        throw error
    }
    let result = try await promise.futureResult.get()
    try? await channel.closeFuture.get()
    return result
}

