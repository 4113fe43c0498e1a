#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BroadsideClient
import BroadsideCore
import Synchronization

/// Owns the server process of a chaos run and kills it, or a player, at seeded random moments.
final class Killer: Sendable {
    private let executable: String
    private let arguments: [String]
    private let plan: ChaosPlan
    private let server: Mutex<ServerProcess>
    /// The output of every server run that has ended, for the token check.
    private let logs = Mutex<String>("")
    private let counts = Mutex<(server: Int, client: Int)>((0, 0))
    private let bots = Mutex<BotFleet?>(nil)

    init(executable: String, arguments: [String], plan: ChaosPlan, first: ServerProcess) {
        self.executable = executable
        self.arguments = arguments
        self.plan = plan
        server = Mutex(first)
    }

    var port: Int { server.withLock { $0.port } }
    var caPath: String { server.withLock { $0.caPath } }
    var kills: (server: Int, client: Int) { counts.withLock { $0 } }

    /// Plays every seat in this process, killing only the server; returns the games played.
    func playInProcess(
        client: ClientConfiguration, journalsIn directory: String, deadline: ContinuousClock.Instant,
        progress: @escaping @Sendable (String) -> Void
    ) async throws -> [ChaosGame] {
        let played = Shared<[ChaosGame]>([])
        let tablesDone = Shared(0)
        let killsDone = Shared(false)
        let plan = plan
        try await withThrowingTaskGroup(of: Void.self) { group in
            for table in 0..<plan.games {
                group.addTask {
                    var round = 0
                    repeat {
                        let game = try await GameSetup.createOne(
                            named: "table\(table)-game\(round)", on: client, journalsIn: directory,
                            seed: plan.seed &+ UInt64(table) << 20 &+ UInt64(round), until: deadline)
                        try await SeatPlayer.playTogether(
                            Seat.allCases.map { game.player($0, server: client, shotPause: plan.shotPause) }, until: deadline)
                        played.update { $0.append(game) }
                        round += 1
                    } while plan.keepPlaying && !killsDone.value
                    tablesDone.update { $0 += 1 }
                }
            }
            group.addTask { [self] in
                try await wreak(while: { tablesDone.value < plan.games }, progress: progress)
                killsDone.update { $0 = true }
            }
            try await group.waitForAll()
        }
        return played.value
    }

    /// Plays every seat in a `broadside-chaos bot` process, killing players and the server.
    func playWithBots(
        _ games: [ChaosGame], bot: String, client: ClientConfiguration, deadline: ContinuousClock.Instant,
        progress: @escaping @Sendable (String) -> Void
    ) async throws {
        let fleet = try BotFleet(games, executable: bot, client: client, shotPause: plan.shotPause, deadline: deadline)
        bots.withLock { $0 = fleet }
        let done = Shared(false)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                while try !fleet.allFinished() {
                    guard ContinuousClock.now < deadline else { throw ChaosFailure("the bots did not finish in time") }
                    try await Task.sleep(for: .milliseconds(50))
                }
                done.update { $0 = true }
            }
            group.addTask { [self] in
                try await wreak(while: { !done.value }, progress: progress)
            }
            try await group.waitForAll()
        }
    }

    /// Kills the server or a bot after each pause, until the plan's kills are spent or play is over.
    private func wreak(while playing: @Sendable () -> Bool, progress: @Sendable (String) -> Void) async throws {
        var generator = SeededGenerator(seed: plan.seed &+ 0x5eed)
        let fleet = bots.withLock { $0 }
        var serverLeft = plan.serverKills
        var clientLeft = fleet == nil ? 0 : plan.clientKills
        while playing(), serverLeft + clientLeft > 0 {
            try await Task.sleep(for: .milliseconds(Int.random(in: plan.pause, using: &generator)))
            guard playing() else { return }
            if Int.random(in: 0..<(serverLeft + clientLeft), using: &generator) < serverLeft {
                try await restartServer()
                serverLeft -= 1
                counts.withLock { $0.server += 1 }
                progress("server killed and restarted (\(plan.serverKills - serverLeft)/\(plan.serverKills))")
            } else if let fleet, try fleet.killOne(using: &generator) {
                clientLeft -= 1
                counts.withLock { $0.client += 1 }
                progress("a player killed and restarted (\(plan.clientKills - clientLeft)/\(plan.clientKills))")
            }
        }
    }

    private func restartServer() async throws {
        let dead = server.withLock { $0 }
        dead.process.kill()
        logs.withLock { $0 += dead.process.outputText }
        let next = try await dead.restart(executable: executable, arguments: arguments)
        server.withLock { $0 = next }
    }

    /// Stops the server with SIGTERM, as an operator would, and returns the log of every run.
    /// Throws unless it exits cleanly.
    func stopServer() async throws -> String {
        let last = server.withLock { $0 }
        last.process.signal(SIGTERM)
        let status = try await last.process.waitForExit(timeout: .seconds(30))
        let log = logs.withLock { $0 + last.process.outputText }
        guard WaitStatus.exitCode(status) == 0 else {
            throw ChaosFailure("the server did not stop cleanly on SIGTERM (wait status \(status))")
        }
        return log
    }

    /// Kills whatever still runs; for the end of a run, failed or not.
    func stopAll() {
        bots.withLock { $0 }?.killAll()
        server.withLock { $0 }.process.kill()
    }
}
