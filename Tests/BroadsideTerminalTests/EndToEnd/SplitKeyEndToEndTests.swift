import Foundation
import Testing

/// Over a slow link (ssh) the bytes of one arrow key can come in two reads: they still make the
/// arrow, not Escape (which leaves the fleet editor) and a letter.
@Suite("End to end: an arrow key split across reads", .serialized)
struct SplitKeyEndToEndTests {
    @Test(.timeLimit(.minutes(1)))
    func anArrowSplitAcrossTwoReadsMovesTheShip() async throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        // A long wait for the rest of a key (ESCDELAY, in ms), so that a test slowed by a busy
        // machine still sends the second part in time.
        var environment = home.environment
        environment["ESCDELAY"] = "10000"
        let client = try ChildProcess.onTerminal(["solo", "--name", "ann"], environment: environment)
        defer { client.stop() }
        try await client.openSoloEditor()

        // Right, split after ESC, then after ESC [: each part read before the next is sent. (Its
        // last byte alone, C, would take the ship to row C.)
        for (split, cell) in [(1, "A2"), (2, "A3")] {
            let right = Array("\u{1B}[C")
            client.send(String(right[..<split]))
            try await client.waitUntilInputIsRead()
            client.send(String(right[split...]))
            try await client.waitFor("Carrier at \(cell) across: fits.")
        }
        client.send("\u{03}")
        #expect(try await client.exitStatus() == 0)
    }
}
