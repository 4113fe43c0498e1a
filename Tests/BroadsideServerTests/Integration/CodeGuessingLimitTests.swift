import BroadsideProtocol
import BroadsideServerCore
import Testing

/// A game's code is its only key until seat B is taken: one address cannot guess at codes by the
/// thousand (PROTOCOL.md 11). `JOIN`s of codes no game has beyond its rate, on any connection from
/// the address, get `ERR RATE_LIMITED`, and then so does a `JOIN` of a code that exists, or the
/// answer would tell the guesser which one does.
@Suite(.timeLimit(.minutes(5))) struct CodeGuessingLimitTests {
    @Test func anAddressJoiningCodesNoGameHasIsStoppedBeyondItsRate() async throws {
        var limits = ServerLimits()
        limits.codeMissesPerMinutePerAddress = 1
        let log = CapturingLogHandler.Entries()
        try await TestServer.with(limits: limits, logger: CapturingLogHandler.logger(into: log)) { server in
            let ann = try await RawClient.connect(to: server)
            let guesser = try await RawClient.connect(to: server)
            let other = try await RawClient.connect(to: server)
            for (client, name) in [(ann, "ann"), (guesser, "mallory"), (other, "eve")] {
                _ = try await client.next()
                _ = try await client.command("HELLO 1 \(name)")
            }
            let created = try await ann.command("NEW")
            let code = try #require(created.words.first?.split(separator: "/").first.map(String.init))
            let unused = code == "AAAAAA" ? "BBBBBB" : "AAAAAA"
            // Five minutes' worth of misses at once.
            for _ in 0..<5 {
                #expect(try await guesser.command("JOIN \(unused)").name == ErrorCode.noSuchGame.rawValue)
            }
            // The bucket refills one a minute: a minute from the misses, less the time since.
            for (client, joined) in [(guesser, unused), (other, code)] {
                let refused = try await client.command("JOIN \(joined)")
                #expect(refused.name == ErrorCode.rateLimited.rawValue && refused[field: "scope"] == "joins", "\(refused)")
                #expect(refused[field: "wait"].flatMap(Int.init).map { (50...60).contains($0) } == true, "\(refused)")
            }
            #expect(try await other.command("PING still").description == "OK PING still")
            #expect(try await ann.command("GAMES").description == "OK GAMES count=1")
            // The operator hears of the guessing, counted (operator audit: it left no trace).
            try await log.waitFor("warning refused 1 JOIN to addresses over --code-misses-per-minute (codes no game has: "
                + "guessing?); the last to 127.0.0.1")
        }
    }

    @Test func resumingWithATokenNoSeatHasIsLoggedCounted() async throws {
        let log = CapturingLogHandler.Entries()
        try await TestServer.with(logger: CapturingLogHandler.logger(into: log)) { server in
            let guesser = try await RawClient.connect(to: server)
            _ = try await guesser.next()
            _ = try await guesser.command("HELLO 1 mallory")
            #expect(try await guesser.command("RESUME \(String(repeating: "a", count: 32))").name == ErrorCode.badToken.rawValue)
            try await log.waitFor("warning 1 RESUME with a token no seat has (guessing, or a seat of a game prune deleted); the last from 127.0.0.1")
        }
    }
}
