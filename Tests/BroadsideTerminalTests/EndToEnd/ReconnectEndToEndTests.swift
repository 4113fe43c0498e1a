import Foundation
import Testing

@Suite("End to end: broadside solo rides out a server restart", .serialized)
struct ReconnectEndToEndTests {
    @Test(.timeLimit(.minutes(3)))
    func theClientReconnectsAndTheGameGoesOn() async throws {
        try await withServerAndPlayerHome { first, serverHome, annHome in
            let ann = try ChildProcess.onTerminal(first.soloCommand(as: "ann"), environment: annHome.environment)
            defer { ann.stop() }
            try await ann.startSoloRound(as: "ann")
            ann.send("A1\r")
            try await ann.waitFor("You fired at A1")
            let code = firstMatch(#"Broadside  (\w{6}) ·"#, in: ann.screen)

            // The server stops (telling the client) and comes back on the same port and data.
            #expect(try await first.terminate() == 0)
            try await ann.waitFor("The server shut down (restarting?): trying again")
            let second = try await first.restart(home: serverHome)
            defer { second.process.stop() }

            // The client finds it again by itself, resumes the seat and shows the same game.
            try await ann.waitFor("Connected to the server again.", timeout: .seconds(30))
            let screen = try await ann.waitFor("ann, it's your turn")
            #expect(code != nil && screen.contains("Broadside  \(code ?? "-") ·"))
            ann.send("A2\r")
            try await ann.waitFor("You fired at A2")
            ann.send("\u{03}")
            #expect(try await ann.exitStatus() == 0)
            #expect(try await second.terminate() == 0)
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func onlyKeysThatWouldSendAreRefusedWhileTheServerIsAway() async throws {
        try await withPlayerInLobby { server, ann, _ in
            try await server.terminate()
            try await ann.waitFor("The server shut down (restarting?): trying again")
            // The form opens (nothing is sent for that); creating the game is refused.
            ann.send("n")
            try await ann.waitFor("Broadside  new game")
            ann.send("\r")
            // In what was drawn, not on the screen now: the next attempt may already have replaced it.
            try await ann.waitFor("the refusal", onScreen: false) { $0.contains("Still reconnecting to the server, so nothing was sent") }
            #expect(ann.screen.contains("Broadside  new game"))
            ann.send("\u{1B}")
            try await ann.waitFor("ann's games")
            // q in the lobby quits as ever.
            ann.send("q")
            #expect(try await ann.exitStatus() == 0)
        }
    }

    @Test(.timeLimit(.minutes(2)))
    func lineModeSaysSoAndCarriesOn() async throws {
        try await withServerAndPlayerHome { first, serverHome, annHome in
            let client = try ChildProcess.onPipes(first.soloCommand(as: "ann", "--plain"), environment: annHome.environment)
            defer { client.stop() }
            client.send("new\nrandom\nready\n")
            try await client.waitFor("the first turn", onScreen: false) { $0.contains("ann, it's your turn") }

            try await first.terminate()
            try await client.waitFor("the notice", onScreen: false) { $0.contains("The server shut down (restarting?): trying again in 1 s") }
            client.send("fire A1\n")
            try await client.waitFor("the refusal", onScreen: false) { $0.contains("Still reconnecting to the server") }
            let second = try await first.restart(home: serverHome)
            defer { second.process.stop() }
            try await client.waitFor("the return", timeout: .seconds(30), onScreen: false) { $0.contains("Connected to the server again.") }
            // Where the game stands is said again, for a player who cannot glance at the board.
            try await client.waitFor("whose turn it is", onScreen: false) {
                $0.components(separatedBy: "Connected to the server again.").last?.contains("ann, it's your turn") == true
            }
            // The loss was said once, not at every attempt.
            #expect(client.output.components(separatedBy: "The server shut down").count == 2, "\(client.output)")
            client.send("fire A1\n")
            try await client.waitFor("the shot", onScreen: false) { $0.contains("You fired at A1") }
            client.send("quit\n")
            #expect(try await client.exitStatus() == 0)
        }
    }

    /// `games` while the server is away prints the list as last seen, and says so: it is not
    /// refused as if something had been lost.
    @Test(.timeLimit(.minutes(1)))
    func lineModeListsTheGamesAsLastSeenWhileAway() async throws {
        try await withServerAndPlayerHome { server, _, annHome in
            let client = try ChildProcess.onPipes(server.playCommand(as: "ann", "--plain"), environment: annHome.environment)
            defer { client.stop() }
            try await client.waitFor("the list", onScreen: false) { $0.contains("No games yet") }
            try await server.terminate()
            try await client.waitFor("the notice", onScreen: false) { $0.contains("The server shut down (restarting?): trying again in 1 s") }
            let before = client.output.count
            client.send("games\n")
            try await client.waitFor("the list as last seen", onScreen: false) {
                $0.dropFirst(before).contains("Not connected to the server: the list is as it was last seen.")
            }
            #expect(!client.output.dropFirst(before).contains("nothing was sent"), "\(client.output.dropFirst(before))")
            client.send("quit\n")
            #expect(try await client.exitStatus() == 0)
        }
    }

    /// A server back with a setting this client cannot meet (a client certificate required) ends
    /// the client at once with the reason, not after two minutes of attempts.
    @Test(.timeLimit(.minutes(1)))
    func aServerBackThatRefusesThisClientEndsItAtOnce() async throws {
        try await withPlayerInLobby { first, ann, serverHome in
            try await first.terminate()
            try await ann.waitFor("The server shut down (restarting?): trying again")
            let second = try await first.restart(home: serverHome, options: ["--client-ca", first.caPath])
            defer { second.process.stop() }
            #expect(try await ann.exitStatus() == 1)
            try await ann.waitFor("the reason", onScreen: false) {
                ChildProcess.unwrapped($0).contains("the server went away, and connecting again was refused: the server requires a client certificate")
            }
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func aServerThatStaysAwayEndsTheClientWithTheReason() async throws {
        try await withPlayerInLobby(playing: ["--reconnect", "2"]) { server, ann, _ in
            try await server.terminate()
            // One attempt after 1 s finds nothing listening; the next would pass the 2 s allowed.
            #expect(try await ann.exitStatus() == 1)
            try await ann.waitFor("the last sentence", onScreen: false) {
                ChildProcess.unwrapped($0).contains("could not be reached again in 2 s (nothing is listening at \(server.address)")
            }
        }
    }

    /// Runs `body` with ann's `broadside play` (given `extra`) on a terminal, in her lobby on a
    /// server of her own.
    private func withPlayerInLobby(
        playing extra: [String] = [], _ body: (_ server: ServerOnTerminal, _ ann: ChildProcess, _ serverHome: TemporaryHome) async throws -> Void
    ) async throws {
        try await withServerAndPlayerHome { server, serverHome, annHome in
            let ann = try ChildProcess.onTerminal(server.playCommand(as: "ann") + extra, environment: annHome.environment)
            defer { ann.stop() }
            try await ann.waitFor("ann's games")
            try await body(server, ann, serverHome)
        }
    }
}

/// A server that answers nothing (stopped with SIGSTOP) leaves no blank terminal while the client
/// connects: a line says so, and Ctrl-C quits.
@Suite("End to end: connecting to a server that does not answer")
struct ConnectingEndToEndTests {
    @Test(.timeLimit(.minutes(1)))
    func aLineSaysTheClientIsConnectingAndCtrlCQuits() async throws {
        try await withServerAndPlayerHome { server, _, annHome in
            kill(server.process.pid, SIGSTOP)
            defer { kill(server.process.pid, SIGCONT) }
            let ann = try ChildProcess.onTerminal(server.playCommand(as: "ann"), environment: annHome.environment)
            defer { ann.stop() }
            try await ann.waitFor("Connecting to \(server.address)… (Ctrl-C quits)", timeout: .seconds(8))
            ann.send("\u{03}")
            #expect(try await ann.exitStatus() == 128 + SIGINT)
        }
    }
}
