import BroadsideChaos
import BroadsideClient
import Foundation
import Testing

/// Every numeric option of `serve`, `prune`, `play` and `conformance` has an upper bound: a value
/// past it is refused in one sentence with the usage status (64), as a value below the least is,
/// instead of crashing on arithmetic overflow once the command runs.
@Suite(.timeLimit(.minutes(5))) struct OptionBoundsTests {
    static let huge = "\(Int.max)"

    /// Runs `broadside` with `arguments` in a fresh data directory (so that an option wrongly let
    /// through starts nothing in the user's own), and returns its exit code and output.
    private func run(_ arguments: [String]) async throws -> (status: Int32?, output: String) {
        try await withTemporaryDirectory { data in
            let options = switch arguments.first {
            case "serve": ["--data", data, "--port", "0"]
            case "prune": ["--data", data]
            default: [String]()
            }
            let process = try SpawnedProcess.start(
                try Repository.broadside(), arguments + options, environment: ["SWIFT_BACKTRACE": "enable=no"])
            defer { process.kill() }
            let status = try await process.waitForExit(timeout: .seconds(60))
            return (WaitStatus.exitCode(status), process.outputText)
        }
    }

    @Test(arguments: [
        (["serve", "--max-connections", huge], "--max-connections must be at most 1000000"),
        (["serve", "--seats-per-connection", "100000000000000000"], "--seats-per-connection must be at most 1000000"),
        (["prune", "--older-than", "200000000000000", "--dry-run"], "--older-than must be at most 36500 days (a hundred years)"),
        (["serve", "--handshake-timeout", huge], "--handshake-timeout must be at most 31536000 seconds (a year)"),
        (["serve", "--hello-timeout", huge], "--hello-timeout must be at most 31536000 seconds (a year)"),
        (["serve", "--idle-timeout", huge], "--idle-timeout must be at most 31536000 seconds (a year)"),
        (["serve", "--line-timeout", huge], "--line-timeout must be at most 31536000 seconds (a year)"),
        (["serve", "--claim-after", huge], "--claim-after must be at most 31536000 seconds (a year)"),
        (["serve", "--turn-limit", huge], "--turn-limit must be at most 31536000 seconds (a year)"),
        (["serve", "--flood-limit", huge], "--flood-limit must be at most 1000000"),
        (["serve", "--waiting-games", huge], "--waiting-games must be at most 1000000"),
        (["serve", "--games-per-minute", huge], "--games-per-minute must be at most 1000000"),
        (["serve", "--connections-per-address", huge], "--connections-per-address must be at most 1000000"),
        (["serve", "--command-burst", huge], "--command-burst must be at most 1000000"),
        (["serve", "--max-queued-output", huge], "--max-queued-output must be at most 1073741824 bytes (1 GiB)"),
        (["serve", "--commands-per-second", "inf"], "--commands-per-second must be at most 1000000"),
        (["serve", "--commands-per-second", "1e300"], "--commands-per-second must be at most 1000000"),
        (["serve", "--commands-per-second", "nan"], "--commands-per-second must be at least 0.001 (a command every 1000 seconds)"),
        (["serve", "--commands-per-second", "1e-300"], "--commands-per-second must be at least 0.001 (a command every 1000 seconds)"),
        (["serve", "--max-queued-output", "0"], "--max-queued-output must be at least 256000 bytes, so that the longest reply fits "
            + "(GAMES with --seats-per-connection 500 seats)"),
        (["serve", "--max-queued-output", "-5", "--seats-per-connection", "1"], "--max-queued-output must be at least 65536 bytes, "
            + "so that the longest reply fits (GAMES with --seats-per-connection 1 seat)"),
        (["serve", "--command-burst", "1.5"], "The value '1.5' is invalid for '--command-burst <count>'"),
        (["serve", "--command-burst", "inf"], "The value 'inf' is invalid for '--command-burst <count>'"),
        (["play", "--reconnect", huge, "127.0.0.1:1"], "--reconnect must be at most 31536000 seconds (a year)"),
        (["conformance", "127.0.0.1:1", "--timeout", "inf"], "--timeout must be at most 31536000 seconds (a year)"),
        (["conformance", "127.0.0.1:1", "--timeout", "nan"], "--timeout must be above 0"),
        (["conformance", "127.0.0.1:1", "--idle-timeout", huge], "--idle-timeout must be at most 31536000 seconds (a year)"),
    ])
    func aValuePastTheBoundIsRefusedInOneSentence(arguments: [String], expected: String) async throws {
        let (status, output) = try await run(arguments)
        #expect(status == 64, "\(output)")
        #expect(output.hasPrefix("Error: \(expected)\n"), "\(output)")
    }

    /// The bounds leave room for every real use, the benchmark's million commands a second among
    /// them: a server with every limit at its largest starts and plays.
    @Test func everyLimitAtItsLargestServes() async throws {
        let largest = [
            "--handshake-timeout", "--hello-timeout", "--idle-timeout", "--line-timeout", "--claim-after", "--turn-limit",
        ].flatMap { [$0, "31536000"] } + [
            "--commands-per-second", "--command-burst", "--flood-limit", "--seats-per-connection", "--waiting-games",
            "--games-per-minute", "--code-misses-per-minute", "--resumes-per-minute", "--stored-moves-per-second", "--max-connections", "--connections-per-address",
            "--new-connections-per-second", "--busy-connections-per-second", "--address-lines-per-second", "--busy-lines-per-second",
        ].flatMap { [$0, "1000000"] } + ["--max-queued-output", "1073741824"]
        let broadside = try Repository.broadside()
        try await withTemporaryDirectory { data in
            let server = try await ServerProcess.start(executable: broadside, dataDirectory: data, arguments: largest)
            defer { server.process.kill() }
            let configuration = ClientConfiguration(host: "127.0.0.1", port: server.port, caPath: server.caPath)
            let ann = try await ProtocolClient.connect(configuration, name: "ann")
            try await ann.send(.new(rules: .classic, opponent: .computer)).ok()
            let listing = try await ann.send(.games)
            #expect(listing.data.count == 1)
            await ann.close()
            server.process.signal(SIGTERM)
            #expect(WaitStatus.exitCode(try await server.process.waitForExit(timeout: .seconds(30))) == 0,
                    "\(server.process.outputText)")
        }
    }
}
