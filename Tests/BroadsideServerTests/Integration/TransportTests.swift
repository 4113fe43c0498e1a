import BroadsideClient
import BroadsideProtocol
import BroadsideServer
import BroadsideServerCore
import BroadsideTLS
import Foundation
import Logging
import NIOCore
import NIOSSL
import Testing

/// TLS only, at the Mozilla "intermediate" floor, and the connection-level limits.
@Suite(.timeLimit(.minutes(5))) struct TransportTests {
    @Test func aClientTrustingTheGeneratedCAVerifiesTheServer() async throws {
        let log = CapturingLogHandler.Entries()
        try await TestServer.with(logger: CapturingLogHandler.logger(into: log)) { server in
            let result = try await TransportProbe.probe(
                port: server.port, tls: try TLSSettings.client(trustingCAAt: server.caPath), waitSeconds: 1)
            #expect(result.error == nil)
            #expect(String(decoding: result.received, as: UTF8.self).hasPrefix("* BROADSIDE versions=1"))
            // A client that trusts only the system roots refuses the development certificate.
            await #expect(throws: ClientError.self) {
                _ = try await LineConnection.connect(ClientConfiguration(host: "127.0.0.1", port: server.port))
            }
        }
        // The operator hears why.
        #expect(log.all.contains { $0.hasPrefix("warning 1 TLS handshake failed; the last, from 127.0.0.1: "
            + "the client does not trust the server's certificate; give it the CA that issued it") }, "\(log.all)")
    }

    /// `broadside certs --host game.example.org` before the first start: the server keeps that
    /// certificate, and a client reaching it by another address is told so in words.
    @Test func aCertificateForOtherHostsIsKeptAndRefusedByAddressInASentence() async throws {
        try await withTemporaryDirectory { directory in
            let made = try DevelopmentCertificates.create(in: DataDirectory.certificates(in: directory), hosts: ["game.example.org"])
            let before = try Data(contentsOf: URL(fileURLWithPath: made.certificatePath))
            try await TestServer.with(dataDirectory: directory) { server in
                let kept = try Data(contentsOf: URL(fileURLWithPath: made.certificatePath))
                #expect(kept == before)
                do {
                    _ = try await LineConnection.connect(ClientConfiguration(host: "127.0.0.1", port: server.port, caPath: server.caPath))
                    Issue.record("a certificate for game.example.org was accepted for 127.0.0.1")
                } catch {
                    #expect("\(error)" == "the certificate of 127.0.0.1 is for other names or addresses; connect by one it lists, "
                        + "or give the server a certificate for this one")
                }
            }
        }
    }

    @Test func tls11AndPlaintextGetNothing() async throws {
        let log = CapturingLogHandler.Entries()
        try await TestServer.with(logger: CapturingLogHandler.logger(into: log)) { server in
            var old = try TLSSettings.client(trustingCAAt: server.caPath)
            old.minimumTLSVersion = .tlsv1
            old.maximumTLSVersion = .tlsv11
            old.cipherSuites = "ECDHE-ECDSA-AES128-SHA"
            let refused = try await TransportProbe.probe(port: server.port, tls: old)
            #expect(refused.received.isEmpty)
            #expect(refused.error?.contains("TLSV1_ALERT_PROTOCOL_VERSION") == true, "\(refused.error ?? "no error")")
            #expect(refused.closedByServer)

            let plaintext = try await TransportProbe.probe(port: server.port, tls: nil, send: Array("HELLO 1 ann\n".utf8))
            #expect(!String(decoding: plaintext.received, as: UTF8.self).contains("BROADSIDE"))
            #expect(plaintext.closedByServer)
        }
        // The first failure is logged at once. The plaintext client's is counted into the next line,
        // 10 s on, unless the machine took that long between the two: ConnectionWarningsTests checks
        // the counting, on a clock of its own.
        let failures = log.all.filter { $0.contains("TLS handshake") }
        #expect(failures.first?.hasPrefix("warning 1 TLS handshake failed; the last, from 127.0.0.1: "
            + "the client offers no TLS version this server accepts (1.2 or 1.3) ") == true, "\(failures)")
    }

    @Test func silentAndSlowClientsAreTimedOut() async throws {
        // Seconds to spare: a test process busy with the rest of the suite sometimes took more than
        // one second to finish a handshake, and more than three to send its HELLO.
        var limits = ServerLimits()
        limits.handshakeTimeout = .seconds(5)
        limits.helloTimeout = .seconds(8)
        limits.lineTimeout = .seconds(3)
        let log = CapturingLogHandler.Entries()
        try await TestServer.with(limits: limits, logger: CapturingLogHandler.logger(into: log)) { server in
            // Never starts the TLS handshake.
            let silent = try await TransportProbe.probe(port: server.port, tls: nil, waitSeconds: 15)
            #expect(silent.closedByServer && silent.received.isEmpty)
            #expect(log.all.contains { $0.hasPrefix("warning 1 TLS handshake failed; the last, from 127.0.0.1: no handshake within 5 s") })
            // Never says HELLO.
            let quiet = try await RawClient.connect(to: server)
            _ = try await quiet.next()
            #expect(try await quiet.next(timeout: 15)
                == "BYE TIMEOUT :timed out before HELLO; connect again and begin with HELLO 2 <your-name>")
            try await quiet.waitUntilClosed()
            // Starts a line and never finishes it.
            let slow = try await RawClient.connect(to: server)
            _ = try await slow.next()
            #expect(try await slow.command("HELLO 1 sloth").description == "OK HELLO sloth")
            try await slow.sendBytes(Array("PIN".utf8))
            #expect(try await slow.next(timeout: 10).hasPrefix("BYE TIMEOUT"))
            try await slow.waitUntilClosed()
        }
    }

    /// The line timeout holds even once the connection's nearest deadline is the (long) idle one.
    @Test func aLineLeftHalfSentLongAfterHelloIsTimedOutOnTheLineTimeout() async throws {
        var limits = ServerLimits()
        // Ten seconds for HELLO: in a full run of the suite on two cores, the test's own tasks
        // sometimes waited more than three seconds between reading the greeting and sending HELLO,
        // and the connection was closed before HELLO as it should be.
        limits.helloTimeout = .seconds(10)
        limits.lineTimeout = .seconds(3)
        limits.idleTimeout = .seconds(120)
        try await TestServer.with(limits: limits) { server in
            let slow = try await RawClient.connect(to: server)
            _ = try await slow.next()
            #expect(try await slow.command("HELLO 1 sloth").description == "OK HELLO sloth")
            // Past the hello deadline: the server now waits on the idle one, two minutes off.
            try await Task.sleep(for: .seconds(11))
            #expect(try await slow.command("PING").description == "OK PING")
            try await slow.sendBytes(Array("PIN".utf8))
            #expect(try await slow.next(timeout: 20).hasPrefix("BYE TIMEOUT"))
            try await slow.waitUntilClosed()
        }
    }

    /// One client address cannot take every place: past its limit it is refused, and a place it
    /// gives up is its own again.
    @Test func oneAddressHasALimitOfConnections() async throws {
        var limits = ServerLimits()
        limits.connectionsPerAddress = 2
        let log = CapturingLogHandler.Entries()
        try await TestServer.with(limits: limits, logger: CapturingLogHandler.logger(into: log)) { server in
            let first = try await RawClient.connect(to: server)
            let second = try await RawClient.connect(to: server)
            for client in [first, second] { _ = try await client.next() }
            let third = try await RawClient.connect(to: server)
            _ = try await third.next()
            #expect(try await third.next()
                == "BYE SERVER_FULL :too many connections from your address; close some and try again")
            try await third.waitUntilClosed()
            // A client says the server turned it away, not that its name was refused.
            await #expect {
                try await ProtocolClient.connect(server.clientConfiguration, name: "pat")
            } throws: { error in
                "\(error)" == "the server turned the connection away: too many connections from your address; close some and try again"
            }
            // The operator hears of it.
            #expect(log.all.contains { $0.hasPrefix("warning refused 1 connection (SERVER_FULL); the last, from 127.0.0.1: its address has as many connections as --connections-per-address allows (2)") },
                    "\(log.all)")
            #expect(try await first.command("QUIT").description == "BYE QUIT :goodbye")
            try await first.waitUntilClosed()
            try await withTimeout(20, "the first connection to be let go") {
                while server.connectionCount > 1 { try await Task.sleep(for: .milliseconds(20)) }
            }
            let fourth = try await RawClient.connect(to: server)
            _ = try await fourth.next()
            #expect(try await fourth.command("PING again").description == "OK PING again")
            #expect(try await second.command("PING still").description == "OK PING still")
        }
    }

    @Test func greetingVersionMismatchQuitAndAFullServer() async throws {
        var limits = ServerLimits()
        limits.maxConnections = 1
        try await TestServer.with(limits: limits) { server in
            let first = try await RawClient.connect(to: server)
            #expect(try await first.next() == "* BROADSIDE versions=1,2 idle=600 :\(Event.greetingText)")
            let second = try await RawClient.connect(to: server)
            _ = try await second.next()
            #expect(try await second.next().hasPrefix("BYE SERVER_FULL"))
            try await second.waitUntilClosed()
            let mismatch = try await first.command("HELLO 3 ann")
            #expect(mismatch.name == "VERSION_MISMATCH" && mismatch[field: "supported"] == "1,2")
            try await first.waitUntilClosed()

            let third = try await RawClient.connect(to: server)
            _ = try await third.next()
            #expect(try await third.command("QUIT").description == "BYE QUIT :goodbye")
            try await third.waitUntilClosed()
        }
    }
}

