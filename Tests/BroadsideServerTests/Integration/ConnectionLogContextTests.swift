import BroadsideProtocol
import BroadsideServerCore
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
        // The game's line names the connection, so that the connection's lines can be found by it.
        #expect(created.allSatisfy { $0.contains(" connection=#1 ") && $0.contains(" player=ann ") }, "\(created)")
        let closed = log.all.filter { $0.hasPrefix("debug connection closed") }
        #expect(closed == ["debug connection closed client=127.0.0.1 connection=#1 "])
        let info = log.all.filter { $0.hasPrefix("info") }.map { $0.split(separator: " ").prefix(3).joined(separator: " ") }
        #expect(info == ["info listening on", "info game created", "info stopped"])
    }

    /// A connection the server ends says why on its closing line: the `BYE` and the limit, which
    /// `BYE TIMEOUT` alone does not tell; a client that never says `HELLO` is warned of as well.
    @Test func aConnectionTheServerEndsIsLoggedWithTheByeAndTheLimit() async throws {
        var limits = ServerLimits()
        limits.helloTimeout = .seconds(1)
        let log = CapturingLogHandler.Entries()
        try await TestServer.with(limits: limits, logger: CapturingLogHandler.logger(into: log)) { server in
            let silent = try await RawClient.connect(to: server)
            _ = try await silent.next()
            #expect(try await silent.reply().description.hasPrefix("BYE TIMEOUT"))
            try await log.waitFor("connection closed")
        }
        let closed = log.all.filter { $0.hasPrefix("debug connection closed") }
        #expect(closed == [
            "debug connection closed bye=TIMEOUT client=127.0.0.1 connection=#1 reason=no HELLO within --hello-timeout (1 s) ",
        ])
        let warned = log.all.filter { $0.hasPrefix("warning closed") }.map { $0.components(separatedBy: " limit-window=")[0] }
        #expect(warned == ["warning closed 1 connection (BYE TIMEOUT); the last, from 127.0.0.1: no HELLO within --hello-timeout (1 s)"])
    }

    @Test func aFloodingConnectionIsLoggedWithTheFloodLimit() async throws {
        var limits = ServerLimits()
        (limits.commandsPerSecond, limits.commandBurst, limits.floodLimit) = (1, 1, 3)
        let log = CapturingLogHandler.Entries()
        try await TestServer.with(limits: limits, logger: CapturingLogHandler.logger(into: log)) { server in
            let flooder = try await RawClient.connect(to: server)
            try await flooder.send(Array(repeating: "PING", count: 10).joined(separator: "\n"))
            try await flooder.waitUntilClosed()
            #expect(await flooder.received.last?.hasPrefix("BYE FLOOD") == true)
            try await log.waitFor("connection closed")
        }
        let closed = log.all.filter { $0.hasPrefix("debug connection closed") }
        #expect(closed == [
            "debug connection closed bye=FLOOD client=127.0.0.1 connection=#1 "
                + "reason=more than --flood-limit (3) commands in a row while rate limited ",
        ])
        #expect(log.all.contains { $0.hasPrefix("warning closed 1 connection (BYE FLOOD); the last, from 127.0.0.1") }, "\(log.all)")
    }
}
