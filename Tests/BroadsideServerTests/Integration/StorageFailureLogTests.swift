import BroadsideClient
import BroadsideCore
import BroadsideProtocol
import BroadsideServerCore
import Testing

/// An operator hears of a move that could not be stored: once when storing starts failing, once
/// when it works again, not once per refused command.
@Suite(.timeLimit(.minutes(5))) struct StorageFailureLogTests {
    @Test func aStoreThatFailsIsLoggedOnceAndItsRecoveryToo() async throws {
        let log = CapturingLogHandler.Entries()
        try await TestServer.with(logger: CapturingLogHandler.logger(into: log)) { server in
            let game = try await TwoPlayerGame.start(on: server)
            let intruder = try SQLiteShell(path: server.dataDirectory + "/games.sqlite")
            try await intruder.run("BEGIN EXCLUSIVE;")
            for _ in 1...2 {
                #expect(try await game.ann.send(.fire(game.annRef, [Fleets.cell("F10")])).errorCode == .unavailable)
            }
            try intruder.execute("COMMIT;")
            try await intruder.finish()
            _ = try await game.ann.ok(.fire(game.annRef, [Fleets.cell("F10")]))
            await game.close()

            let storage = log.all.filter { $0.hasPrefix("error") || $0.hasPrefix("notice the store") }
            #expect(storage.count == 2, "\(storage)")
            #expect(storage.first?.hasPrefix("error cannot store a move; players get UNAVAILABLE until the store works again") == true, "\(storage)")
            #expect(storage.first?.contains("game=\(game.code)") == true, "\(storage)")
            #expect(storage.last?.hasPrefix("notice the store works again") == true, "\(storage)")
            #expect(storage.last?.contains("failures=2") == true, "\(storage)")
        }
    }

    /// A store that reads but cannot write (a full disk) has not come back when a read works:
    /// a `RESUME` between refused moves logged it back, and the next refusal as a new failure.
    @Test func aReadThatWorksWhileWritesFailIsNotTheStoreComingBack() async throws {
        let log = CapturingLogHandler.Entries()
        try await TestServer.with(logger: CapturingLogHandler.logger(into: log)) { server in
            let game = try await TwoPlayerGame.start(on: server)
            let intruder = try SQLiteShell(path: server.dataDirectory + "/games.sqlite")
            try await intruder.run("BEGIN EXCLUSIVE;")
            #expect(try await game.ann.send(.fire(game.annRef, [Fleets.cell("F10")])).errorCode == .unavailable)
            let again = try await TestPlayer.connect(to: server, name: "ann")
            _ = try await again.ok(.resume(game.annToken))
            #expect(try await again.send(.fire(game.annRef, [Fleets.cell("F10")])).errorCode == .unavailable)
            try intruder.execute("COMMIT;")
            try await intruder.finish()
            _ = try await again.ok(.fire(game.annRef, [Fleets.cell("F10")]))
            await again.close()
            await game.close()

            let storage = log.all.filter { $0.hasPrefix("error") || $0.hasPrefix("notice the store") }
            #expect(storage.count == 2, "\(storage)")
            #expect(storage.last?.hasPrefix("notice the store works again") == true, "\(storage)")
            #expect(storage.last?.contains("failures=2") == true, "\(storage)")
        }
    }

    /// The store fails for every game at once: that is one story, not one per game (an operator
    /// audit filled a disk under 100 games and read 100 lines).
    @Test func aStoreThatFailsForManyGamesIsLoggedOnce() async throws {
        let log = CapturingLogHandler.Entries()
        try await TestServer.with(logger: CapturingLogHandler.logger(into: log)) { server in
            let games = [try await TwoPlayerGame.start(on: server), try await TwoPlayerGame.start(on: server)]
            let intruder = try SQLiteShell(path: server.dataDirectory + "/games.sqlite")
            try await intruder.run("BEGIN EXCLUSIVE;")
            for game in games {
                #expect(try await game.ann.send(.fire(game.annRef, [Fleets.cell("F10")])).errorCode == .unavailable)
            }
            try intruder.execute("COMMIT;")
            try await intruder.finish()
            for game in games {
                _ = try await game.ann.ok(.fire(game.annRef, [Fleets.cell("F10")]))
                await game.close()
            }

            let storage = log.all.filter { $0.hasPrefix("error") || $0.hasPrefix("notice the store") }
            #expect(storage.count == 2, "\(storage)")
            #expect(storage.last?.contains("failures=2") == true && storage.last?.contains("games=2") == true, "\(storage)")
        }
    }

    /// Games that cannot be created are logged the same way: once when creating starts failing,
    /// once when a game is created again. And they are not counted against the address's games a
    /// minute (spec audit: each `UNAVAILABLE` used one up): of a burst of five, the three refused
    /// leave all five to be created.
    @Test func gamesThatCannotBeCreatedAreLoggedOnceAndTheRecoveryToo() async throws {
        let log = CapturingLogHandler.Entries()
        var limits = ServerLimits()
        limits.gamesPerMinutePerAddress = 1
        try await TestServer.with(limits: limits, logger: CapturingLogHandler.logger(into: log)) { server in
            let ann = try await TestPlayer.connect(to: server, name: "ann")
            let intruder = try SQLiteShell(path: server.dataDirectory + "/games.sqlite")
            try await intruder.run("BEGIN EXCLUSIVE;")
            for _ in 1...3 {
                #expect(try await ann.send(.new(rules: .classic, opponent: .computer)).errorCode == .unavailable)
            }
            try intruder.execute("COMMIT;")
            try await intruder.finish()
            for _ in 1...5 { _ = try await ann.ok(.new(rules: .classic, opponent: .computer)) }
            #expect(try await ann.send(.new(rules: .classic, opponent: .computer)).errorCode == .tooManyGames)
            await ann.close()

            let storage = log.all.filter { $0.hasPrefix("error") || $0.hasPrefix("notice the store") }
            #expect(storage.count == 2, "\(storage)")
            #expect(storage.first?.hasPrefix("error cannot create a game; players get UNAVAILABLE until the store works again") == true, "\(storage)")
            #expect(storage.last?.hasPrefix("notice the store works again") == true, "\(storage)")
            #expect(storage.last?.contains("failures=3") == true, "\(storage)")
        }
    }
}
