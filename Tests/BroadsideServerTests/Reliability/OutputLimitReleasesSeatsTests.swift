import BroadsideChaos
import BroadsideCore
import BroadsideProtocol
import Testing

/// A client dropped for leaving too much output unread gives its seats up as by `LEAVE`: its
/// opponent gets `* LEFT` (PROTOCOL.md 11), and is not kept waiting on a connection that is gone.
@Suite(.timeLimit(.minutes(5))) struct OutputLimitReleasesSeatsTests {
    @Test func theOpponentOfAClientDroppedAtTheOutputLimitIsToldItLeft() async throws {
        var limits = WireFuzzTests.generous
        limits.maxQueuedOutputBytes = 64 * 1024
        let log = CapturingLogHandler.Entries()
        try await TestServer.with(limits: limits, logger: CapturingLogHandler.logger(into: log)) { server in
            let ann = try await TestPlayer.connect(to: server, name: "ann")
            let (game, _) = try await ann.create(against: .human)
            let hoarder = try await AttackConnection.connect(port: server.port, caPath: server.caPath)
            try await hoarder.send("HELLO 1 hoarder\nJOIN \(game.code)\n")
            _ = try await hoarder.waitForText("OK JOIN", timeout: .seconds(10))
            _ = try await ann.waitForEvent("JOINED") { event -> SeatReference? in
                if case .joined(let ref, _) = event { return ref }
                return nil
            }
            try await hoarder.setReading(false)
            // Replies of about 1.4 KB each, asked for and never read: far beyond the socket buffers
            // and the limit. The server may drop the hoarder part-way through these writes.
            for _ in 0..<15 { try? await hoarder.send(String(repeating: "HELP\n", count: 1_000)) }
            let left = try await ann.waitForEvent("LEFT") { event -> String? in
                if case .left = event { return event.line.description }
                return nil
            }
            #expect(left == "* LEFT \(game) seat=B")
            // Dropped for the unread output, not for some other limit or timeout.
            try await log.waitFor("the client left more than --max-queued-output (65536 bytes) unread")
            await hoarder.close()
            await ann.close()
        }
    }
}
