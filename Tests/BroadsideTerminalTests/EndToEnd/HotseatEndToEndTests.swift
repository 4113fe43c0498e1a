import BroadsideChaos
import Foundation
import Testing

@Suite("End to end: broadside hotseat on a pseudo-terminal", .serialized)
struct HotseatEndToEndTests {
    @Test(.timeLimit(.minutes(3)))
    func aHotSeatGameIsPlayedToTheEnd() async throws {
        try await withClientOnTerminal(["hotseat"]) { client, _ in
            try await createAnnAndBobsGame(client)

            // Ann places her fleet by hand with Enter alone: each ship placed leaves the next where it fits.
            try await handOver(client, to: "ann")
            try await client.waitFor("Carrier at A1 across: fits.")
            client.send(String(repeating: "\r", count: 5))
            try await client.waitFor("Every ship is placed")
            #expect(client.screen.contains(" A  C C C C C"))
            client.send("\r")

            // Bob places his the same way five rows lower, from F1: where Ann's fleet is not.
            try await handOver(client, to: "bob")
            try await client.waitFor("Carrier at A1 across")
            client.send("jjjjj" + String(repeating: "\r", count: 5))
            try await client.waitFor("Every ship is placed")
            #expect(client.screen.contains(" F  C C C C C"))
            #expect(!client.screen.contains(" A  C"))
            client.send("\r")

            // Each player fires at every cell in order until the game ends.
            var next = ["ann": 0, "bob": 0]
            var turns = 0
            while true {
                let screen = try await client.waitFor("a turn, a handover or the end") {
                    $0.contains("Game over") || $0.contains("it's your turn") || $0.contains("Pass the terminal to")
                }
                if screen.contains("Game over") { break }
                // The first turn, once both fleets are ready.
                if let name = firstMatch(#"Pass the terminal to (\w+), then press Space"#, in: screen) {
                    try await handOver(client, to: name, spaceTwice: true)
                    continue
                }
                guard let name = firstMatch(#"(\w+), it's your turn"#, in: screen), let index = next[name] else {
                    Issue.record("no player named on:\n\(screen)")
                    return
                }
                // Each player sees their own fleet and nothing of the other's but their own shots.
                let marks = GridMarks(screen)
                let ownRow = name == "ann" ? "A" : "F"
                let otherRow = name == "ann" ? "F" : "A"
                #expect((1...5).allSatisfy { "CX#".contains(marks.own[ownRow + "\($0)"] ?? " ") }, "\(name):\n\(screen)")
                #expect((1...5).allSatisfy { marks.own[otherRow + "\($0)"] == "." || marks.own[otherRow + "\($0)"] == "o" }, "\(name):\n\(screen)")
                #expect(everyCell[index...].allSatisfy { marks.target[$0] == "." }, "\(name):\n\(screen)")
                next[name] = index + 1
                // The first shot with Enter twice, as a key bounce does: the second Enter, read with
                // the one that fired, is dropped, and the shooter sees what their shot did.
                let bounced = turns == 0
                client.send(everyCell[index] + (bounced ? "\r\r" : "\r"))
                let after = try await client.waitFor("the shot's result") {
                    $0.contains("Press Enter, then pass the terminal") || $0.contains("Game over")
                }
                #expect(after.contains("You fired at \(everyCell[index])"))
                if bounced {
                    // The second Enter, were it not dropped, would have passed the terminal by now.
                    try await client.waitUntilKeysAreHandled()
                    #expect(client.screen.contains("Press Enter, then pass the terminal"), "\(client.screen)")
                }
                if after.contains("Game over") { break }
                // Enter twice at once, as a double tap or a key repeat does: the second Enter, read
                // before the handover was shown, is dropped, and cannot take it past to show the next
                // player's fleet.
                client.send("\r\r")
                // Space twice, too, as the player's first turn starts: the cursor is on A1, not yet
                // fired at, where a second Space that fired would show on the next screen's target grid.
                let nextPlayer = name == "ann" ? "bob" : "ann"
                try await handOver(client, to: nextPlayer, spaceTwice: next[nextPlayer] == 0)
                turns += 1
                try #require(turns < 200, "\(client.screen)")
            }
            // Ann's fleet lies in rows A and B, its last cell B8 the 18th in order; Bob's lies in rows F
            // and G, beyond Ann's 18th shot. So Bob, firing in order, wins with his 18th.
            #expect(client.screen.contains("Game over: bob wins!"))
            #expect(next["bob"] == 18)

            // Bob asks for a rematch at once: that offers it and passes the terminal, so that Ann,
            // who lost, sees the end too, her own fleet and bob's, revealed, before she answers.
            client.send("r")
            try await handOver(client, to: "ann")
            let end = try await client.waitFor("Game over: bob wins! bob offers a rematch: press r to accept")
            #expect(end.contains("Your fleet (ann)"), "\(end)")
            #expect(GridMarks(end).target["F1"] == "c", "\(end)")

            // Ann accepts: the second round starts with her fleet, and she has the terminal.
            client.send("r")
            let second = try await client.waitFor("round 2's editor") { $0.contains("round 2") && $0.contains("Carrier at A1 across") }
            #expect(second.contains("Your fleet (ann)"), "\(second)")

            // Back to the lobby, and quit.
            client.send("q")
            try await client.waitFor("Hot-seat games on this computer")
            client.send("q")
            #expect(try await client.exitStatus() == 0)
        }
    }

