import BroadsideBots
import BroadsideLoad
@testable import BroadsideServer
import BroadsideServerCore
import Testing

/// The bots of `broadside-bench server` against a real server: whole games, back to back.
/// Functional only; the benchmark measures, the tests never time anything.
@Suite(.timeLimit(.minutes(5))) struct BenchBotTests {
    @Test func botsPlayWholeGamesBackToBack() async throws {
        var limits = ServerLimits()
        // As the benchmark does: bots send commands faster than the limit meant for people.
        limits.commandsPerSecond = 1_000_000
        limits.commandBurst = 1_000_000
        try await TestServer.with(limits: limits) { server in
            let target = try LoadTarget(host: "127.0.0.1", port: server.port, caPath: server.caPath)
            let origin = ContinuousClock.now
            let fleets = BotPair.randomFleets(4, seed: 7)
            let run = try await LoadRun.open(1, to: target) { number in
                BotPair(name: "bot\(number)", fleets: fleets, seed: 11, origin: origin)
            }
            // A game takes at most 199 shots, so the 400th shot is fired after two whole games.
            let window = try await run.run(until: .roundTrips(400, limit: .seconds(120)))
            await run.drain(limit: .seconds(20))
            // Before the server says goodbye, which a bot takes for a failure.
            let failure = run.monitor.failure
            let result = try await run.result(in: window)
            run.close()
            try await server.stop()

            #expect(failure == nil)
            #expect(result.games >= 2)
            #expect(result.acknowledged >= 400)
            // Every game the bots started is stored: the finished ones and the one cut short.
            let store = try GameStore(path: server.dataDirectory + "/games.sqlite")
            let stored = try await store.matchCount()
            try await store.close()
            #expect(stored == result.games + 1)
        }
    }
}
