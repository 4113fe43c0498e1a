import BroadsideCore
import BroadsideProtocol
import Testing

/// A game nobody holds a seat in leaves the server's memory and comes back whole from storage,
/// so memory follows the games being played, not every game since the server started.
@Suite(.timeLimit(.minutes(5))) struct UnloadingTests {
    /// Polls until the server holds `count` games in memory: seats given up by a closing
    /// connection are released after it has gone.
    private func waitForLoadedGames(_ count: Int, on server: TestServer) async throws {
        try await withTimeout(20, "\(count) games in memory") {
            while server.loadedGameCount() != count { try await Task.sleep(for: .milliseconds(20)) }
        }
    }

    @Test func aGameBothPlayersLeftIsUnloadedAndResumedWhole() async throws {
        try await TestServer.with { server in
            let game = try await TwoPlayerGame.start(on: server)
            try await game.ann.ok(.fire(game.annRef, [Fleets.cell("B7")]))
            #expect(server.loadedGameCount() == 1)
            try await game.ann.ok(.leave(game.annRef))
            // Bob still holds his seat.
            #expect(server.loadedGameCount() == 1)
            await game.bob.close()
            try await waitForLoadedGames(0, on: server)

            let bob = try await TestPlayer.connect(to: server, name: "bob")
            let state = try SeatState(dataLines: try await bob.ok(.resume(game.bobToken)).data)
            #expect(state.incoming == [Shot(target: Fleets.cell("B7"), result: .hit)])
            #expect(state.summary.turn == .b)
            #expect(server.loadedGameCount() == 1)
            try await bob.ok(.fire(game.bobRef, [Fleets.cell("J10")]))
            await bob.close()
            await game.ann.close()
        }
    }

    /// A client that creates games and leaves them, over and over, leaves nothing in memory.
    @Test func gamesCreatedAndLeftDoNotStayInMemory() async throws {
        try await TestServer.with { server in
            let ann = try await TestPlayer.connect(to: server, name: "ann")
            var tokens: [SeatToken] = []
            var refs: [SeatReference] = []
            for opponent in [Opponent.human, .computer] {
                for _ in 0..<30 {
                    let created = try await ann.ok(.new(rules: .classic, opponent: opponent)).final
                    refs += [try #require(created.positional.first.flatMap { SeatReference($0) })]
                    tokens += [try #require(created[field: "token"].flatMap { SeatToken($0) })]
                    try await ann.ok(.leave(refs[refs.count - 1]))
                }
            }
            // A game left is dropped just after the reply to LEAVE has gone out.
            try await waitForLoadedGames(0, on: server)
            // A join that fails loads the game, finds it full (a game against the computer), and
            // does not keep it.
            let bob = try await TestPlayer.connect(to: server, name: "bob")
            #expect(try await bob.refused(.join(refs[refs.count - 1].code, name: nil)) == .gameFull)
            #expect(server.loadedGameCount() == 0)
            // Every game is still stored, and one resumed comes back.
            try await ann.ok(.resume(tokens[0]))
            #expect(server.loadedGameCount() == 1)
            await ann.close()
            await bob.close()
        }
    }

    /// A player whose connection drops while the opponent is away, and who comes back at once,
    /// finds the opponent's away time where it was, though the game left memory meanwhile
    /// (PROTOCOL.md 11): a flaky connection does not keep a player from claiming.
    @Test func aGameLoadedAgainAtOnceKeepsItsClaimClocks() async throws {
        try await TestServer.with { server in
            let game = try await TwoPlayerGame.start(on: server)
            await game.bob.close()
            try await Task.sleep(for: .seconds(3))
            await game.ann.close()
            try await waitForLoadedGames(0, on: server)

            let ann = try await TestPlayer.connect(to: server, name: "ann")
            let state = try SeatState(dataLines: try await ann.ok(.resume(game.annToken)).data)
            #expect((state.awaySeconds ?? 0) >= 3, "away=\(state.awaySeconds.map(String.init) ?? "-") after 3 s")
            #expect((state.turnSeconds ?? 0) >= 3, "turn-seconds=\(state.turnSeconds.map(String.init) ?? "-") after 3 s")
            await ann.close()
        }
    }
}
