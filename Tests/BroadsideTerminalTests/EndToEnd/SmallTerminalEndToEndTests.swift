import Foundation
import Testing

/// The user test's terminal, with the real client: at 60x20 a stray key's message and the first
/// salvo volley each way leave the game on screen, where they brought on the too-small screen;
/// and the computer's answer, which comes at once, leaves the player's own result on screen.
@Suite("End to end: a 60x20 terminal keeps the game on screen", .serialized)
struct SmallTerminalEndToEndTests {
    @Test(.timeLimit(.minutes(1)))
    func aSalvoGameAgainstTheComputerStaysOnScreenAt60x20() async throws {
        try await withClientOnTerminal(["solo", "--rules", "salvo", "--name", "ann"], columns: 60, rows: 20) { client, _ in
            try await client.startSoloRound(as: "ann", turnNote: " (5 shots)")

            client.send("z")
            let stray = try await client.waitFor("z is not a row")
            #expect(!stray.contains("Terminal too small"), "\(stray)")
            #expect(stray.contains("Enemy waters (computer)"), "\(stray)")

            // Five cells along row A, the last one firing the volley.
            client.send("\rl\rl\rl\rl\r")
            // The turn back is ann's once the computer has fired.
            // Ann's result in its full form (`You fired: A1 hit, …`) or, should the volley sink a
            // ship and the full form leave the computer's answer no row, its short one.
            let volley = try await client.waitFor("the computer's volley") {
                ($0.contains("You fired: A1") || $0.contains("You sank")) && $0.contains("it's your turn")
            }
            #expect(!volley.contains("Terminal too small"), "\(volley)")
            #expect(volley.contains("Enemy waters (computer)"), "\(volley)")
            #expect(volley.contains("q lobby"), "\(volley)")
            client.send("\u{03}")
            #expect(try await client.exitStatus() == 0)
        }
    }
}
