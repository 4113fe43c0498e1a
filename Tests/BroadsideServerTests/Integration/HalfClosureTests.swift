import BroadsideChaos
import BroadsideCore
import BroadsideProtocol
import BroadsideServerCore
import Testing

/// A client that closes its sending side after its commands (PROTOCOL.md 3.1) still gets every
/// reply, whether it says TLS's close_notify first or only closes TCP.
@Suite struct HalfClosureTests {
    @Test(arguments: [true, false])
    func everyWholeLineSentBeforeTheCloseIsAnswered(withCloseNotify: Bool) async throws {
        try await TestServer.with { server in
            let client = try await AttackConnection.connect(port: server.port, caPath: server.caPath, keepingOpen: true)
            // NEW goes to the sessions, so the lines after it wait in the server while the close comes.
            try await client.send("HELLO 1 hal\nNEW classic computer\nPING a\nPING b\nPING unfinished")
            try await client.closeSending(withCloseNotify: withCloseNotify)
            try await client.waitUntilClosed(timeout: .seconds(20))
            let replies = client.receivedText.split(separator: "\n").filter { !$0.hasPrefix("*") && !$0.hasPrefix("+") }
            #expect(replies.count == 4)
            #expect(replies.first == "OK HELLO hal")
            #expect(replies.dropFirst().first?.hasPrefix("OK NEW ") == true)
            #expect(replies.suffix(2) == ["OK PING a", "OK PING b"])
        }
    }

    /// Replies more than the sockets hold, to a client that reads them only after its close:
    /// the server waits for them to be written before it closes, rather than drop what NIO holds.
    @Test func repliesLargerThanTheSocketsHoldAreAllWritten() async throws {
        var limits = ServerLimits()
        limits.commandsPerSecond = 1_000_000
        limits.commandBurst = 1_000_000
        limits.floodLimit = 1_000_000
        limits.maxQueuedOutputBytes = 64 << 20
        try await TestServer.with(limits: limits) { server in
            let client = try await AttackConnection.connect(
                port: server.port, caPath: server.caPath, keepingOpen: true, receiveBufferBytes: 4096)
            try await client.setReading(false)
            let count = 4000
            try await client.send("HELLO 1 hal\n" + String(repeating: "HELP\n", count: count))
            try await client.closeSending(withCloseNotify: false)
            try await Task.sleep(for: .milliseconds(500))
            try await client.setReading(true)
            try await client.waitUntilClosed(timeout: .seconds(60))
            let answered = client.receivedText.split(separator: "\n").count { $0 == "OK HELP" }
            #expect(answered == count, "\(client.receivedCount) bytes received")
        }
    }

    @Test func aShotSentJustBeforeTheCloseIsFiredThenTheSeatIsLeft() async throws {
        try await TestServer.with { server in
            let game = try await TwoPlayerGame.start(on: server)
            let client = try await AttackConnection.connect(port: server.port, caPath: server.caPath, keepingOpen: true)
            try await client.send("HELLO 1 ann\nRESUME \(game.annToken)\nFIRE \(game.annRef) A1\n")
            try await client.closeSending(withCloseNotify: false)
            try await client.waitUntilClosed(timeout: .seconds(20))
            #expect(client.receivedText.contains("OK FIRE \(game.annRef) A1="))
            let shooter = try await game.bob.waitForEvent("the shot") { event -> Seat? in
                if case .shot(_, let by, _, _) = event { return by }
                return nil
            }
            #expect(shooter == .a)
            let leaver = try await game.bob.waitForEvent("ann's seat left") { event -> Seat? in
                if case .left(_, let seat) = event { return seat }
                return nil
            }
            #expect(leaver == .a)
        }
    }
}
