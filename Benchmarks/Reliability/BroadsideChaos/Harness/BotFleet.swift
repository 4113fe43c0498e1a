import BroadsideClient
import BroadsideCore
import Synchronization

/// Every seat's player as a `broadside-chaos bot` process, each restarted from its journal after
/// it is killed.
final class BotFleet: Sendable {
    private struct Bot {
        let arguments: [String]
        var process: SpawnedProcess
    }

    private let executable: String
    private let bots: Mutex<[Bot]>

    init(_ games: [ChaosGame], executable: String, client: ClientConfiguration, shotPause: Duration, deadline: ContinuousClock.Instant) throws {
        self.executable = executable
        let seconds = max(1, (deadline - .now).components.seconds)
        var bots: [Bot] = []
        for game in games {
            for seat in Seat.allCases {
                var arguments = [
                    "bot", "--journal", game.journals[seat], "--opponent-journal", game.journals[seat.opponent],
                    "--port", "\(client.port)", "--seconds", "\(seconds)",
                    "--shot-pause", "\(Int(shotPause / .milliseconds(1)))",
                ]
                if let ca = client.caPath { arguments += ["--ca", ca] }
                bots.append(Bot(arguments: arguments, process: try SpawnedProcess.start(executable, arguments)))
            }
        }
        self.bots = Mutex(bots)
    }

    /// True once every bot has exited 0; throws with a bot's last words if one failed.
    func allFinished() throws -> Bool {
        try bots.withLock { bots in
            var finished = true
            for bot in bots {
                guard let status = bot.process.exitStatus else {
                    finished = false
                    continue
                }
                // A bot ended by SIGKILL is being restarted by the killer, which holds this lock meanwhile.
                guard WaitStatus.exitCode(status) == 0 else {
                    throw ChaosFailure("a bot failed (wait status \(status)): \(bot.process.outputText)")
                }
            }
            return finished
        }
    }

    /// Kills a random bot still playing and starts it again; false when none is playing.
    func killOne(using generator: inout some RandomNumberGenerator) throws -> Bool {
        try bots.withLock { bots in
            let playing = bots.indices.filter { bots[$0].process.isRunning }
            guard let index = playing.randomElement(using: &generator) else { return false }
            bots[index].process.kill()
            bots[index].process = try SpawnedProcess.start(executable, bots[index].arguments)
            return true
        }
    }

    func killAll() {
        bots.withLock { bots in bots.forEach { $0.process.kill() } }
    }
}
