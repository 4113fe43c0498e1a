import Foundation
import Testing

@Suite("End to end: broadside solo rides out a server restart", .serialized)
struct ReconnectEndToEndTests {
    @Test(.timeLimit(.minutes(3)))
    func theClientReconnectsAndTheGameGoesOn() throws {
        let serverHome = try TemporaryHome()
        let annHome = try TemporaryHome()
        defer { [serverHome, annHome].forEach { $0.remove() } }
        let first = try ServerOnTerminal.start(home: serverHome)
        defer { first.process.stop() }

        let ann = try ChildProcess.onTerminal(
            ["solo", first.address, "--ca", first.caPath, "--name", "ann"], environment: annHome.environment)
        defer { ann.stop() }
        try ann.waitFor("new game")
        ann.send("\r")
        try ann.waitFor("Carrier at A1 across")
        ann.send("R")
        try ann.waitFor("Every ship is placed")
        ann.send("\r")
        try ann.waitFor("ann, it's your turn")
        ann.send("A1\r")
        try ann.waitFor("You fired at A1")
        let code = firstMatch(#"Broadside  (\w{6}) ·"#, in: ann.screen)

        // The server stops (telling the client) and comes back on the same port and data.
        #expect(try first.terminate() == 0)
        try ann.waitFor("Lost the server: trying again")
        let second = try first.restart(home: serverHome)
        defer { second.process.stop() }

        // The client finds it again by itself, resumes the seat and shows the same game.
        try ann.waitFor("Connected to the server again.", timeout: .seconds(30))
        let screen = try ann.waitFor("ann, it's your turn")
        #expect(code != nil && screen.contains("Broadside  \(code ?? "-") ·"))
        ann.send("A2\r")
        try ann.waitFor("You fired at A2")
        ann.send("\u{03}")
        #expect(try ann.exitStatus() == 0)
        #expect(try second.terminate() == 0)
    }

    @Test(.timeLimit(.minutes(1)))
    func keysDoNothingButQuitWhileTheServerIsAway() throws {
        let serverHome = try TemporaryHome()
        let annHome = try TemporaryHome()
        defer { [serverHome, annHome].forEach { $0.remove() } }
        let server = try ServerOnTerminal.start(home: serverHome)
        defer { server.process.stop() }
        let ann = try ChildProcess.onTerminal(
            ["play", server.address, "--ca", server.caPath, "--name", "ann"], environment: annHome.environment)
        defer { ann.stop() }
        try ann.waitFor("ann's games")
        try server.terminate()
        try ann.waitFor("Lost the server: trying again")
        ann.send("n")
        try ann.waitFor("Not connected to the server yet, so nothing was sent")
        #expect(!ann.screen.contains("new game"))
        ann.send("\u{03}")
        #expect(try ann.exitStatus() == 0)
    }

    @Test(.timeLimit(.minutes(2)))
    func lineModeSaysSoAndCarriesOn() throws {
        let serverHome = try TemporaryHome()
        let annHome = try TemporaryHome()
        defer { [serverHome, annHome].forEach { $0.remove() } }
        let first = try ServerOnTerminal.start(home: serverHome)
        defer { first.process.stop() }
        let client = try ChildProcess.onPipes(
            ["solo", first.address, "--plain", "--ca", first.caPath, "--name", "ann"], environment: annHome.environment)
        defer { client.stop() }
        client.send("new\nrandom\nready\n")
        try client.waitFor("the first turn", onScreen: false) { $0.contains("ann, it's your turn") }

        try first.terminate()
        try client.waitFor("the notice", onScreen: false) { $0.contains("Lost the server: trying again in 1 s") }
        client.send("fire A1\n")
        try client.waitFor("the refusal", onScreen: false) { $0.contains("Not connected to the server yet") }
        let second = try first.restart(home: serverHome)
        defer { second.process.stop() }
        try client.waitFor("the return", timeout: .seconds(30), onScreen: false) { $0.contains("Connected to the server again.") }
        client.send("fire A1\n")
        try client.waitFor("the shot", onScreen: false) { $0.contains("You fired at A1") }
        client.send("quit\n")
        #expect(try client.exitStatus() == 0)
    }

    @Test(.timeLimit(.minutes(1)))
    func aServerThatStaysAwayEndsTheClientWithTheReason() throws {
        let serverHome = try TemporaryHome()
        let annHome = try TemporaryHome()
        defer { [serverHome, annHome].forEach { $0.remove() } }
        let server = try ServerOnTerminal.start(home: serverHome)
        defer { server.process.stop() }
        let ann = try ChildProcess.onTerminal(
            ["play", server.address, "--ca", server.caPath, "--name", "ann", "--reconnect", "2"],
            environment: annHome.environment)
        defer { ann.stop() }
        try ann.waitFor("ann's games")
        try server.terminate()
        // One attempt after 1 s finds nothing listening; the next would pass the 2 s allowed.
        #expect(try ann.exitStatus() == 1)
        try ann.waitFor("the last sentence", onScreen: false) {
            $0.contains("could not be reached again in 2 s (nothing is listening at \(server.address)")
        }
    }
}
