import Foundation
import Testing

/// A seat whose token this computer cannot store cannot be resumed once the client quits: the
/// player is told when the game is made, it is stored as soon as it can be, and the goodbye
/// names a game still not stored rather than say it is kept. (`seats.json.lock` is made a
/// directory, which stops the store's writes as root too.)
@Suite("End to end: a game whose seat cannot be stored", .serialized)
struct UnstoredSeatEndToEndTests {
    @Test(.timeLimit(.minutes(1)))
    func aGameNotStoredIsSaidToBeLostOnQuitting() async throws {
        try await withANewGameNotStored { client, home, code in
            #expect(ChildProcess.unwrapped(client.output).contains(
                "Could not store game \(code) on this computer (cannot write \(home.path)/data/broadside/client/seats.json.lock"),
                "\(client.output)")
            client.send("quit\r")
            #expect(try await client.exitStatus() == 0)
            let farewell = try await client.waitFor("the farewell", onScreen: false) { ChildProcess.unwrapped($0).contains("takes you back.") }
            let words = ChildProcess.unwrapped(farewell)
            #expect(words.contains("Game \(code) was not stored on this computer (cannot write "), "\(words)")
            // It was the only game: none is said to be kept.
            #expect(words.contains("so it cannot be resumed. Left Broadside; `broadside solo --name ann` takes you back."), "\(words)")
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func aSeatIsStoredOnceItCanBeAndResumedNextTime() async throws {
        try await withANewGameNotStored { client, home, code in
            try FileManager.default.removeItem(atPath: seatsLock(in: home))
            client.send("random\r")
            try await client.waitFor("the seat stored", onScreen: false) { $0.contains("Game \(code) stored on this computer now.") }
            client.send("quit\r")
            #expect(try await client.exitStatus() == 0)
            let farewell = try await client.waitFor("the farewell", onScreen: false) { ChildProcess.unwrapped($0).contains("takes you back.") }
            #expect(!farewell.contains("not stored"), "\(farewell)")

            let again = try ChildProcess.onTerminal(["solo", "--plain", "--name", "ann"], environment: home.environment)
            defer { again.stop() }
            try await again.waitFor("the game kept", onScreen: false) { $0.contains("open \(code) goes on with it") }
            again.send("quit\r")
            #expect(try await again.exitStatus() == 0)
        }
    }

    /// Until the client quits, a seat not stored is one it holds: resumed when the server comes
    /// back, and named as lost when the client ends without a terminal.
    @Test(.timeLimit(.minutes(1)))
    func aSeatNotStoredIsResumedAfterTheServerRestarts() async throws {
        try await withServerAndPlayerHome { first, serverHome, annHome in
            try FileManager.default.createDirectory(atPath: seatsLock(in: annHome), withIntermediateDirectories: true)
            let client = try ChildProcess.onPipes(first.playCommand(as: "ann", "--plain"), environment: annHome.environment)
            defer { client.stop() }
            try await client.waitFor("the list", onScreen: false) { $0.contains("No games yet") }
            client.send("new classic computer\n")
            let made = try await client.waitFor("the game", onScreen: false) { $0.contains("Could not store game") }
            let code = try #require(firstMatch(#"Could not store game (\w{6})"#, in: ChildProcess.unwrapped(made)))
            try await first.terminate()
            let second = try await first.restart(home: serverHome)
            defer { second.process.stop() }
            try await client.waitFor("the reconnection", onScreen: false) { $0.contains("Connected to the server again") }
            let before = client.output.count
            client.send("games\n")
            try await client.waitFor("the game listed again", onScreen: false) { $0.dropFirst(before).contains("  \(code)  classic") }
            client.send("quit\n")
            #expect(try await client.exitStatus() == 0)
            try await client.waitFor("the loss said", onScreen: false) {
                ChildProcess.unwrapped($0).contains("Game \(code) was not stored on this computer (cannot write ")
            }
        }
    }

    private func seatsLock(in home: TemporaryHome) -> String {
        home.path + "/data/broadside/client/seats.json.lock"
    }

    /// Runs `body` with `solo --plain` at a terminal, in a home where seats cannot be stored,
    /// once it has made a new game against the computer: with that game's code.
    private func withANewGameNotStored(_ body: (ChildProcess, TemporaryHome, String) async throws -> Void) async throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        try FileManager.default.createDirectory(atPath: seatsLock(in: home), withIntermediateDirectories: true)
        let client = try ChildProcess.onTerminal(["solo", "--plain", "--name", "ann"], environment: home.environment)
        defer { client.stop() }
        client.send("new\r")
        let output = try await client.waitFor("the fleet", onScreen: false) { $0.contains("Still to place") }
        let code = try #require(firstMatch(#"Could not store game (\w{6})"#, in: ChildProcess.unwrapped(output)))
        try await body(client, home, code)
    }
}
