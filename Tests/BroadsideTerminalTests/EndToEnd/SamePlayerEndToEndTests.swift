import Foundation
import Testing

@Suite("End to end: two broadside play clients of one account as one player", .serialized)
struct SamePlayerEndToEndTests {
    /// The second would resume, and so take, the first one's seats: it stops before connecting.
    @Test(.timeLimit(.minutes(2)))
    func theSecondClientAsTheSamePlayerStopsAndTheFirstPlaysOn() async throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let server = try await ServerOnTerminal.start(home: home)
        defer { server.process.stop() }
        let arguments = ["play", "--plain", server.address, "--ca", server.caPath]
        let first = try ChildProcess.onPipes(arguments + ["--name", "ann"], environment: home.environment)
        defer { first.stop() }
        try await first.waitFor("the greeting", onScreen: false) { $0.contains("No games") }

        let second = try ChildProcess.onPipes(arguments + ["--name", "ann"], environment: home.environment)
        defer { second.stop() }
        #expect(try await second.exitStatus() == 1)
        #expect(second.output.trimmingCharacters(in: .whitespacesAndNewlines) == "broadside play: another broadside play is already "
            + "playing as ann on \(server.address) from this account; give this one another name with --name")

        let bob = try ChildProcess.onPipes(arguments + ["--name", "bob"], environment: home.environment)
        defer { bob.stop() }
        try await bob.waitFor("bob's lobby", onScreen: false) { $0.contains("No games") }

        first.send("new classic computer\n")
        try await first.waitFor("the fleet", onScreen: false) { $0.contains("Still to place") }
        #expect(!first.output.contains("resumed by another client"), "\(first.output)")
        for client in [first, bob] {
            client.send("quit\n")
            #expect(try await client.exitStatus() == 0)
        }
    }
}
