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
            // Said before the loop: on a busy machine the loop took longer than the HELLO timeout.
            #expect(try await kept.next().hasPrefix("* BROADSIDE "))
            #expect(try await kept.command("HELLO 1 ann").kind == .ok)
            let (admitted, elapsed) = try await connectUntilClosedBeforeTLS(server, atMost: 2 * burst, from: started)
            // The bucket refills by one a second while the test connects.
            let refilled = Int(elapsed / .seconds(1)) + 1
            #expect(admitted + 1 >= burst && admitted + 1 <= burst + refilled, "\(admitted + 1) admitted in \(elapsed)")
            #expect(try await kept.command("PING").kind == .ok)
        }
        let refused = log.all.filter { $0.contains("(closed before TLS)") }
        #expect(refused.first?.contains("opened connections faster than --new-connections-per-second allows (1)") == true, "\(log.all)")
    }

    /// Past its quiet allowance an address's connections draw on the budget busy addresses share
    /// as well: once it is spent they are closed before TLS too, and the warning names it.
    @Test func connectionsPastTheQuietAllowanceAreHeldToTheSharedBudget() async throws {
        var limits = ServerLimits()
        limits.busyConnectionsPerSecond = 1  // ten at once
        let quiet = ServerLimits.quietNewConnectionsPerSecondPerAddress * Int(ServerLimits.quietNewConnectionsBurstSeconds)
        let log = CapturingLogHandler.Entries()
        try await TestServer.with(limits: limits, logger: CapturingLogHandler.logger(into: log)) { server in
            let (admitted, elapsed) = try await connectUntilClosedBeforeTLS(server, atMost: 10 * quiet, from: .now)
            // Both budgets refill while the test connects: the allowance by two a second, the shared one by one.
            let refilled = 3 * (Int(elapsed / .seconds(1)) + 1)
            #expect(admitted >= quiet + 10 && admitted <= quiet + 10 + refilled, "\(admitted) admitted in \(elapsed)")
        }
        let refused = log.all.filter { $0.contains("(closed before TLS)") }
        #expect(refused.first?.contains("busy addresses (past 2 new connections a second each) together opened connections "
            + "faster than --busy-connections-per-second allows (1)") == true, "\(log.all)")
    }

    /// Connects and closes again until a connection is closed before its handshake, which the
    /// client must say in words; how many were let through first, and how long since `started`.
    private func connectUntilClosedBeforeTLS(
        _ server: TestServer, atMost limit: Int, from started: ContinuousClock.Instant
    ) async throws -> (admitted: Int, elapsed: Duration) {
        var admitted = 0
        while admitted < limit {
            do {
                let connection = try await LineConnection.connect(server.clientConfiguration)
                admitted += 1
                await connection.close()
            } catch let error as ClientError {
                #expect(error.description.hasPrefix("127.0.0.1:\(server.port) closed the connection before the TLS handshake was done;"), "\(error)")
                return (admitted, ContinuousClock.now - started)
            }
        }
        Issue.record("\(admitted) connections, none closed before TLS")
        return (admitted, ContinuousClock.now - started)
    }
}
