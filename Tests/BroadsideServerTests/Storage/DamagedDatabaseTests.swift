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

    /// SQLite returns several findings in a row, under a heading of their own: each is one finding,
    /// the heading none (operator audit: `check` printed them on one line, past its limit).
    @Test func aRowOfSeveralFindingsIsSplitWithoutItsHeading() {
        let row = "*** in database main ***\nPage 7: btreeInitPage() returns error code 11\nPage 9: btreeInitPage() returns error code 11"
        #expect(DamageFindings.split(row) == [
            "Page 7: btreeInitPage() returns error code 11", "Page 9: btreeInitPage() returns error code 11",
        ])
    }

    /// The limit counts findings, whatever the rows they come in.
    @Test func findingsInOneRowAreEachCounted() async throws {
        try await DatabaseFixture.withCountingStore(madeBy: { path in
            try await DatabaseFixture.storeGames(50, at: path)
            try DatabaseFixture.damageCellPointersOfTwoPages(of: path)
        }) { store in
            let findings = try await store.damage(.full, limit: 12)
            #expect(findings.count == 12, "\(findings)")
            #expect(findings.allSatisfy { $0.hasPrefix("On tree page ") && !$0.contains("\n") }, "\(findings)")
        }
    }

    /// A file whose first page is damaged cannot be opened at all, nor told from a file of another
    /// kind: the error says both, and what to do (operator audit: it was SQLite's bare "file is not
    /// a database"). sqlite3's .recover cannot read such a file either.
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
                "\(error)" == "cannot open the game database at \(path): it does not begin as an SQLite database does, so it is "
                    + "another kind of file (is this the right one?) or one damaged at its head (restore a backup)"
            }
        }
    }

    /// A damaged page header can read as rows of NULLs, which fail only to decode: damage all the
    /// same, said as such with what to do, whoever opens it (operator audit: it was GRDB's
    /// "could not decode String from database value NULL").
    @Test(arguments: [StoreAccess.server, .counting])
    func aDatabaseWhoseMigrationsPageIsDamagedIsRefusedWithWhatToDo(access: StoreAccess) async throws {
        try await withTemporaryDirectory { directory in
            let path = directory + "/games.sqlite"
            try await DatabaseFixture.storeGames(5, at: path)
            try DatabaseFixture.damageMigrationsPageHeader(of: path)
            #expect {
                _ = try GameStore(path: path, access: access)
            } throws: { error in
                let text = "\(error)"
                return text.hasPrefix("cannot open the game database at \(path): it is damaged (On tree page ")
                    && text.hasSuffix("); " + GameStore.remedyForDamage(at: path))
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
