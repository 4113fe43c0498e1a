import Foundation
import Testing

@Suite("End to end: a game broadside prune deleted while the server was down", .serialized)
struct PrunedGameEndToEndTests {
    /// The players' clients ride out the restart, find their seats refused (`ERR BAD_TOKEN`) and
    /// say so, rather than show the game as it stood and refuse every move in it.
    @Test(.timeLimit(.minutes(3)))
    func eachPlayerIsToldTheGameIsGoneAndItsTokenForgotten() async throws {
        try await Self.withJoinedGame { game in
            #expect(try await game.server.terminate() == 0)
            try await Self.pruneEverything(game.serverHome)
            let second = try await game.server.restart(home: game.serverHome)
            defer { second.process.stop() }

            for (client, name, opponent) in [(game.ann, "ann", "bob"), (game.bob, "bob", "ann")] {
                try await client.waitFor(wrapped: "Game \(game.code) against \(opponent) is no longer on the server", timeout: .seconds(30))
                let screen = try await client.waitFor("\(name)'s games")
                #expect(screen.contains("No games yet"), "\(screen)")
                client.send("\u{03}")
                #expect(try await client.exitStatus() == 0)
            }
            // Started again, neither would ask for the game: its tokens are gone from the seats file.
            for home in [game.annHome, game.bobHome] {
                let seats = try String(contentsOfFile: home.path + "/data/broadside/client/seats.json", encoding: .utf8)
                #expect(!seats.contains(game.code), "\(seats)")
            }
            #expect(try await second.terminate() == 0)
        }
    }

    /// A client started after the prune knows the game only from its seats file, which keeps
    /// whom the game was against beside the token.
    @Test(.timeLimit(.minutes(3)))
    func aClientStartedAfterThePruneNamesTheOpponent() async throws {
        try await Self.withJoinedGame { game in
            for client in [game.ann, game.bob] {
                client.send("\u{03}")
                #expect(try await client.exitStatus() == 0)
            }
            #expect(try await game.server.terminate() == 0)
            try await Self.pruneEverything(game.serverHome)
            let second = try await game.server.restart(home: game.serverHome)
            defer { second.process.stop() }

            let again = try ChildProcess.onTerminal(second.playCommand(as: "ann"), environment: game.annHome.environment)
            defer { again.stop() }
            try await again.waitFor(wrapped: "Game \(game.code) against bob is no longer on the server")
            again.send("\u{03}")
            #expect(try await again.exitStatus() == 0)
            #expect(try await second.terminate() == 0)
        }
    }

    /// A server with a game ann created and bob joined, each on their own client and home.
    private struct JoinedGame {
        let server: ServerOnTerminal
        let serverHome: TemporaryHome
        let annHome: TemporaryHome
        let bobHome: TemporaryHome
        let ann: ChildProcess
        let bob: ChildProcess
        let code: String
    }

    /// Runs `body` on a joined game; the processes are stopped and the homes removed however it ends.
    private static func withJoinedGame(_ body: (JoinedGame) async throws -> Void) async throws {
        let serverHome = try TemporaryHome()
        let annHome = try TemporaryHome()
        let bobHome = try TemporaryHome()
        defer { [serverHome, annHome, bobHome].forEach { $0.remove() } }
        let server = try await ServerOnTerminal.start(home: serverHome)
        defer { server.process.stop() }
        let ann = try ChildProcess.onTerminal(server.playCommand(as: "ann"), environment: annHome.environment)
        defer { ann.stop() }
        let code = try await NetworkEndToEndTests.createGame(ann)
        let bob = try ChildProcess.onTerminal(server.playCommand(as: "bob"), environment: bobHome.environment)
        defer { bob.stop() }
        try await NetworkEndToEndTests.join(bob, code: code)
        try await ann.waitFor("bob joined the game.")
        try await body(JoinedGame(
            server: server, serverHome: serverHome, annHome: annHome, bobHome: bobHome, ann: ann, bob: bob, code: code))
    }

    /// `broadside prune --older-than 0` on the stopped server's data: every game goes.
    private static func pruneEverything(_ serverHome: TemporaryHome) async throws {
        let prune = try ChildProcess.onPipes(
            ["prune", "--older-than", "0", "--data", serverHome.path + "/server"], environment: serverHome.environment)
        defer { prune.stop() }
        #expect(try await prune.exitStatus() == 0)
        #expect(prune.output.hasPrefix("Deleted 1 game"), "\(prune.output)")
    }
}
