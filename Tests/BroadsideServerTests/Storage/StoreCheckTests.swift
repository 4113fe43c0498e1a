@testable import BroadsideServer
import Foundation
import Testing

/// What `broadside check` asks of the store: its games counted by where they stand, and SQLite's
/// full integrity check, which finds what the quick one run at a server's start does not.
@Suite(.timeLimit(.minutes(3))) struct StoreCheckTests {
    @Test func gamesAreCountedByWhereTheyStandWithWhenTheyWereLastPlayed() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory + "/games.sqlite"
            try await DatabaseFixture.storeGamesOfEveryStanding(at: path)
            let store = try GameStore(path: path, access: .counting)
            let games = try await store.storedGames()
            #expect(games.finished == 1 && games.inPlay == 3 && games.notStarted == 2, "\(games)")
            #expect(games.total == 6)
            #expect(games.lastPlayed == 1_700_000_000...1_767_225_600)
            #expect(try await store.damage(.full) == [])
            try await store.close()
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
        try await withTemporaryDirectory { directory in
            let path = directory + "/games.sqlite"
            try await DatabaseFixture.storeGames(20, at: path)
            try DatabaseFixture.misdescribeTokenIndex(of: path)
            let store = try GameStore(path: path, access: .counting)
            #expect(try await store.damage(.quick) == [])
            let findings = try await store.damage(.full, limit: 3)
            #expect(findings.count == 3, "at most the limit: \(findings)")
            #expect(findings.allSatisfy { $0.contains("match_token_a") }, "\(findings)")
            // The table itself is sound: its games are counted.
            #expect(try await store.storedGames().total == 20)
            try await store.close()
        }
    }

    @Test func theFullCheckFindsADamagedPage() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory + "/games.sqlite"
            try await DatabaseFixture.storeGames(50, at: path)
            try DatabaseFixture.damageMiddlePage(of: path)
            let store = try GameStore(path: path, access: .counting)
            let findings = try await store.damage(.full)
            #expect(!findings.isEmpty)
            #expect(findings.count <= 10, "\(findings)")
            #expect(findings.allSatisfy { !$0.contains("\n") }, "one line each: \(findings)")
            try await store.close()
        }
    }
}
