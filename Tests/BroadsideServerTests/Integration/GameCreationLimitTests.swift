import BroadsideProtocol
import BroadsideServerCore
import Testing

/// One address cannot fill the disk with games (PROTOCOL.md 11): `NEW` beyond its rate gets
/// `ERR TOO_MANY_GAMES scope=address` with the `wait=` until it may create one again, on every
/// connection from the address, and leaving games frees nothing.
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
            let firstGame = ContinuousClock.now
            for index in 0..<5 {
                let client = index.isMultiple(of: 2) ? first : second
                let created = try await client.command(index == 4 ? "NEW classic computer" : "NEW")
                #expect(created.kind == .ok, "\(created)")
                let ref = try #require(created.words.first)
                #expect(try await client.command("LEAVE \(ref)").kind == .ok)
            }
            var waits: [Int] = []
            for client in [first, second] {
                let refused = try await client.command("NEW")
                let wait = try #require(refused[field: "wait"].flatMap(Int.init), "\(refused)")
                #expect(refused.description
                    == "ERR TOO_MANY_GAMES wait=\(wait) scope=address :games from one address are limited to 1 a minute; wait a little")
                waits.append(wait)
            }
            // The bucket refills one a minute: a minute from the first NEW, less the time since
            // (counted here in whole seconds, rounded up). The refused NEW took nothing, so the
            // second connection waits no longer than the first.
            let since = Int((ContinuousClock.now - firstGame).components.seconds) + 1
            #expect((60 - since...60).contains(waits[0]) && waits[1] <= waits[0], "\(waits) after \(since) s")
            #expect(try await first.command("PING still").description == "OK PING still")
            // The operator hears of it, counted.
            #expect(log.all.contains { $0.hasPrefix("warning refused 1 new game to addresses over --games-per-minute; the last to 127.0.0.1") },
                    "\(log.all)")
        }
    }
}
