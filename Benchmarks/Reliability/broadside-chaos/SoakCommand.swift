import ArgumentParser
import BroadsideChaos
import Foundation

/// `broadside-chaos soak`: games against a `broadside serve` process killed again and again.
struct SoakCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "soak",
        abstract: "Play games while killing the server (and players) with SIGKILL; report what survived.",
        discussion: """
            Starts `broadside serve` on 127.0.0.1 with a fresh data directory and plays classic games \
            at --games tables, a new game on each table when one ends, while the server is killed \
            --server-kills times. With --client-kills, every seat is a `broadside-chaos bot` process \
            and players are killed too (each table then plays one game). After \
            every restart each player resumes its seat with its token and checks that every shot it or \
            its opponent saw acknowledged is stored; at the end every game is audited and replayed. \
            Exits non-zero if anything acknowledged was lost, applied twice, or won by the wrong seat.
            """
    )

    @Option(help: "Games played at once.") var games = 50
    @Option(help: "Times to kill and restart the server.") var serverKills = 100
    @Option(help: "Times to kill and restart a player.") var clientKills = 0
    @Option(help: "Shortest pause between kills, in milliseconds.") var minPause = 300
    @Option(help: "Longest pause between kills, in milliseconds.") var maxPause = 1500
    @Option(help: ArgumentHelp("Milliseconds each player thinks before each shot.", valueName: "ms")) var shotPause = 0
    @Option(help: "Seed of the fleets, the shots and the kill schedule.") var seed: UInt64 = 1
    @Option(help: "Seconds the whole run may take.") var timeLimit = 3600
    @Option(help: ArgumentHelp("The broadside executable (default: beside this one).", valueName: "path"))
    var executable: String?
    @Option(help: ArgumentHelp("Where to keep the server's data and the journals (default: a new temporary directory).", valueName: "dir"))
    var directory: String?
    @Flag(help: "Print the report as JSON.") var json = false

    func validate() throws {
        guard games > 0, serverKills >= 0, clientKills >= 0 else { throw ValidationError("counts cannot be negative") }
        guard minPause > 0, maxPause >= minPause else { throw ValidationError("give 0 < --min-pause <= --max-pause") }
    }

    func run() async throws {
        var plan = ChaosPlan()
        plan.games = games
        plan.keepPlaying = true
        plan.serverKills = serverKills
        plan.clientKills = clientKills
        plan.pause = minPause...maxPause
        plan.seed = seed
        plan.shotPause = .milliseconds(shotPause)
        plan.timeLimit = .seconds(timeLimit)
        let directory = directory ?? FileManager.default.temporaryDirectory.appendingPathComponent("broadside-soak-\(UUID().uuidString)").path
        let run = ChaosRun(
            server: try executable ?? Executables.find("broadside", variable: "BROADSIDE_EXECUTABLE"),
            bot: clientKills > 0 ? try Executables.find("broadside-chaos", variable: "BROADSIDE_CHAOS_EXECUTABLE") : nil,
            plan: plan, directory: directory)
        let report: ChaosReport
        do {
            report = try await run.run { print($0) }
        } catch {
            print("soak failed: \(error)\n(data and journals kept in \(directory))")
            throw ExitCode.failure
        }
        print(json ? try String(decoding: JSONEncoder().encode(report), as: UTF8.self) : report.summary)
        guard report.isClean else { throw ExitCode.failure }
        try? FileManager.default.removeItem(atPath: directory)
    }
}
