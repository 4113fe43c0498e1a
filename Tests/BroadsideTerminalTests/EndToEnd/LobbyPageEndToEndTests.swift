import Foundation
import Testing

/// PgDn in the lobby moves by as many games as the list shows at the terminal's size now: the
/// full screen tells the session as it draws.
@Suite("End to end: a page of the lobby")
struct LobbyPageEndToEndTests {
    @Test(.timeLimit(.minutes(1)))
    func pgDnMovesByTheGamesShownAtTheSizeNow() async throws {
        try await withClientOnTerminal(["solo", "--name", "ann"]) { client, _ in
            try await client.waitFor("new game")
            for made in 1...5 {
                if made > 1 {
                    client.send("n")
                    try await client.waitFor("Rules:")
                }
                client.send("\r")
                try await client.waitFor("Carrier at A1 across")
                client.send("q")
                try await client.waitFor("ann's games")
            }
            // 12 rows leave the list room for 3 of the 5 games; Home selects the first.
            client.resize(columns: 80, rows: 12)
            client.send("\u{1B}[H")
            try await client.waitFor("the first game selected") { $0.contains("2 more below") && !$0.contains("more above") }
            client.send("\u{1B}[6~")
            try await client.waitFor("the fourth game selected") { $0.contains("1 more above") && $0.contains("1 more below") }
            client.send("\u{03}")
            #expect(try await client.exitStatus() == 0)
        }
    }
}
