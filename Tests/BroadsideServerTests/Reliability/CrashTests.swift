import BroadsideChaos
import Foundation
import Testing

/// Nothing acknowledged is lost when the server or a player is killed with SIGKILL mid-game
/// (PROTOCOL.md 1, 11): the real `broadside serve` process and, for client crashes, real
/// `broadside-chaos bot` processes, at seeded random moments. Longer runs: README "Reliability".
@Suite(.serialized) struct CrashTests {
    @Test(.timeLimit(.minutes(3)))
    func gamesSurviveTheServerKilledAgainAndAgain() async throws {
        let plan = Self.plan(games: 12, serverKills: 6, clientKills: 0, pause: 200...500, seed: 7)
        let report = try await run(plan, bot: nil)
        #expect(report.serverRestarts == plan.serverKills, "the games ended before the kills: \(report.summary)")
        #expect(report.resumeChecks >= report.serverRestarts * 2, "\(report.summary)")
    }

    @Test(.timeLimit(.minutes(3)))
    func gamesSurvivePlayersKilledAndRestartedFromTheirJournals() async throws {
        let plan = Self.plan(games: 5, serverKills: 1, clientKills: 8, pause: 150...350, seed: 8)
        let report = try await run(plan, bot: try Repository.chaos())
        #expect(report.clientRestarts == plan.clientKills, "the games ended before the kills: \(report.summary)")
    }

    private static func plan(games: Int, serverKills: Int, clientKills: Int, pause: ClosedRange<Int>, seed: UInt64) -> ChaosPlan {
        var plan = ChaosPlan()
        plan.games = games
        plan.serverKills = serverKills
        plan.clientKills = clientKills
        plan.pause = pause
        plan.seed = seed
        plan.timeLimit = .seconds(150)
        // Players think before each shot, so that a game outlasts its kills on any machine.
        plan.shotPause = .milliseconds(25)
        return plan
    }

    private func run(_ plan: ChaosPlan, bot: String?) async throws -> ChaosReport {
        let directory = TemporaryDirectory.make()
        let run = ChaosRun(server: try Repository.broadside(), bot: bot, plan: plan, directory: directory)
        let report = try await run.run()
        print(report.summary)
        #expect(report.gamesFinished == plan.games, "\(report.summary)")
        #expect(report.shotsLost == 0 && report.shotsDuplicated == 0 && report.wrongWinners == 0, "\(report.summary)")
        #expect(report.tokensLogged == 0, "seat tokens in the server's log")
        #expect(report.shotsAcknowledged > plan.games * 30)
        // A run that lost or doubled something keeps its data and logs to look into.
        if report.isClean {
            try? FileManager.default.removeItem(atPath: directory)
        } else {
            print("the run's data and logs are kept in \(directory)")
        }
        return report
    }
}
