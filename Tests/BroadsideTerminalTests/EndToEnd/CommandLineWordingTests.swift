import Foundation
import Testing

@Suite("End to end: what broadside says of a mistyped command and of prune beside a server", .serialized)
struct CommandLineWordingTests {
    private func run(_ arguments: [String], home: TemporaryHome) async throws -> (status: Int32, output: String) {
        let process = try ChildProcess.onPipes(arguments, environment: home.environment)
        defer { process.stop() }
        let status = try await process.exitStatus()
        // The output is read on its own: it may come in after the exit is seen.
        let output = try await process.waitFor("the whole output", onScreen: false) { $0.hasSuffix("\n") }
        return (status, output)
    }

    @Test(.timeLimit(.minutes(1)))
    func aMistypedCommandGetsTheNearestOneSuggested() async throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let typo = try await run(["plya"], home: home)
        #expect(typo.status == 64)
        #expect(typo.output.hasPrefix("Error: Unexpected argument 'plya'. Did you mean 'play'?\n"), "\(typo.output)")
    }

    /// Just the error and where the commands are listed, not the usage a validation error adds.
    @Test(.timeLimit(.minutes(1)))
    func helpForNoSuchCommandIsOneLine() async throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let nope = try await run(["help", "nope"], home: home)
        #expect(nope.status == 64)
        #expect(nope.output == "Error: no command is called 'nope'; `broadside help` lists them\n")
        let near = try await run(["help", "sevre"], home: home)
        #expect(near.output == "Error: no command is called 'sevre'; did you mean 'serve'? `broadside help` lists them\n")
    }

    @Test(.timeLimit(.minutes(1)))
    func pruneBesideARunningServerSaysToStopIt() async throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let server = try await ServerOnTerminal.start(home: home)
        defer { server.process.stop() }
        let refused = try await run(["prune", "--data", home.path + "/server", "--older-than", "0"], home: home)
        #expect(refused.status == 1)
        #expect(refused.output.hasSuffix(": a Broadside server is using it; stop the server, then prune\n"), "\(refused.output)")
        #expect(!refused.output.contains("another --data"))
    }
}
