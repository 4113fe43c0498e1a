@testable import BroadsideServer
import Foundation
import Testing

/// What `broadside check` asks of the store: its games counted by where they stand, and SQLite's
/// full integrity check, which finds what the quick one run at a server's start does not.
@Suite(.timeLimit(.minutes(3))) struct StoreCheckTests {
    @Test func gamesAreCountedByWhereTheyStandWithWhenTheyWereLastPlayed() async throws {
        try await DatabaseFixture.withCountingStore(madeBy: DatabaseFixture.storeGamesOfEveryStanding) { store in
            let games = try await store.storedGames()
            #expect(games.finished == 1 && games.inPlay == 3 && games.notStarted == 2, "\(games)")
            #expect(games.total == 6)
            #expect(games.lastPlayed == 1_700_000_000...1_767_225_600)
            #expect(try await store.damage(.full) == [])
        }
    }

    @Test func anEmptyDatabaseHoldsNoGamesAndWasNeverPlayed() async throws {
        try await withTemporaryDirectory { directory in
            let store = try GameStore(path: directory + "/games.sqlite")
            let games = try await store.storedGames()
            #expect(games.total == 0)
            #expect(games.lastPlayed == nil)
            try await store.close()
        }
    }

    /// An index that disagrees with its table reads as sound page by page: only the full check,
    /// the one `broadside check` runs, compares them.
    @Test func onlyTheFullCheckFindsAnIndexThatDisagreesWithItsTable() async throws {
        try await DatabaseFixture.withCountingStore(madeBy: { path in
            try await DatabaseFixture.storeGames(20, at: path)
            try DatabaseFixture.misdescribeTokenIndex(of: path)
        }) { store in
            #expect(try await store.damage(.quick) == [])
            let findings = try await store.damage(.full, limit: 3)
            #expect(findings.count == 3, "at most the limit: \(findings)")
            #expect(findings.allSatisfy { $0.contains("match_token_a") }, "\(findings)")
            // The table itself is sound: its games are counted.
            #expect(try await store.storedGames().total == 20)
        }
    }

    @Test func theFullCheckFindsADamagedPage() async throws {
        try await DatabaseFixture.withCountingStore(madeBy: { path in
            try await DatabaseFixture.storeGames(50, at: path)
            try DatabaseFixture.damageMiddlePage(of: path)
        }) { store in
            let findings = try await store.damage(.full)
            #expect(!findings.isEmpty)
            #expect(findings.count <= 10, "\(findings)")
            #expect(findings.allSatisfy { !$0.contains("\n") }, "one line each: \(findings)")
        }
    }

    /// A WAL that holds commits (a server running, or one that stopped without closing the
    /// database) is read through: a snapshot of the main file alone would miss its games.
    @Test func aWALHoldingCommitsIsReadThrough() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory + "/games.sqlite"
            let server = try GameStore(path: path)
            try await withCleanup {
                for index in 0..<3 { try await server.save(try ScriptedMatch.started(index: index, turns: 2).changes) }
                let before = try DatabaseFixture.filesAndModes(in: directory)
                let counting = try GameStore(path: path, access: .counting)
                #expect(try await counting.storedGames().total == 3)
                try await counting.close()
                #expect(try DatabaseFixture.filesAndModes(in: directory) == before)
            } cleanup: {
                try await server.close()
            }
        }
    }

    /// Read as a snapshot, the file is assumed unchanged: a server that writes to it meanwhile
    /// and checkpoints makes what was read untrustworthy, and closing says so.
    @Test func aSnapshotThatChangedWhileReadIsNotTrusted() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory + "/games.sqlite"
            try await DatabaseFixture.storeGames(2, at: path)
            let counting = try GameStore(path: path, access: .counting)
            #expect(try await counting.storedGames().total == 2)
            let server = try GameStore(path: path)
            try await server.save(try ScriptedMatch.started(index: 9, turns: 2).changes)
            // Closing checkpoints the new game into the main file.
            try await server.close()
            let changed = await #expect(throws: StorageError.self) { try await counting.close() }
            #expect(changed?.kind == .cannotRead)
            #expect(changed?.description == "the game database at \(path) changed while it was read (a server or a prune wrote to it): try again")
        }
    }
}
