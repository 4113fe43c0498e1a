import BroadsideProtocol
@testable import BroadsideServer
import NIOCore
import Testing

/// Refused connections and failed handshakes are counted into one log line at most every
/// interval, so that a flood of them cannot fill the log, and none is left out of the counts.
@Suite struct ConnectionWarningsTests {
    @Test func refusalsAreCountedIntoOneLinePerInterval() {
        let entries = CapturingLogHandler.Entries()
        let warnings = ConnectionWarnings(logger: CapturingLogHandler.logger(into: entries), interval: .seconds(10))
        let full = RefusedConnection(peer: "192.0.2.7", code: "SERVER_FULL", reason: "full")
        let start = ContinuousClock.now
        for second in [0, 1, 2, 11, 12] { warnings.refused.note(full, now: start + .seconds(second)) }
        let lines = entries.all.map { $0.split(separator: " ").prefix(4).joined(separator: " ") }
        #expect(lines == ["warning refused 1 connection", "warning refused 3 connections"])
    }

    /// Each kind has its count: a refusal does not use up the line a failed handshake is owed.
    @Test func failedHandshakesAreCountedApartFromRefusalsWithTheLatestReason() throws {
        let entries = CapturingLogHandler.Entries()
        let warnings = ConnectionWarnings(logger: CapturingLogHandler.logger(into: entries), interval: .seconds(10))
        let start = ContinuousClock.now
        let peer = try SocketAddress(ipAddress: "192.0.2.7", port: 4000)
        warnings.refused.note(RefusedConnection(peer: "192.0.2.7", code: "SERVER_FULL", reason: "full"), now: start)
        warnings.failedHandshakes.note(HandshakeFailure(peer: peer, timedOutAfter: .seconds(10)), now: start)
        warnings.failedHandshakes.note(HandshakeFailure(peer: nil, error: TestError.plaintext), now: start + .seconds(3))
        warnings.failedHandshakes.note(
            HandshakeFailure(peer: peer, error: TestError.untrusted), now: start + .seconds(12))
        let lines = entries.all.map { $0.components(separatedBy: " limit-window=")[0] }
        #expect(lines == [
            "warning refused 1 connection (SERVER_FULL); the last, from 192.0.2.7: full",
            "warning 1 TLS handshake failed; the last, from 192.0.2.7: no handshake within 10 s",
            "warning 2 TLS handshakes failed; the last, from 192.0.2.7: the client does not trust the server's "
                + "certificate; give it the CA that issued it",
        ])
    }

    /// Stand-ins for BoringSSL's errors, which name their reason in their text.
    private enum TestError: Error, CustomStringConvertible {
        case plaintext, untrusted
        var description: String {
            switch self {
            case .plaintext: "error:1000009c:SSL routines:OPENSSL_internal:HTTP_REQUEST"
            case .untrusted: "error:10000418:SSL routines:OPENSSL_internal:TLSV1_ALERT_UNKNOWN_CA"
            }
        }
    }
}