    /// Checks the handover screen shows nothing but its sentence and keys, then takes the terminal
    /// with Space. `spaceTwice`: as a double press or a key repeat does; the second Space, read
    /// before the game screen was shown, is dropped (the next turn's target grid shows it fired
    /// nothing).
    private func handOver(_ client: ChildProcess, to name: String, spaceTwice: Bool = false) async throws {
        let sentence = "Pass the terminal to \(name), then press Space."
        let screen = try await client.waitFor(sentence)
        let shown = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(shown == [sentence, "Space take the terminal · q lobby"])
        client.send(spaceTwice ? "  " : " ")
        try await client.waitFor("the next player's view") { !$0.contains(sentence) }
        #expect(!client.output.contains("Enter does nothing here"))
        if spaceTwice {
            try await client.waitUntilInputIsRead()
            #expect(!client.screen.contains("Space does not fire"))
        }
    }
}

@Suite("End to end: hot-seat games are kept and resumed after a restart", .serialized)
struct HotseatResumeEndToEndTests {
    @Test(.timeLimit(.minutes(2)))
    func aHotSeatGameIsListedAndResumedAfterARestart() async throws {
        try await withTemporaryHome { home in
            let first = try await startHotSeat(["hotseat", "--rules", "salvo"], home: home)
            defer { first.stop() }
            try await first.waitFor("Pass the terminal to ann, then press Space.")
            first.send(" ")
            try await first.waitFor("Carrier at A1 across")
            first.send("\r")
            try await first.waitFor("Battleship at A6 across: fits.")
            first.send("\u{03}")
            #expect(try await first.exitStatus() == 0)

            // Solo on the same directory keeps to its own games: it resumed bob's hot-seat seat and
            // offered him a win over ann, "away" because no hot-seat client held her seat.
            let solo = try ChildProcess.onTerminal(["solo", "--name", "bob"], environment: home.environment)
            defer { solo.stop() }
            try await solo.waitFor("new game")
            solo.send("\u{1B}")
            let soloLobby = try await solo.waitFor("the solo game list") {
                $0.contains("bob's games against the computer") && ($0.contains("No games yet") || $0.contains("ann"))
            }
            #expect(soloLobby.contains("No games yet"))
            solo.send("q")
            #expect(try await solo.exitStatus() == 0)

            // Hot-seat opens on its game still in play, where Enter goes on with it rather than
            // making another game.
            let second = try ChildProcess.onTerminal(["hotseat"], environment: home.environment)
            defer { second.stop() }
            let lobby = try await second.waitFor("the game list") { $0.contains("ann vs bob") }
            #expect(lobby.contains("Hot-seat games on this computer"))
            #expect(lobby.contains("salvo"))
            #expect(lobby.contains("Enter goes on with game"))
            // Nor does solo's --name change who plays hot-seat.
            second.send("n")
            let form = try await second.waitFor("new game")
            #expect(form.contains("ann") && !form.contains("need different names"))
            second.send("\u{1B}")
            try await second.waitFor("the game list again") { $0.contains("ann vs bob") }
            second.send("\r")
            try await second.waitFor("Pass the terminal to ann, then press Space.")
            second.send(" ")
            // The carrier placed before the restart is still there, and the battleship in hand where it fits.
            let editor = try await second.waitFor("Battleship at A6 across: fits.")
            #expect(editor.contains("C Carrier    5  placed"))
            second.send("\u{03}")
            #expect(try await second.exitStatus() == 0)
        }
    }
}

