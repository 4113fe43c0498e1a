@testable import BroadsideServer
import Testing

/// An operator could not see live load, nor games joined and finished (operator audit): the log
/// now says who joined which game, how each ended, and the live counts at most once a period
/// and only when they changed. Never a token.
@Suite(.timeLimit(.minutes(2))) struct OperatorActivityLogTests {
    @Test func aJoinAndAGamesEndAreLoggedWithoutTokens() async throws {
        let log = CapturingLogHandler.Entries()
        try await TestServer.with(logger: CapturingLogHandler.logger(into: log)) { server in
            let game = try await TwoPlayerGame.start(on: server)
            try await game.bob.ok(.forfeit(game.bobRef))
            try await log.waitFor("game over")
            let joined = log.all.filter { $0.hasPrefix("info game joined ") }
            #expect(joined.count == 1 && joined[0].contains("game=\(game.code)") && joined[0].contains("player=bob"), "\(joined)")
            let over = log.all.filter { $0.hasPrefix("info game over ") }
            #expect(over == ["info game over game=\(game.code) how=forfeit or claim players=ann vs bob round=1 winner=ann "], "\(over)")
            for token in [game.annToken, game.bobToken] {
                #expect(!log.all.contains { $0.contains("\(token)") })
            }
            await game.close()
        }
    }

    @Test func theLiveLoadIsLoggedOnlyWhenItChanged() async throws {
        let log = CapturingLogHandler.Entries()
        let loads = [(0, 0), (2, 1), (2, 1), (3, 1), (3, 1)].map { LoadReport.Load(connections: $0.0, games: $0.1) }
        let next = LoadCursor(loads)
        await LoadReport(interval: .milliseconds(1), logger: CapturingLogHandler.logger(into: log)).run {
            guard let load = await next.take() else {
                withUnsafeCurrentTask { $0?.cancel() }
                return loads[loads.count - 1]
            }
            return load
        }
        #expect(log.all == ["info serving connections=2 games=1 ", "info serving connections=3 games=1 "])
    }
}

/// Hands out the loads a test chose, one per report.
private actor LoadCursor {
    private var loads: [LoadReport.Load]

    init(_ loads: [LoadReport.Load]) { self.loads = loads }

    func take() -> LoadReport.Load? { loads.isEmpty ? nil : loads.removeFirst() }
}
