import Foundation
import Testing

/// The user test's terminal, with the real client: at 60x20 a stray key's message and the first
/// salvo volley each way leave the game on screen, where they brought on the too-small screen;
/// and the computer's answer, which comes at once, leaves the player's own result on screen.
@Suite("End to end: a 60x20 terminal keeps the game on screen", .serialized)
struct SmallTerminalEndToEndTests {
    @Test(.timeLimit(.minutes(1)))
    func aSalvoGameAgainstTheComputerStaysOnScreenAt60x20() async throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let client = try ChildProcess.onTerminal(
            ["solo", "--rules", "salvo", "--name", "ann"], environment: home.environment, columns: 60, rows: 20)
        defer { client.stop() }
        try await client.waitFor("new game")
        client.send("\r")
        try await client.waitFor("Carrier at A1 across")
        client.send("R")
        try await client.waitFor("Every ship is placed")
        client.send("\r")
        try await client.waitFor("ann, it's your turn (5 shots)")

        client.send("z")
        let stray = try await client.waitFor("z is not a row")
        #expect(!stray.contains("Terminal too small"), "\(stray)")
        #expect(stray.contains("Enemy waters (computer)"), "\(stray)")

        // Five cells along row A, the last one firing the volley.
        client.send("\rl\rl\rl\rl\r")
        // The turn back is ann's once the computer has fired.
        let volley = try await client.waitFor("the computer's volley") { $0.contains("You fired: A1") && $0.contains("it's your turn") }
        #expect(!volley.contains("Terminal too small"), "\(volley)")
        #expect(volley.contains("Enemy waters (computer)"), "\(volley)")
        #expect(volley.contains("q lobby"), "\(volley)")
        client.send("\u{03}")
        #expect(try await client.exitStatus() == 0)
    }
}
