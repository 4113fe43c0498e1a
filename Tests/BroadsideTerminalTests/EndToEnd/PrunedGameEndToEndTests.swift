import Foundation
import Testing

@Suite("End to end: a game broadside prune deleted while the server was down", .serialized)
struct PrunedGameEndToEndTests {
    /// The players' clients ride out the restart, find their seats refused (`ERR BAD_TOKEN`) and
    /// say so, rather than show the game as it stood and refuse every move in it.
    @Test(.timeLimit(.minutes(3)))
    func eachPlayerIsToldTheGameIsGoneAndItsTokenForgotten() async throws {
        let serverHome = try TemporaryHome()
        let annHome = try TemporaryHome()
        let bobHome = try TemporaryHome()
        defer { [serverHome, annHome, bobHome].forEach { $0.remove() } }
        let first = try await ServerOnTerminal.start(home: serverHome)
        defer { first.process.stop() }

        let ann = try ChildProcess.onTerminal(first.playCommand(as: "ann"), environment: annHome.environment)
        defer { ann.stop() }
        let code = try await NetworkEndToEndTests.createGame(ann)

        let bob = try ChildProcess.onTerminal(first.playCommand(as: "bob"), environment: bobHome.environment)
        defer { bob.stop() }
        try await bob.waitFor("bob's games")
        bob.send("c")
        try await bob.waitFor("Code of the game to join")
        bob.send(code + "\r")
        try await bob.waitFor("Carrier at A1 across")
        try await ann.waitFor("bob joined the game.")

        #expect(try await first.terminate() == 0)
        let prune = try ChildProcess.onPipes(
            ["prune", "--older-than", "0", "--data", serverHome.path + "/server"], environment: serverHome.environment)
        defer { prune.stop() }
        #expect(try await prune.exitStatus() == 0)
        #expect(prune.output.hasPrefix("Deleted 1 game"), "\(prune.output)")
        let second = try await first.restart(home: serverHome)
        defer { second.process.stop() }

        for (client, name, opponent) in [(ann, "ann", "bob"), (bob, "bob", "ann")] {
            try await client.waitFor(wrapped: "Game \(code) against \(opponent) is no longer on the server", timeout: .seconds(30))
            let screen = try await client.waitFor("\(name)'s games")
            #expect(screen.contains("No games yet"), "\(screen)")
            client.send("\u{03}")
            #expect(try await client.exitStatus() == 0)
        }
        // Started again, neither would ask for the game: its tokens are gone from the seats file.
        for home in [annHome, bobHome] {
            let seats = try String(contentsOfFile: home.path + "/data/broadside/client/seats.json", encoding: .utf8)
            #expect(!seats.contains(code), "\(seats)")
        }
        #expect(try await second.terminate() == 0)
    }

    /// A client started after the prune knows the game only from its seats file, which keeps
    /// whom the game was against beside the token.
    @Test(.timeLimit(.minutes(3)))
    func aClientStartedAfterThePruneNamesTheOpponent() async throws {
        let serverHome = try TemporaryHome()
        let annHome = try TemporaryHome()
        let bobHome = try TemporaryHome()
        defer { [serverHome, annHome, bobHome].forEach { $0.remove() } }
        let first = try await ServerOnTerminal.start(home: serverHome)
        defer { first.process.stop() }
        let ann = try ChildProcess.onTerminal(first.playCommand(as: "ann"), environment: annHome.environment)
        defer { ann.stop() }
        let code = try await NetworkEndToEndTests.createGame(ann)
        let bob = try ChildProcess.onTerminal(first.playCommand(as: "bob"), environment: bobHome.environment)
        defer { bob.stop() }
        try await bob.waitFor("bob's games")
        bob.send("c")
        try await bob.waitFor("Code of the game to join")
        bob.send(code + "\r")
        try await bob.waitFor("Carrier at A1 across")
        try await ann.waitFor("bob joined the game.")
        for client in [ann, bob] {
            client.send("\u{03}")
            #expect(try await client.exitStatus() == 0)
        }

        #expect(try await first.terminate() == 0)
        let prune = try ChildProcess.onPipes(
            ["prune", "--older-than", "0", "--data", serverHome.path + "/server"], environment: serverHome.environment)
        defer { prune.stop() }
        #expect(try await prune.exitStatus() == 0)
        let second = try await first.restart(home: serverHome)
        defer { second.process.stop() }

        let again = try ChildProcess.onTerminal(second.playCommand(as: "ann"), environment: annHome.environment)
        defer { again.stop() }
        try await again.waitFor(wrapped: "Game \(code) against bob is no longer on the server")
        again.send("\u{03}")
        #expect(try await again.exitStatus() == 0)
        #expect(try await second.terminate() == 0)
    }
}
