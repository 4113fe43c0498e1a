import Foundation
import Testing

@Suite("End to end: broadside hotseat --plain hands the terminal over only to take", .serialized)
struct LineModeHandoverEndToEndTests {
    /// The empty line that passes the terminal, typed twice, must not show the next player's
    /// fleet to the one passing it: only `take` does (found by a screen-reader user's walkthrough,
    /// where two empty lines 250 ms apart printed it).
    @Test(.timeLimit(.minutes(2)))
    func emptyLinesAtTheHandoverShowNothingAndTakeShowsTheNextFleet() async throws {
        try await withTemporaryHome { home in
            let client = try ChildProcess.onPipes(["hotseat", "--plain"], environment: home.environment)
            defer { client.stop() }
            try await client.waitFor("the greeting", onScreen: false) { $0.contains("Broadside line mode") }
            client.send("new classic ann bob\n")
            try await client.waitFor("the first handover", onScreen: false) { $0.contains("Pass the terminal to ann, who types take to go on.") }
            client.send("take\nrandom\nready\n")
            let passed = try await client.waitFor("the handover to bob", onScreen: false) {
                $0.contains("Pass the terminal to bob, who types take to go on.")
            }
            // Two empty lines, as a key held or pressed twice sends them.
            client.send("\n\n")
            let refused = try await client.waitFor("the empty lines refused", onScreen: false) {
                $0.dropFirst(passed.count).components(separatedBy: "An empty line does not take the terminal").count == 3
            }
            #expect(!refused.contains("Your fleet (bob)"), "\(refused)")
            client.send("take\n")
            try await client.waitFor("bob's fleet", onScreen: false) { $0.contains("Your fleet (bob)") }
            client.send("quit\n")
            #expect(try await client.exitStatus() == 0)
        }
    }
}
