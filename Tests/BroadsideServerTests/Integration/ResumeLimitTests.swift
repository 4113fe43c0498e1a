import BroadsideProtocol
import BroadsideServerCore
import Testing

/// Each `RESUME` looks its token up in the store: one address cannot keep the store busy for every
/// game with a storm of them (PROTOCOL.md 11). Beyond its rate, on any connection from the address,
/// `RESUME` gets `ERR RATE_LIMITED`, a good token or not, and the seats held stay held.
@Suite(.timeLimit(.minutes(5))) struct ResumeLimitTests {
    @Test func anAddressResumingBeyondItsRateIsRefused() async throws {
        var limits = ServerLimits()
        limits.resumesPerMinutePerAddress = 1
        let log = CapturingLogHandler.Entries()
        try await TestServer.with(limits: limits, logger: CapturingLogHandler.logger(into: log)) { server in
            let ann = try await RawClient.connect(to: server)
            let other = try await RawClient.connect(to: server)
            for (client, name) in [(ann, "ann"), (other, "eve")] {
                _ = try await client.next()
                _ = try await client.command("HELLO 1 \(name)")
            }
            let created = try await ann.command("NEW classic computer")
            let token = try #require(created.words.first { $0.hasPrefix("token=") }?.dropFirst("token=".count))
            // Five minutes' worth at once, good tokens and bad.
            for index in 0..<5 {
                let reply = try await ann.command("RESUME \(index.isMultiple(of: 2) ? String(token) : String(repeating: "0", count: 32))")
                #expect(reply.name != ErrorCode.rateLimited.rawValue, "\(reply)")
            }
            let refused = try await other.command("RESUME \(token)")
            #expect(refused.name == ErrorCode.rateLimited.rawValue && refused[field: "scope"] == "resumes", "\(refused)")
            // The bucket refills one a minute: a minute from the RESUMEs, less the time since.
            #expect(refused[field: "wait"].flatMap(Int.init).map { (50...60).contains($0) } == true, "\(refused)")
            #expect(try await ann.command("GAMES").description == "OK GAMES count=1")
            // The operator hears of it, counted (operator audit: it left no trace).
            try await log.waitFor("warning refused 1 RESUME to addresses over --resumes-per-minute; the last to 127.0.0.1")
        }
    }
}
