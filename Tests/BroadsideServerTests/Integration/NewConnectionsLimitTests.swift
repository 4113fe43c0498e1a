import BroadsideClient
import BroadsideServerCore
import Testing

/// A TLS handshake is the costliest thing a client can make the server do: one address
/// connecting and closing in a loop would slow every game (PROTOCOL.md 11). Beyond its budget of
/// new connections, an address's connections are closed before TLS; those it has open go on, and
/// the client says what happened instead of blaming the certificate.
@Suite(.timeLimit(.minutes(5))) struct NewConnectionsLimitTests {
    @Test func anAddressConnectingFasterThanItsBudgetIsClosedBeforeTLS() async throws {
        var limits = ServerLimits()
        limits.newConnectionsPerSecondPerAddress = 1
        let burst = Int(ServerLimits.newConnectionsBurstSeconds)
        let log = CapturingLogHandler.Entries()
        try await TestServer.with(limits: limits, logger: CapturingLogHandler.logger(into: log)) { server in
            let started = ContinuousClock.now
            let kept = try await RawClient.connect(to: server)
            var admitted = 1
            var refusal: ClientError?
            while refusal == nil, admitted < 2 * burst {
                do {
                    let connection = try await LineConnection.connect(server.clientConfiguration)
                    admitted += 1
                    await connection.close()
                } catch let error as ClientError {
                    refusal = error
                }
            }
            let elapsed = ContinuousClock.now - started
            // The bucket refills by one a second while the test connects.
            let refilled = Int(elapsed / .seconds(1)) + 1
            #expect(admitted >= burst && admitted <= burst + refilled, "\(admitted) admitted in \(elapsed)")
            let error = try #require(refusal)
            #expect(error.description.hasPrefix("127.0.0.1:\(server.port) closed the connection before the TLS handshake was done;"), "\(error)")
            #expect(try await kept.next().hasPrefix("* BROADSIDE "))
            #expect(try await kept.command("HELLO 1 ann").kind == .ok)
        }
        let refused = log.all.filter { $0.contains("(closed before TLS)") }
        #expect(refused.first?.contains("opened connections faster than --new-connections-per-second allows (1)") == true, "\(log.all)")
    }
}
