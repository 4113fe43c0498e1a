import Foundation
import Testing

@Suite("End to end: broadside solo --plain driven through pipes", .serialized)
struct LineModeEndToEndTests {
    @Test(.timeLimit(.minutes(3)))
    func aGameAgainstTheComputerIsPlayedByTypedCommands() async throws {
        try await withSolo { client, _ in
            client.send("help\n")
            try await client.waitFor("the help", onScreen: false) { $0.contains("place SHIP CELL H|V") }
            client.send("new\n")
            try await client.waitFor("the fleet", onScreen: false) { $0.contains("Still to place") }
            client.send("place carrier A1 h\n")
            client.send("place carrier B1 h\n")
            try await client.waitFor("a refusal", onScreen: false) { $0.contains("The Carrier is already placed") }
            client.send("random\nready\n")
            try await client.waitFor("the first turn", onScreen: false) { $0.contains("ann, it's your turn") }
            // A script waits for its turn: the computer's reply comes after the answer to each shot.
            for cell in everyCell {
                let before = client.output.count
                client.send("fire \(cell)\n")
                let output = try await client.waitFor("the turn after the shot at \(cell)", onScreen: false) {
                    $0.contains("Game over") || $0.count > before && $0.dropFirst(before).contains("ann, it's your turn")
                }
                #expect(output.dropFirst(before).contains("You fired at \(cell)"))
                if output.contains("Game over") { break }
            }
            // The end, then the fleet it reveals.
            let end = try await client.waitFor("the enemy fleet", onScreen: false) { $0.contains("Enemy fleet:") }
            #expect(end.components(separatedBy: "Game over").count == 2)
            #expect(!client.output.contains("\u{1B}["))
            // The list, and again when asked again on it: the second time nothing has changed.
            let beforeList = client.output.count
            client.send("games\n")
            try await client.waitFor("the list", onScreen: false) { $0.dropFirst(beforeList).contains("Your games:") }
            client.send("games\n")
            try await client.waitFor("the list again", onScreen: false) {
                $0.dropFirst(beforeList).components(separatedBy: "Your games:").count == 3
            }
            client.send("quit\n")
            #expect(try await client.exitStatus() == 0)
        }
    }

    /// A script that does not wait for its turn: the second shot is read before the computer's
    /// answer to the first (it comes right after the reply), and waits for that answer.
    @Test(.timeLimit(.minutes(1)))
    func aShotTypedAheadFiresOnceTheComputerHasFired() async throws {
        try await withSolo { client, _ in
            try await startRound(client)
            client.send("fire A1\nfire A2\n")
            let output = try await client.waitFor("the second shot", onScreen: false) { $0.contains("You fired at A2") }
            #expect(output.contains("You fired at A1"))
            #expect(!output.contains("It is computer's turn"), "\(output)")
            client.send("quit\n")
            #expect(try await client.exitStatus() == 0)
        }
    }

