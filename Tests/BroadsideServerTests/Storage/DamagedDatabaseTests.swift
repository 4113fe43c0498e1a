@testable import BroadsideServer
import BroadsideServerCore
import Foundation
import Testing

/// A database file damaged on disk is found when the server starts, in the log, rather than first
/// by the players of the games on the damaged pages.
@Suite(.timeLimit(.minutes(3))) struct DamagedDatabaseTests {
    @Test func aSoundDatabaseIsFoundSound() async throws {
        try await withTemporaryDirectory { directory in
            try await DatabaseFixture.storeGames(50, at: directory + "/games.sqlite")
            let store = try GameStore(path: directory + "/games.sqlite")
            #expect(try await store.damage() == [])
            try await store.close()
        }
    }

    /// SQLite puts a heading on a line of its own before some findings: the log's line keeps both.
    @Test func aFindingOverSeveralLinesIsLoggedOnOne() {
        let finding = "*** in database main ***\nPage 7: btreeInitPage() returns error code 11"
        #expect(GameStore.oneLine(finding) == "*** in database main *** Page 7: btreeInitPage() returns error code 11")
    }

    /// A file whose first page is damaged cannot be opened at all: the error says so, and what to
    /// do (operator audit: it was SQLite's bare "file is not a database").
    @Test func aDatabaseDamagedAtItsHeadIsRefusedWithWhatToDo() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory + "/games.sqlite"
            try await DatabaseFixture.storeGames(5, at: path)
            let handle = try #require(FileHandle(forUpdatingAtPath: path))
            try handle.write(contentsOf: Data(repeating: 0xA5, count: 100))
            try handle.close()
            #expect {
                _ = try GameStore(path: path)
            } throws: { error in
                let text = "\(error)"
                return text.hasPrefix("cannot open the game database at \(path): it is damaged (")
                    && text.contains("restore a backup, or try sqlite3's .recover (`sqlite3 \(path) .recover | sqlite3 recovered.sqlite`")
            }
        }
    }

    @Test func aDamagedPageIsLoggedAtStart() async throws {
        try await withTemporaryDirectory { directory in
            try await DatabaseFixture.storeGames(50, at: directory + "/games.sqlite")
            try DatabaseFixture.damageMiddlePage(of: directory + "/games.sqlite")
            let log = CapturingLogHandler.Entries()
            try await TestServer.with(dataDirectory: directory, logger: CapturingLogHandler.logger(into: log)) { _ in
                try await withTimeout(30, "the damage in the log") {
                    while !log.all.contains(where: { $0.hasPrefix("error the game database") }) {
                        try await Task.sleep(for: .milliseconds(20))
                    }
                }
            }
            let said = log.all.filter { $0.hasPrefix("error") }
            #expect(said.count == 1, "\(said)")
            #expect(said.first?.contains("is damaged: games on the damaged pages cannot be loaded or stored") == true, "\(said)")
            #expect(said.allSatisfy { !$0.contains("\n") }, "one line each: \(said)")
        }
    }
}
