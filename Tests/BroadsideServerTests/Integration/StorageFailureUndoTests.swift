import BroadsideCore
import BroadsideProtocol
import GRDB
import Testing

/// A store that fails for a moment costs the players nothing of the game: what a refused command
/// changed is undone whole, and a game that could not be loaded keeps the clocks it had.
@Suite(.timeLimit(.minutes(3))) struct StorageFailureUndoTests {
    /// A move that could not be stored leaves nothing of itself: the turn's clock goes on from
    /// when the turn began, not from the refused `FIRE` (code review: the session took the match
    /// back from the store but kept the clock the step had started again).
    @Test func aMoveThatCouldNotBeStoredLeavesTheTurnsClockAsItWas() async throws {
        try await TestServer.with { server in
            let game = try await TwoPlayerGame.start(on: server)
            let turnSeen = ContinuousClock.now
            try await Task.sleep(for: .seconds(3))
            let intruder = try SQLiteShell(path: server.dataDirectory + "/games.sqlite")
            try await intruder.run("BEGIN EXCLUSIVE;")
            #expect(try await game.ann.send(.fire(game.annRef, [Fleets.cell("F10")])).errorCode == .unavailable)
            try intruder.execute("COMMIT;")
            try await intruder.finish()
            let asked = ContinuousClock.now
            let state = try SeatState(dataLines: try await game.ann.ok(.state(game.annRef)).data)
            // The turn began before `turnSeen`, and the server counted after `asked`.
            let least = Int((asked - turnSeen).components.seconds)
            #expect((state.turnSeconds ?? -1) >= least, "turn-seconds=\(String(describing: state.turnSeconds)), at least \(least)")
            await game.close()
        }
    }

    /// A game dropped from memory keeps its claim clocks a minute (PROTOCOL.md 11); a load that
    /// fails within that minute keeps them for the next (code review: they were taken for the
    /// attempt and lost with it, so the opponent's time away started again from zero).
    @Test func aLoadThatFailsKeepsTheClaimClocksForTheNext() async throws {
        try await TestServer.with { server in
            let game = try await TwoPlayerGame.start(on: server)
            _ = try await game.bob.ok(.leave(game.bobRef))
            let bobLeft = ContinuousClock.now
            _ = try await game.ann.ok(.leave(game.annRef))
            try await Task.sleep(for: .seconds(3))
            // A row that cannot be read for a moment: a load fails, as on a failing disk.
            let database = try DatabaseQueue(path: server.dataDirectory + "/games.sqlite")
            try await database.write { db in try db.execute(sql: "UPDATE match SET rules = 'unreadable'") }
            #expect(try await game.ann.send(.resume(game.annToken)).errorCode == .unavailable)
            try await database.write { db in try db.execute(sql: "UPDATE match SET rules = 'classic'") }
            try database.close()
            let asked = ContinuousClock.now
            let state = try SeatState(dataLines: try await game.ann.ok(.resume(game.annToken)).data)
            // Bob left before `bobLeft`, and the server counted after `asked`.
            let least = Int((asked - bobLeft).components.seconds)
            #expect((state.awaySeconds ?? -1) >= least, "away=\(String(describing: state.awaySeconds)), at least \(least)")
            await game.close()
        }
    }
}
