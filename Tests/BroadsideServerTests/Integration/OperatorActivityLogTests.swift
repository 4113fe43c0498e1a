import BroadsideCore
@testable import BroadsideServer
@testable import BroadsideServerCore
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
            #expect(over == ["info game over game=\(game.code) how=forfeit players=ann vs bob round=1 winner=ann "], "\(over)")
            for token in [game.annToken, game.bobToken] {
                #expect(!log.all.contains { $0.contains("\(token)") })
            }
            await game.close()
        }
    }

    /// `reason=forfeit` on the wire for both, but the server knows a `CLAIM` from a `FORFEIT`
    /// (operator audit: the log said `how=forfeit or claim`).
    @Test func aClaimedRoundIsLoggedAsClaimed() async throws {
        let log = CapturingLogHandler.Entries()
        var limits = ServerLimits()
        limits.claimAfter = .milliseconds(100)
        try await TestServer.with(limits: limits, logger: CapturingLogHandler.logger(into: log)) { server in
            let game = try await TwoPlayerGame.start(on: server)
            await game.bob.close()
            _ = try await game.ann.waitForEvent("LEFT") { event -> Seat? in
                if case .left(_, let seat) = event { return seat }
                return nil
            }
            try await Task.sleep(for: .milliseconds(200))
            try await game.ann.ok(.claim(game.annRef))
            try await log.waitFor("game over")
            let over = log.all.filter { $0.hasPrefix("info game over ") }
            #expect(over == ["info game over game=\(game.code) how=claim players=ann vs bob round=1 winner=ann "], "\(over)")
            await game.close()
        }
    }

    /// A round the computer forfeited by breaking the rules is the server's fault, not a player's forfeit.
    @Test func aComputersFaultIsToldFromAForfeit() {
        let fault = ComputerFault(round: 1, doing: "fire", error: .alreadyFiredAt(Coordinate.all[0]))
        #expect(RoundEnding(.forfeited(by: .b, ground: .gaveUp), command: .fire([Coordinate.all[1]]), fault: fault) == .computerFault)
        #expect(RoundEnding(.forfeited(by: .b, ground: .gaveUp), command: .forfeit, fault: nil) == .forfeit)
        #expect(RoundEnding(.forfeited(by: .a, ground: .away), command: .claim, fault: nil) == .claim)
        #expect(RoundEnding(.won(by: .a), command: .fire([Coordinate.all[1]]), fault: nil) == .fleetSunk)
        #expect(RoundEnding(.inProgress(turn: .a), command: .fire([Coordinate.all[1]]), fault: nil) == nil)
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
