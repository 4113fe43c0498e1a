import BroadsideProtocol
import BroadsideServerCore
import Testing

/// One address cannot fill the disk with games (PROTOCOL.md 11): `NEW` beyond its rate gets
/// `ERR TOO_MANY_GAMES`, on every connection from the address, and leaving games frees nothing.
@Suite(.timeLimit(.minutes(5))) struct GameCreationLimitTests {
    @Test func anAddressCreatingGamesBeyondItsRateIsRefused() async throws {
        var limits = ServerLimits()
        limits.gamesPerMinutePerAddress = 1
        let log = CapturingLogHandler.Entries()
        try await TestServer.with(limits: limits, logger: CapturingLogHandler.logger(into: log)) { server in
            let first = try await RawClient.connect(to: server)
            let second = try await RawClient.connect(to: server)
            for client in [first, second] {
                _ = try await client.next()
                _ = try await client.command("HELLO 1 spam")
            }
            // Five minutes' worth at once, made and left on two connections.
            for index in 0..<5 {
                let client = index.isMultiple(of: 2) ? first : second
                let created = try await client.command(index == 4 ? "NEW classic computer" : "NEW")
                #expect(created.kind == .ok, "\(created)")
                let ref = try #require(created.words.first)
                #expect(try await client.command("LEAVE \(ref)").kind == .ok)
            }
            for client in [first, second] {
                #expect(try await client.command("NEW").description
                    == "ERR TOO_MANY_GAMES :games from one address are limited to 1 a minute; wait a little")
            }
            #expect(try await first.command("PING still").description == "OK PING still")
            // The operator hears of it, counted.
            #expect(log.all.contains { $0.hasPrefix("warning refused 1 new game to addresses over --games-per-minute; the last to 127.0.0.1") },
                    "\(log.all)")
        }
    }
}
