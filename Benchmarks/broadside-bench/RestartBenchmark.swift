import ArgumentParser
import BroadsideProtocol
import BroadsideServer
import Foundation

/// `broadside-bench restart`: how long `broadside serve` takes to listen with many stored games.
struct RestartBenchmark: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restart",
        abstract: "Fill a data directory with stored games and time `broadside serve` from exec to listening.",
        discussion: """
            Half of the games are finished and half are in the middle of play. Each run starts the \
            release `broadside serve --data DIR --port 0` as a child process and measures from just \
            before the exec to reading its `listening on` log line, then stops it with SIGTERM.
            """
    )

    @Option(help: "Stored games.")
    var games = 100_000

    @Option(help: "Starts to time.")
    var runs = 5

    @Option(help: ArgumentHelp("The broadside executable to start (default: the one beside this benchmark).", valueName: "path"))
    var serverExecutable: String?

    @Flag(help: "Print one JSON object and nothing else on standard output.")
    var json = false

    func validate() throws {
        guard games > 0, runs > 0 else { throw ValidationError("--games and --runs must be at least 1") }
    }

    func run() async throws {
        let workspace = try Workspace.make()
        defer { workspace.remove() }
        do {
            let executable = try Executables.broadside(serverExecutable)
            let clock = ContinuousClock()
            let store = try GameStore(path: workspace.databasePath)
            var events = 0
            let filling = try await clock.measure { events = try await StoredGames.fill(store, count: games) }
            try await store.close()
            var startUps: [Double] = []
            for _ in 0..<runs {
                let server = try await ChildServer.start(
                    executable, ["serve", "--host", "127.0.0.1", "--port", "0", "--data", workspace.directory])
                startUps.append(server.startUp.milliseconds)
                await server.stop(SIGTERM)
            }
            let size = (try? FileManager.default.attributesOfItem(atPath: workspace.databasePath)[.size] as? Int) ?? 0
            print(json ? jsonReport(startUps) : textReport(startUps, events: events, bytes: size, filling: filling))
        } catch {
            throw ValidationError("restart benchmark failed: \(error)")
        }
    }

    private func textReport(_ startUps: [Double], events: Int, bytes: Int, filling: Duration) -> String {
        """
        \(games) stored games (half finished), \(events) events, \(format(Double(bytes) / 1_048_576, 0)) MiB, \
        written in \(format(filling.seconds, 1)) s
        exec to listening, ms: \(startUps.map { format($0, 1) }.joined(separator: ", "))
        median \(format(percentile(startUps, 0.5), 1)) ms, max \(format(startUps.max() ?? 0, 1)) ms
        """
    }

    private func jsonReport(_ startUps: [Double]) -> String {
        "{\"games\": \(games), \"medianMs\": \(format(percentile(startUps, 0.5), 1)), "
            + "\"maxMs\": \(format(startUps.max() ?? 0, 1)), "
            + "\"runsMs\": [\(startUps.map { format($0, 1) }.joined(separator: ", "))]}"
    }
}
