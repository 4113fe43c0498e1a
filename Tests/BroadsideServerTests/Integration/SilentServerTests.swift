import BroadsideClient
import BroadsideTLS
import NIOCore
import NIOSSL
import Synchronization
import Testing

/// Servers that complete the TLS handshake and then say nothing, or something else than Broadside's
/// greeting: the client gives up (within its connect timeout), says why, and leaves no connection
/// open behind it (a client that retries would otherwise pile them up).
@Suite(.timeLimit(.minutes(5))) struct SilentServerTests {
    private final class ClosingCounter: ChannelInboundHandler, Sendable {
        typealias InboundIn = ByteBuffer
        let greeting: String?
        let closed = Mutex(0)

        init(greeting: String?) {
            self.greeting = greeting
        }

        func channelActive(context: ChannelHandlerContext) {
            if let greeting { context.writeAndFlush(NIOAny(context.channel.allocator.buffer(string: greeting)), promise: nil) }
            context.fireChannelActive()
        }

        func channelInactive(context: ChannelHandlerContext) {
            closed.withLock { $0 += 1 }
            context.fireChannelInactive()
        }
    }

    @Test(arguments: [
        (nil, "the server did not answer the greeting and HELLO in time; it may be stopped or overloaded: try again in a while"),
        ("220 mail.example.org ESMTP\r\n", "the server did not greet as a Broadside server"),
    ])
    func aServerThatDoesNotGreetIsLeftAndItsConnectionClosed(greeting: String?, expected: String) async throws {
        try await withTemporaryDirectory { directory in
            let files = try DevelopmentCertificates.create(in: DataDirectory.certificates(in: directory))
            let tls = try NIOSSLContext(configuration: TLSSettings.server(
                certificatePath: files.certificatePath, privateKeyPath: files.privateKeyPath, clientCAPath: nil))
            let counter = ClosingCounter(greeting: greeting)
            try await withListener({ pipeline in
                try pipeline.addHandler(NIOSSLServerHandler(context: tls))
                try pipeline.addHandler(counter)
            }) { port in
                var configuration = ClientConfiguration(host: "127.0.0.1", port: port, caPath: files.caCertificatePath)
                // Room for the TLS handshake on a loaded machine (1 s was once too little in CI),
                // so that what runs out is the wait for the greeting.
                configuration.connectTimeout = .seconds(3)
                for _ in 0..<3 {
                    do {
                        _ = try await ProtocolClient.connect(configuration, name: "ann")
                        Issue.record("a server that did not greet was taken for a Broadside server")
                    } catch {
                        #expect("\(error)" == expected)
                    }
                }
                try await withTimeout(10, "the client's connections to close") {
                    while counter.closed.withLock({ $0 }) < 3 { try await Task.sleep(for: .milliseconds(20)) }
                }
            }
        }
    }

    /// A server that takes the TCP connection and never answers the TLS handshake (one stopped, or
    /// not a TLS server that waits for the client to speak first) is left within the connect
    /// timeout, said as CLIENT.md says (test audit: nothing checked the handshake's timer).
    @Test func aServerThatNeverAnswersTheHandshakeIsLeftWithinTheTimeout() async throws {
        let counter = ClosingCounter(greeting: nil)
        try await withListener({ pipeline in try pipeline.addHandler(counter) }) { port in
            var configuration = ClientConfiguration(host: "127.0.0.1", port: port, caPath: nil)
            configuration.connectTimeout = .seconds(1)
            do {
                _ = try await ProtocolClient.connect(configuration, name: "ann")
                Issue.record("a server that never answered the handshake was taken for a Broadside server")
            } catch {
                #expect("\(error)" == "the server did not answer the TLS handshake in time; it may be stopped or overloaded: try again in a while")
            }
            try await withTimeout(10, "the client's connection to close") {
                while counter.closed.withLock({ $0 }) < 1 { try await Task.sleep(for: .milliseconds(20)) }
            }
        }
    }
}
