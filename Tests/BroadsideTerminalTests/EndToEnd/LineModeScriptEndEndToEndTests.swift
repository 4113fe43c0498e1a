import BroadsideChaos
import Foundation
import Testing

/// A script piped to `broadside solo --plain` whose input ends right after its last command: the
/// client quits only once what that command is owed has been printed.
@Suite("End to end: the end of a piped script waits for what its last commands are owed")
struct LineModeScriptEndEndToEndTests {
    /// Each shot waits for the computer's answer to the one before, which is printed between them.
    @Test(.timeLimit(.minutes(1)))
    func eachShotIsFiredAfterTheComputersAnswer() async throws {
        let output = try await run(script: ["new classic", "random", "ready", "fire A1", "fire A2", "fire A3", "show"])
        try expectComputerAnswers(["A1", "A2", "A3"], in: output)
    }

    /// `quit` at the end of a script is its end: the shot before it is fired and answered all the
    /// same, and a line after the `quit` is not read.
    @Test(.timeLimit(.minutes(1)))
    func aScriptEndingInQuitWaitsForItsLastShotsAnswer() async throws {
        let output = try await run(script: ["new classic", "random", "ready", "fire A1", "fire A2", "quit", "forfeit"])
        try expectComputerAnswers(["A1", "A2"], in: output)
        #expect(!output.contains("forfeited"), "\(output)")
    }

    /// A command after `forfeit` waits for the round's end and its fleet: the list `games` prints
    /// comes after them (it came first, and the round's end was never said).
    @Test(.timeLimit(.minutes(1)))
    func aCommandAfterAForfeitWaitsForItsEnd() async throws {
        let output = try await run(script: ["new classic", "random", "ready", "forfeit", "games"])
        let end = try #require(output.range(of: "Game over: you forfeited, computer wins."), "\(output)")
        let fleet = try #require(output.range(of: "Enemy fleet:"), "\(output)")
        let listed = try #require(output.range(of: "over: computer won", options: .backwards), "\(output)")
        #expect(end.upperBound <= fleet.lowerBound && fleet.upperBound <= listed.lowerBound, "\(output)")
    }

    /// Each of `cells` fired in turn, the computer's shot printed after each and before the next.
    private func expectComputerAnswers(_ cells: [String], in output: String) throws {
        var rest = output[...]
        for cell in cells {
            let fired = try #require(rest.range(of: "You fired at \(cell)"), "no shot at \(cell) in order in:\n\(output)")
            rest = rest[fired.upperBound...]
            let answered = try #require(rest.range(of: "computer fired at"), "no answer to \(cell) in:\n\(output)")
            #expect(rest[..<answered.lowerBound].range(of: "You fired at") == nil, "\(output)")
            rest = rest[answered.upperBound...]
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func aForfeitAtTheEndIsSaid() async throws {
        let output = try await run(script: ["new classic", "random", "ready", "forfeit"])
        #expect(output.contains("Game over: you forfeited, computer wins."), "\(output)")
        // The fleet the end reveals, which comes after it, is owed too: its grid is printed.
        let revealed = try #require(output.range(of: "Enemy fleet:"), "\(output)")
        #expect(output[revealed.upperBound...].contains("1 2 3 4 5 6 7 8 9 10"), "\(output)")
    }

    /// Pipes `script` to a client in a home of its own, from a file, whose end is the input's end;
    /// returns all it printed once it has exited (with status 0).
    private func run(script: [String]) async throws -> String {
        let home = try TemporaryHome()
        defer { home.remove() }
        let scriptPath = home.path + "/script"
        try Data(script.map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: scriptPath))
        let client = try SpawnedProcess.start(
            try BroadsideExecutable.path(), ["solo", "--plain", "--name", "ann"], environment: home.environment,
            input: .path(scriptPath))
        defer { client.kill() }
        let status = try await client.waitForExit(timeout: .seconds(40))
        #expect(WaitStatus.exitCode(status) == 0, "\(client.outputText)")
        return client.outputText
    }
}
