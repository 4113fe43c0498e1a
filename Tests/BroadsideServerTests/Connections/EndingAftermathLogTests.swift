@testable import BroadsideServer
import BroadsideChaos
import BroadsideServerCore
import Foundation
import NIOCore
import NIOSSL
import Testing

/// What follows a connection the server has ended is not an error of its own (operator audit): a
/// client gone after `BYE QUIT` without TLS's close_notify, or reset, was logged as "connection
/// ended with an error", and a handshake the server closed for its timeout as one the client
/// closed.
@Suite(.timeLimit(.minutes(2))) struct EndingAftermathLogTests {
    @Test func aClientGoneAfterItsGoodbyeIsNoError() {
        let aftermath: [any Error] = [
            NIOSSLError.uncleanShutdown, IOError(errnoCode: ECONNRESET, reason: "read"), IOError(errnoCode: EPIPE, reason: "write"),
            TLSErrorText.closedMidHandshake,
        ]
        #expect(aftermath.allSatisfy(TLSErrorText.isAftermathOfEnding))
        let errors: [any Error] = [NIOSSLError.handshakeFailed(.sslError([])), IOError(errnoCode: EIO, reason: "read")]
        #expect(!errors.contains(where: TLSErrorText.isAftermathOfEnding))
    }

    /// Before the server ended it, a client's going is logged at debug in words, not NIOSSL's
    /// names for it (operator audit: `error=uncleanShutdown` for a client that quit).
    @Test func aClientGoneIsSaidInWords() {
        #expect(TLSErrorText.describe(NIOSSLError.uncleanShutdown) == "the client closed the connection without TLS's close_notify")
        #expect(TLSErrorText.describe(IOError(errnoCode: ECONNRESET, reason: "read")) == "the client reset the connection")
        #expect(TLSErrorText.describe(IOError(errnoCode: EPIPE, reason: "write"))
            == "the client had closed the connection when the server wrote to it")
    }

    @Test func aHandshakeTheServerClosedForItsTimeoutIsNotLoggedAsTheClientsClose() async throws {
        var limits = ServerLimits()
        limits.handshakeTimeout = .seconds(1)
        let log = CapturingLogHandler.Entries()
        try await TestServer.with(limits: limits, logger: CapturingLogHandler.logger(into: log)) { server in
            let silent = try await AttackConnection.connect(port: server.port, tls: nil)
            _ = try await silent.waitUntilClosed(timeout: .seconds(20))
            try await log.waitFor("debug connection closed")
        }
        let lines = log.all.filter { $0.hasPrefix("debug connection") }
        #expect(lines.count == 1 && lines[0].contains("reason=no TLS handshake within --handshake-timeout (1 s)"), "\(lines)")
    }
}
