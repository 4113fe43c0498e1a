import BroadsideConformance
import BroadsideTLS
import Foundation
import NIOCore
import NIOPosix
import NIOSSL

/// What the proxy does with one connection's lines: notes the client's, and rewrites the server's.
protocol LineRewriting: Sendable {
    /// Notes a line the client sent.
    func clientSent(_ line: String)
    /// The lines the client gets for `line` from the server, now.
    func serverSent(_ line: String) -> [String]
}

/// A TLS proxy on 127.0.0.1 between the conformance suite and a real server: a broken server for
/// the mutation tests, or one that differs from ours where the spec allows, made by rewriting what
/// a correct one says rather than by changing it.
///
/// It presents the server's own development certificate, which lies beside the CA the suite
/// trusts (`CertificateFiles.server`), opens a connection of its own to the server for each of
/// the suite's, and passes bytes from the suite on as they come and the server's lines once
/// whole, through a `LineRewriting` made for that connection. A client that closes its sending
/// side (PROTOCOL.md 3.1) has the proxy close its own towards the server, which answers what came
/// before and closes; the server closing closes the client's connection.
enum LineRewritingProxy {
    /// Runs `body` with `options` aimed at a proxy in front of the server they were aimed at,
    /// rewriting each connection's lines with a `conversation` of its own, and stops the proxy
    /// however `body` ends.
    static func with<T: Sendable>(
        rewriting conversation: @escaping @Sendable () -> any LineRewriting, before options: SuiteOptions,
        _ body: (SuiteOptions) async throws -> T
    ) async throws -> T {
        let server = options.target
        guard let caPath = server.caPath else { throw NoDevelopmentCA() }
        let certificates = CertificateFiles.server(in: (caPath as NSString).deletingLastPathComponent)
        let asServer = try NIOSSLContext(configuration: TLSSettings.server(
            certificatePath: certificates.certificatePath, privateKeyPath: certificates.privateKeyPath))
        let asClient = try NIOSSLContext(configuration: TLSSettings.client(trustingCAAt: caPath))
        let listener = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .childChannelOption(.allowRemoteHalfClosure, value: true)
            .bind(host: "127.0.0.1", port: 0) { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(NIOSSLServerHandler(context: asServer))
                    return try NIOAsyncChannel<ByteBuffer, ByteBuffer>(wrappingChannelSynchronously: channel)
                }
            }
        var proxied = options
        proxied.target.host = "127.0.0.1"
        proxied.target.port = listener.channel.localAddress?.port ?? 0
        return try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                try await listener.executeThenClose { connections in
                    try await withThrowingDiscardingTaskGroup { relays in
                        for try await connection in connections {
                            relays.addTask {
                                await relay(connection, to: server, over: asClient, conversation())
                            }
                        }
                    }
                }
            }
            // Ends the listener and every relay still running, however `body` ends.
            defer { group.cancelAll() }
            return try await body(proxied)
        }
    }

    private static func relay(
        _ client: NIOAsyncChannel<ByteBuffer, ByteBuffer>, to server: ConformanceTarget, over tls: NIOSSLContext,
        _ conversation: any LineRewriting
    ) async {
        do {
            let upstream = try await ClientBootstrap(group: client.channel.eventLoop)
                .connect(host: server.host, port: server.port) { channel in
                    channel.eventLoop.makeCompletedFuture {
                        let name = TLSSettings.serverNameIndication(for: server.host)
                        try channel.pipeline.syncOperations.addHandler(NIOSSLClientHandler(context: tls, serverHostname: name))
                        return try NIOAsyncChannel<ByteBuffer, ByteBuffer>(
                            wrappingChannelSynchronously: channel, configuration: .init(isOutboundHalfClosureEnabled: true))
                    }
                }
            try await client.executeThenClose { fromClient, toClient in
                try await upstream.executeThenClose { fromServer, toServer in
                    try await withThrowingTaskGroup(of: Void.self) { directions in
                        directions.addTask {
                            var lines = LineSplitter()
                            // Ended by the client's close_notify, or by its FIN alone (NIOSSL's unclean shutdown).
                            do {
                                for try await bytes in fromClient {
                                    lines.append(bytes).forEach(conversation.clientSent)
                                    try await toServer.write(bytes)
                                }
                            } catch {}
                            toServer.finish()
                        }
                        // The server closing ends the relay, and `executeThenClose` closes both.
                        var lines = LineSplitter()
                        for try await bytes in fromServer {
                            let rewritten = lines.append(bytes).flatMap(conversation.serverSent)
                            try await toClient.write(ByteBuffer(string: rewritten.map { $0 + "\n" }.joined()))
                        }
                        directions.cancelAll()
                    }
                }
            }
        } catch {
            // A side that fails is closed like one that ends: the suite sees its connection close.
        }
    }
}

/// The proxy presents the server's development certificate, found beside its CA.
private struct NoDevelopmentCA: Error {}

/// Cuts bytes into lines at LF, without the LF and a CR before it; a line begun but not ended
/// waits for the bytes that end it.
private struct LineSplitter {
    private var pending = ByteBuffer()

    mutating func append(_ bytes: ByteBuffer) -> [String] {
        var bytes = bytes
        pending.writeBuffer(&bytes)
        var lines: [String] = []
        while let newline = pending.readableBytesView.firstIndex(of: UInt8(ascii: "\n")) {
            let line = pending.readString(length: newline - pending.readerIndex) ?? ""
            pending.moveReaderIndex(forwardBy: 1)
            lines.append(line.hasSuffix("\r") ? String(line.dropLast()) : line)
        }
        pending.discardReadBytes()
        return lines
    }
}
