import BroadsideChaos
import Testing

/// After a `BYE` the server closes the connection within 2 s (PROTOCOL.md 11), whatever the
/// client does: a client that reads its `BYE` and keeps its socket open does not hold a stopping
/// server past that, so a server started on the same data as the stop begins, which waits 5 s for
/// the first to let the data go (README "Stopping"), gets it. Closing through TLS, which waits up
/// to 5 s more for the client's close_notify, made that stop take 7 s.
@Suite(.timeLimit(.minutes(2))) struct StopWithinTheGraceTests {
    enum Goodbye: String, CaseIterable, Sendable {
        /// The server's own, when it stops.
        case shutdown = "BYE SHUTDOWN"
        /// One of normal operation, said just before the stop.
        case quit = "BYE QUIT"
    }

    @Test(arguments: Goodbye.allCases)
    func aServerStartedAsTheFirstStopsGetsTheDataThoughAClientKeepsItsSocketOpen(goodbye: Goodbye) async throws {
        try await withTemporaryDirectory { data in
            let first = try await TestServer.start(dataDirectory: data)
            try await withCleanup {
                let stayer = try await AttackConnection.connect(port: first.port, caPath: first.caPath, keepingOpen: true)
                try await stayer.send("HELLO 1 stayer\n")
                try await stayer.waitForText("OK HELLO", timeout: .seconds(20))
                if goodbye == .quit {
                    try await stayer.send("QUIT\n")
                    try await stayer.waitForText(goodbye.rawValue, timeout: .seconds(20))
                }
                let stopping = Task { try await first.stop() }
                try await stayer.waitForText(goodbye.rawValue, timeout: .seconds(20))
                #expect(!stayer.isClosed, "the client keeps its socket open")

                let second = try await TestServer.start(dataDirectory: data)
                try await second.stop()
                try await stopping.value
                await stayer.close()
            } cleanup: {
                try await first.stop()
            }
        }
    }
}
