import BroadsideServerCore
import Testing

/// A server that stops logs the counts its warnings held back for their next line (README
/// "Logs"): the last refusals and failed handshakes before a stop were never logged. A refusal
/// names the client's address and the limit it met, in the operator's words.
@Suite(.timeLimit(.minutes(2))) struct WarningsAtStopTests {
    @Test func countsHeldBackAreLoggedWhenTheServerStops() async throws {
        var limits = ServerLimits()
        limits.connectionsPerAddress = 1
        let log = CapturingLogHandler.Entries()
        try await TestServer.with(limits: limits, logger: CapturingLogHandler.logger(into: log)) { server in
            // One at a time: a connection counts against its address from its start, handshake included.
            for _ in 0..<3 {
                // What is counted is the failed handshake, not how fast the close comes: the suite's
                // first seconds, every test starting at once on two cores, once took the close past 5 s.
                let plaintext = try await TransportProbe.probe(
                    port: server.port, tls: nil, send: Array("HELLO 1 ann\n".utf8), waitSeconds: 20)
                #expect(plaintext.closedByServer)
            }
            let holder = try await RawClient.connect(to: server)
            _ = try await holder.next()
            for _ in 0..<3 {
                let refused = try await RawClient.connect(to: server)
                _ = try await refused.next()
                #expect(try await refused.next().hasPrefix("BYE SERVER_FULL"))
                try await refused.waitUntilClosed()
            }
        }
        let refusals = log.all.filter { $0.hasPrefix("warning refused") }
        #expect(Self.total(refusals) == 3, "\(refusals)")
        #expect(refusals.last?.hasPrefix("warning refused 2 connections (SERVER_FULL); the last, from 127.0.0.1: "
            + "its address has as many connections as --connections-per-address allows (1) ") == true, "\(refusals)")
        let failures = log.all.filter { $0.contains("TLS handshake") && $0.hasPrefix("warning") }
        #expect(Self.total(failures) == 3, "\(failures)")
    }

    /// The counts the lines give, as "warning refused 2 connections" or "warning 2 TLS handshakes failed".
    private static func total(_ lines: [String]) -> Int {
        lines.compactMap { $0.split(separator: " ").lazy.compactMap { Int($0) }.first }.reduce(0, +)
    }
}