@Suite(.timeLimit(.minutes(5))) struct ListeningTests {
    /// Before anything is made in the data directory (operator audit: the directory and a
    /// development CA were made for a server that then could not listen).
    @Test func aPortInUseIsRefusedInASentenceBeforeAnythingIsMade() async throws {
        try await TestServer.with { first in
            try await withTemporaryDirectory { parent in
                let directory = parent + "/data"
                var configuration = ServerConfiguration(dataDirectory: directory)
                configuration.port = first.port
                let error = await failureToStart(configuration)
                #expect(error.map { "\($0)" } == "cannot listen on 127.0.0.1:\(first.port): the port is in use (another server?); "
                    + "stop that one or choose another --port")
                #expect(!FileManager.default.fileExists(atPath: directory))
                try await TestServer.with(dataDirectory: directory) { _ in }
            }
        }
    }

    /// Nor is its certificate warned of: it is not listened on (operator audit: a warning of the
    /// certificate's names came before "no such address").
    @Test func anAddressThisMachineDoesNotHaveIsRefusedBeforeAnythingIsMade() async throws {
        try await withTemporaryDirectory { parent in
            var configuration = ServerConfiguration(dataDirectory: parent + "/data")
            configuration.host = "192.0.2.1"
            configuration.port = 0
            let error = await failureToStart(configuration)
            #expect(error.map { "\($0)" } == "cannot listen on 192.0.2.1:0: this machine has no such address; check --host")
            #expect(!FileManager.default.fileExists(atPath: parent + "/data"))
        }
    }

    @Test func aHostThatIsNoAddressIsRefusedInASentenceBeforeAnythingIsMade() async throws {
        try await withTemporaryDirectory { directory in
            var configuration = ServerConfiguration(dataDirectory: directory)
            configuration.host = "999.1.1.1"
            configuration.port = 0
            let error = await failureToStart(configuration)
            #expect(error.map { "\($0)" } == "cannot listen on 999.1.1.1:0: no such address, or a name that does not resolve; check --host")
            #expect(!FileManager.default.fileExists(atPath: directory + "/certs"))
        }
    }

    /// The error a server fails to start with; nil if it listens after all.
    private func failureToStart(_ configuration: ServerConfiguration) async -> (any Error)? {
        let server = BroadsideServer(configuration: configuration, logger: Logger(label: "test.refused") { _ in SwiftLogNoOpLogHandler() })
        do {
            // Stopped as soon as it listens: else a server that should not have would run until
            // the test process ends.
            try await server.run { _ in server.shutdown() }
            return nil
        } catch {
            return error
        }
    }
}

@Suite(.timeLimit(.minutes(5))) struct NotTLSTests {
    /// A server that greets in plaintext, as an SSH or HTTP server on the wrong port would.
    private final class PlaintextGreeter: ChannelInboundHandler {
        typealias InboundIn = ByteBuffer

        func channelActive(context: ChannelHandlerContext) {
            context.writeAndFlush(NIOAny(context.channel.allocator.buffer(string: "SSH-2.0-OpenSSH_9.2\r\n")), promise: nil)
        }
    }

    @Test func aServerThatDoesNotSpeakTLSIsSaidToBeOne() async throws {
        try await withListener({ try $0.addHandler(PlaintextGreeter()) }) { port in
            // A real server only for a CA file to trust.
            try await TestServer.with { server in
                do {
                    _ = try await LineConnection.connect(ClientConfiguration(host: "127.0.0.1", port: port, caPath: server.caPath))
                    Issue.record("a plaintext server was taken for a TLS one")
                } catch {
                    #expect("\(error)" == "127.0.0.1:\(port) did not answer in TLS; check that it is a Broadside server and its port")
                }
            }
        }
    }
}
