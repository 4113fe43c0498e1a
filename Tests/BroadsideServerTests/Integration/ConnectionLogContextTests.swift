import BroadsideProtocol
import Testing

/// Each log line about a client says which client: a game created names the address it came
/// from, and at debug level a connection's lines name it beside the connection's number. Info level
/// stays one line per game and none per connection.
@Suite(.timeLimit(.minutes(2))) struct ConnectionLogContextTests {
    @Test func aGameAndAConnectionAreLoggedWithTheClientsAddress() async throws {
        let log = CapturingLogHandler.Entries()
        try await TestServer.with(logger: CapturingLogHandler.logger(into: log)) { server in
            let ann = try await TestPlayer.connect(to: server, name: "ann")
            try await ann.ok(.new(rules: .classic, opponent: .computer))
            await ann.close()
            try await log.waitFor("connection closed")
        }
        let created = log.all.filter { $0.hasPrefix("info game created") }
        #expect(created.count == 1 && created.allSatisfy { $0.contains(" client=127.0.0.1 ") }, "\(created)")
        let closed = log.all.filter { $0.hasPrefix("debug connection closed") }
        #expect(closed == ["debug connection closed client=127.0.0.1 connection=#1 "])
        let info = log.all.filter { $0.hasPrefix("info") }.map { $0.split(separator: " ").prefix(3).joined(separator: " ") }
        #expect(info == ["info listening on", "info game created", "info stopped"])
    }
}
