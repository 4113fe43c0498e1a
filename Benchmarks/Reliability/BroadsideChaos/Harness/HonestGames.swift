import BroadsideClient
import BroadsideCore
import BroadsideProtocol
import Foundation

/// Honest classic games played back to back on `count` tables until a deadline, with the round
/// trip of every shot recorded: the latency an attack must not take away. Each player thinks
/// `shotPause` before each shot.
public enum HonestGames {
    public static func play(
        _ count: Int, on server: ClientConfiguration, journalsIn directory: String, seed: UInt64,
        shotPause: Duration = .zero, until deadline: ContinuousClock.Instant
    ) async throws -> [Duration] {
        let shots = Shared<[Duration]>([])
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for table in 0..<count {
                group.addTask {
                    var round: UInt64 = 0
                    while ContinuousClock.now < deadline {
                        let game = try await GameSetup.createOne(
                            named: "table\(table)-game\(round)", on: server, journalsIn: directory,
                            seed: seed &+ UInt64(table) << 32 &+ round, until: deadline)
                        let players = Seat.allCases.map { seat in
                            var player = game.player(seat, server: server, shotPause: shotPause)
                            player.onShot = { rtt in shots.update { $0.append(rtt) } }
                            return player
                        }
                        try await SeatPlayer.playTogether(players, until: deadline + .seconds(60))
                        round += 1
                    }
                }
            }
            try await group.waitForAll()
        }
        return shots.value
    }

    /// The `fraction` quantile of `samples` (0.99 for p99), in milliseconds.
    public static func quantile(_ fraction: Double, of samples: [Duration]) -> Double {
        guard !samples.isEmpty else { return 0 }
        let sorted = samples.sorted()
        let duration = sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
        return duration.milliseconds
    }
}