    /// A script that sends all its shots at once: each waits for the computer's answer to the
    /// one before, in order; none takes the place of another kept for the turn.
    @Test(.timeLimit(.minutes(1)))
    func everyShotOfAScriptSentAtOnceIsFired() async throws {
        try await withSolo { client, _ in
            try await startRound(client)
            let cells = ["A1", "A2", "A3", "A4", "A5", "A6"]
            client.send(cells.map { "fire \($0)\n" }.joined())
            let output = try await client.waitFor("the last shot", onScreen: false) { $0.contains("You fired at A6") }
            for cell in cells { #expect(output.contains("You fired at \(cell)"), "\(cell): \(output)") }
            client.send("quit\n")
            #expect(try await client.exitStatus() == 0)
        }
    }

    /// Output to a pipe is a script's: a message longer than 80 columns stays on one line.
    @Test(.timeLimit(.minutes(1)))
    func aLongMessageToAPipeIsOneLine() async throws {
        try await withSolo { client, _ in
            let words = "kindly fire at the second row and the seventh column, and then at the one beside it"
            client.send(words + "\n")
            let output = try await client.waitFor("the answer", onScreen: false) { $0.contains("type help for the list.") }
            #expect(output.components(separatedBy: "\n").contains("Unknown command '\(words)': type help for the list."), "\(output)")
            client.send("quit\n")
            #expect(try await client.exitStatus() == 0)
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func ctrlCQuitsLikeQuit() async throws {
        try await withSolo { client, _ async throws in
            kill(client.pid, SIGINT)
            #expect(try await client.exitStatus() == 0)
        }
    }

    /// A server that closes idle connections after 4 s: a client left alone keeps its connection
    /// alive, as the greeting's `idle=` asks, and never has to reconnect.
    @Test(.timeLimit(.minutes(1)))
    func anIdleClientKeepsAShortIdleTimeout() async throws {
        try await withServerAndPlayerHome(options: ["--idle-timeout", "4"]) { server, _, home in
            let client = try ChildProcess.onPipes(server.playCommand(as: "ann", "--plain"), environment: home.environment)
            defer { client.stop() }
            try await client.waitFor("the greeting", onScreen: false) { $0.contains("Broadside line mode") }
            try await Task.sleep(for: .seconds(10))
            client.send("new\n")
            try await client.waitFor("the fleet", onScreen: false) { $0.contains("Still to place") }
            #expect(!client.output.contains("Lost the server"), "\(client.output)")
            client.send("quit\n")
            #expect(try await client.exitStatus() == 0)
        }
    }

    /// Settings that cannot be written (here the config directory is a file) do not stop a game;
    /// the player is told, once.
    @Test(.timeLimit(.minutes(1)))
    func settingsThatCannotBeSavedAreSaidOnce() async throws {
        try await withTemporaryHome { home in
            try Data().write(to: URL(fileURLWithPath: home.path + "/not-a-directory"))
            var environment = home.environment
            environment["XDG_CONFIG_HOME"] = home.path + "/not-a-directory"
            let client = try ChildProcess.onPipes(["solo", "--plain", "--name", "ann"], environment: environment)
            defer { client.stop() }
            let output = try await client.waitFor("the notice", onScreen: false) { $0.contains("Could not save:") }
            #expect(output.contains("not-a-directory/broadside/settings.json"), "\(output)")
            client.send("new\n")
            try await client.waitFor("the fleet", onScreen: false) { $0.contains("Still to place") }
            #expect(client.output.components(separatedBy: "Could not save:").count == 2)
            client.send("quit\n")
            #expect(try await client.exitStatus() == 0)
        }
    }

    /// Two games in play, the one made first played last: a client started again offers that
    /// one, not the one made last.
    @Test(.timeLimit(.minutes(2)))
    func theGamePlayedLastIsOfferedAtTheNextStart() async throws {
        try await withSolo { client, home in
            var codes: [String] = []
            for _ in 0..<2 {
                let before = client.output.count
                client.send("new\nrandom\nready\n")
                let output = try await client.waitFor("the first turn", onScreen: false) {
                    $0.dropFirst(before).contains("ann, it's your turn")
                }
                let game = try #require(output.dropFirst(before).components(separatedBy: "Game ").dropFirst().first?.prefix(6))
                codes.append(String(game))
            }
            #expect(Set(codes).count == 2)
            client.send("open \(codes[0])\nfire A1\n")
            try await client.waitFor("the shot", onScreen: false) { $0.contains("You fired at A1") }
            client.send("quit\n")
            #expect(try await client.exitStatus() == 0)

            let again = try ChildProcess.onPipes(["solo", "--plain", "--name", "ann"], environment: home.environment)
            defer { again.stop() }
            try await again.waitFor("the offer", onScreen: false) { $0.contains("goes on with it") }
            #expect(again.output.contains("open \(codes[0]) goes on with it; new starts another."), "\(again.output)")
            again.send("quit\n")
            #expect(try await again.exitStatus() == 0)
        }
    }

    /// Another name's games on this account are not listed, but named under the empty list.
    @Test(.timeLimit(.minutes(1)))
    func anotherNamesGamesAreNamedUnderAnEmptyList() async throws {
        try await withSolo { client, home in
            client.send("new\n")
            try await client.waitFor("the fleet", onScreen: false) { $0.contains("Still to place") }
            client.send("quit\n")
            #expect(try await client.exitStatus() == 0)

            let bob = try ChildProcess.onPipes(["solo", "--plain", "--name", "bob"], environment: home.environment)
            defer { bob.stop() }
            try await bob.waitFor("the greeting", onScreen: false) { $0.contains("Broadside line mode") }
            bob.send("games\n")
            try await bob.waitFor("the other name's games", onScreen: false) {
                $0.contains("Games played here as ann are kept too: --name ann lists them.")
            }
            bob.send("quit\n")
            #expect(try await bob.exitStatus() == 0)
        }
    }

    /// A new game against the computer, its fleet placed at random and ready: ann's first turn.
    private func startRound(_ client: ChildProcess) async throws {
        client.send("new\n")
        try await client.waitFor("the fleet", onScreen: false) { $0.contains("Still to place") }
        client.send("random\nready\n")
        try await client.waitFor("the first turn", onScreen: false) { $0.contains("ann, it's your turn") }
    }

    /// Runs `body` with `broadside solo --plain` for ann in a home of its own, once it has greeted.
    private func withSolo(_ body: (ChildProcess, TemporaryHome) async throws -> Void) async throws {
        try await withTemporaryHome { home in
            let client = try ChildProcess.onPipes(["solo", "--plain", "--name", "ann"], environment: home.environment)
            defer { client.stop() }
            try await client.waitFor("the greeting", onScreen: false) { $0.contains("Broadside line mode") }
            try await body(client, home)
        }
    }
}