@Suite("End to end: hot-seat beside a running broadside serve", .serialized)
struct HotseatBesideServeEndToEndTests {
    /// README's first steps: `broadside serve` in one terminal, `broadside hotseat` in another, both
    /// on the default data directory.
    @Test(.timeLimit(.minutes(1)))
    func hotSeatShareTheDefaultDataDirectoryWithARunningServer() async throws {
        try await withTemporaryHome { home in
            let server = try ChildProcess.onTerminal(["serve", "--port", "0"], environment: home.environment, columns: 200)
            defer { server.stop() }
            let announcement = try await server.waitFor("the server's announcement", onScreen: false) {
                $0.contains("Broadside server on")
            }
            let database = home.path + "/data/broadside/games.sqlite"
            #expect(announcement.contains(home.path + "/data/broadside/"), "the server is on the default data directory: \(announcement)")
            let client = try await startHotSeat(["hotseat"], home: home)
            defer { client.stop() }
            try await client.waitFor("Pass the terminal to ann, then press Space.")
            client.send("\u{03}")
            #expect(try await client.exitStatus() == 0)

            // The game went into the database of the default data directory, which the server still
            // running holds.
            let query = try SpawnedProcess.start("/usr/bin/env", ["sqlite3", database, "SELECT name_a, name_b FROM match;"])
            defer { query.kill() }
            #expect(WaitStatus.exitCode(try await query.waitForExit(timeout: .seconds(10))) == 0, "\(query.outputText)")
            #expect(query.outputText == "ann|bob\n", "\(query.outputText)")
        }
    }
}

/// Starts `broadside ARGUMENTS` and creates a game for ann and bob on its first screen.
private func startHotSeat(_ arguments: [String], home: TemporaryHome) async throws -> ChildProcess {
    let client = try ChildProcess.onTerminal(arguments, environment: home.environment)
    try await client.stoppedIfThrows(createAnnAndBobsGame)
    return client
}

/// On hot-seat's first screen, creates a game for ann and bob.
private func createAnnAndBobsGame(_ client: ChildProcess) async throws {
    try await client.waitFor("new game")
    client.send("\u{15}ann\t\u{15}bob\r")
}

/// The marks of a game screen's two grids drawn side by side at 80 columns, by cell ("A1"): the
/// player's own grid from the first column, the target grid from the 29th.
private struct GridMarks {
    var own: [String: Character] = [:]
    var target: [String: Character] = [:]

    init(_ screen: String) {
        for line in screen.split(separator: "\n").map(Array.init) {
            for row in "ABCDEFGHIJ" where line.count > 29 && line[1] == row && line[29] == row {
                for column in 1...10 {
                    // A row label is three characters, then each cell two: a space (or the cursor's
                    // bracket) and its mark.
                    let offset = 2 + 2 * column
                    if offset < line.count { own["\(row)\(column)"] = line[offset] }
                    if 28 + offset < line.count { target["\(row)\(column)"] = line[28 + offset] }
                }
            }
        }
    }
}
