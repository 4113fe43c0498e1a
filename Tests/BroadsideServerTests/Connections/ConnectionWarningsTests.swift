import BroadsideProtocol
import BroadsideServerCore
@testable import BroadsideServer
import NIOCore
import Testing

/// Refused connections and failed handshakes are counted into one log line at most every
/// interval, so that a flood of them cannot fill the log, and none is left out of the counts.
@Suite struct ConnectionWarningsTests {
    @Test func refusalsAreCountedIntoOneLinePerInterval() {
        let entries = CapturingLogHandler.Entries()
        let warnings = ConnectionWarnings(logger: CapturingLogHandler.logger(into: entries), interval: .seconds(10))
        let full = RefusedConnection(peer: "192.0.2.7", code: "SERVER_FULL", limit: .maxConnections, reason: "full")
        let start = ContinuousClock.now
        for second in [0, 1, 2, 11, 12] { warnings.refused.note(full, now: start + .seconds(second)) }
        let lines = entries.all.map { $0.split(separator: " ").prefix(4).joined(separator: " ") }
        #expect(lines == ["warning refused 1 connection", "warning refused 3 connections"])
    }

    /// Each limit has its own count and line: refusals closed before TLS are not told as the
    /// `SERVER_FULL` that came before them, nor counted in with it.
    @Test func refusalsForEachLimitAreCountedOnTheirOwnLines() throws {
        let entries = CapturingLogHandler.Entries()
        let warnings = ConnectionWarnings(logger: CapturingLogHandler.logger(into: entries), interval: .seconds(10))
        let start = ContinuousClock.now
        let peer = try SocketAddress(ipAddress: "192.0.2.7", port: 4000)
        let full = try #require(RefusedConnection(.addressFull(connectionsPerAddress: 256), peer: peer))
        let fast = RefusedConnection.closedBeforeTLS(peer: peer, by: .address, limits: ServerLimits())
        let busy = RefusedConnection.closedBeforeTLS(peer: peer, by: .busy, limits: ServerLimits())
        for (refusal, second) in [(full, 0), (fast, 1), (fast, 2), (busy, 3), (fast, 3), (full, 4), (busy, 5)] {
            warnings.refused.note(refusal, now: start + .seconds(second))
        }
        // What is left to count goes out by the option's name, in order.
        warnings.flush()
        let lines = entries.all.map { $0.components(separatedBy: " limit-window=")[0] }
        #expect(lines == [
            "warning refused 1 connection (SERVER_FULL); the last, from 192.0.2.7: its address has as many connections as --connections-per-address allows (256)",
            "warning refused 1 connection (closed before TLS); the last, from 192.0.2.7: its address opened connections faster than --new-connections-per-second allows (20)",
            "warning refused 1 connection (closed before TLS); the last, from 192.0.2.7: busy addresses (past 2 new connections a second each) together opened connections faster than --busy-connections-per-second allows (200)",
            "warning refused 1 connection (closed before TLS); the last, from 192.0.2.7: busy addresses (past 2 new connections a second each) together opened connections faster than --busy-connections-per-second allows (200)",
            "warning refused 1 connection (SERVER_FULL); the last, from 192.0.2.7: its address has as many connections as --connections-per-address allows (256)",
            "warning refused 2 connections (closed before TLS); the last, from 192.0.2.7: its address opened connections faster than --new-connections-per-second allows (20)",
        ])
    }

    /// Connections dropped for flooding or stalling are counted a line per limit; a player gone
    /// idle is no news to the operator.
    @Test func droppedConnectionsAreCountedByLimitAndIdleOnesLeftOut() {
        let entries = CapturingLogHandler.Entries()
        let warnings = ConnectionWarnings(logger: CapturingLogHandler.logger(into: entries), interval: .seconds(10))
        let limits = ServerLimits()
        let bye = ServerLine.bye(.timeout, text: "timed out")
        let endings: [ConnectionEnding] = [
            .timedOut(.hello, bye: bye, limits: limits), .timedOut(.idle, bye: bye, limits: limits),
            .flooded(.bye(.flood, text: "too many commands while rate limited"), limits: limits),
            .timedOut(.line, bye: bye, limits: limits), .timedOut(.hello, bye: bye, limits: limits),
            .said(.bye(.quit, text: "goodbye")),
        ]
        let start = ContinuousClock.now
        for ending in endings {
            if let dropped = DroppedConnection(peer: "192.0.2.7", ending: ending) { warnings.dropped.note(dropped, now: start) }
        }
        warnings.flush()
        #expect(entries.all.map { $0.components(separatedBy: " limit-window=")[0] } == [
            "warning closed 1 connection (BYE TIMEOUT); the last, from 192.0.2.7: no HELLO within --hello-timeout (30 s)",
            "warning closed 1 connection (BYE FLOOD); the last, from 192.0.2.7: more than --flood-limit (1000) commands in a row while rate limited",
            "warning closed 1 connection (BYE TIMEOUT); the last, from 192.0.2.7: a line left unfinished for --line-timeout (30 s)",
            "warning closed 1 connection (BYE TIMEOUT); the last, from 192.0.2.7: no HELLO within --hello-timeout (30 s)",
        ])
    }

    /// Each kind has its count: a refusal does not use up the line a failed handshake is owed.
    @Test func failedHandshakesAreCountedApartFromRefusalsWithTheLatestReason() throws {
        let entries = CapturingLogHandler.Entries()
        let warnings = ConnectionWarnings(logger: CapturingLogHandler.logger(into: entries), interval: .seconds(10))
        let start = ContinuousClock.now
        let peer = try SocketAddress(ipAddress: "192.0.2.7", port: 4000)
        warnings.refused.note(RefusedConnection(peer: "192.0.2.7", code: "SERVER_FULL", limit: .maxConnections, reason: "full"), now: start)
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
