@testable import BroadsideServer
import Foundation
import GRDB
import Testing

/// Game databases for tests: games of every standing, or many alike, and ways of damaging them.
enum DatabaseFixture {
    /// When the fixture's games were last played (Unix seconds): from 2023-11-14 to 2026-01-01, UTC.
    static let lastPlayed: [Int64] = [1_700_000_000, 1_720_000_000, 1_730_000_000, 1_740_000_000, 1_760_000_000, 1_767_225_600]

    /// Stores six games, closes the store, and dates them `lastPlayed`: one finished; three in
    /// play (volleys fired in two, a rematch's fleets being placed in the third); two not started
    /// (fleets being placed against the computer, and a game waiting for an opponent).
    static func storeGamesOfEveryStanding(at path: String) async throws {
        let finished = try ScriptedMatch.started(index: 1, turns: .max)
        let playing = try ScriptedMatch.started(index: 2, turns: 3)
        let begun = try ScriptedMatch.started(index: 3, turns: 1)
        var rematched = try ScriptedMatch.started(index: 4, turns: .max)
        rematched.rematch()
        let placing = ScriptedMatch(index: 5, rules: .classic, opponent: .computer, seed: 5)
        let waiting = ScriptedMatch(index: 6, rules: .salvo, opponent: .human, seed: 6)
        let scripts = [finished, playing, begun, rematched, placing, waiting]
        let store = try GameStore(path: path)
        for script in scripts { try await store.save(script.changes) }
        try await store.close()
        let database = try DatabaseQueue(path: path)
        try await database.write { db in
            for (script, time) in zip(scripts, lastPlayed) {
                try db.execute(sql: "UPDATE match SET updated_at = ? WHERE code = ?", arguments: [time, script.match.code.description])
            }
        }
        try database.close()
    }

    /// Stores `count` games, a few volleys each, and closes the store.
    static func storeGames(_ count: Int, at path: String) async throws {
        let store = try GameStore(path: path)
        for index in 0..<count {
            try await store.save(try ScriptedMatch.started(index: index, turns: 10).changes)
        }
        try await store.close()
    }

    /// Overwrites the page in the middle of the file with bytes no page holds.
    static func damageMiddlePage(of path: String) throws {
        let handle = try #require(FileHandle(forUpdatingAtPath: path))
        defer { try? handle.close() }
        let size = try handle.seekToEnd()
        let page: UInt64 = 4_096
        try #require(size >= 8 * page, "only \(size) bytes stored")
        try handle.seek(toOffset: (size / page / 2) * page)
        try handle.write(contentsOf: Data(repeating: 0xA5, count: Int(page)))
    }

    /// Makes the page of `grdb_migrations` say it holds more rows than it does: SQLite reads
    /// the missing ones as NULLs rather than failing, so only their decoding fails (operator audit).
    static func damageMigrationsPageHeader(of path: String) throws {
        let handle = try #require(FileHandle(forUpdatingAtPath: path))
        defer { try? handle.close() }
        // Bytes 3-4 of a page's header count its cells (the migrations' page is never page 1, whose
        // header comes after the file's).
        let countAt = try migrationsPageOffset(of: path) + 3
        try handle.seek(toOffset: countAt)
        let count = [UInt8](try #require(try handle.read(upToCount: 2)))
        let overstated = (Int(count[0]) << 8 | Int(count[1])) + 3
        try handle.seek(toOffset: countAt)
        try handle.write(contentsOf: Data([UInt8(overstated >> 8), UInt8(overstated & 0xFF)]))
    }

    /// Takes this version's last migration out of `grdb_migrations`, as damage to its page did to
    /// an operator's copy (which then opened, its migrations read as an earlier version's).
    static func loseLastMigration(of path: String) throws {
        let database = try DatabaseQueue(path: path)
        defer { try? database.close() }
        try database.write { db in
            try db.execute(sql: "DELETE FROM grdb_migrations WHERE rowid = (SELECT max(rowid) FROM grdb_migrations)")
        }
    }

    /// Where in the file the page of `grdb_migrations` starts.
    private static func migrationsPageOffset(of path: String) throws -> UInt64 {
        let database = try DatabaseQueue(path: path)
        defer { try? database.close() }
        let (rootPage, pageSize) = try database.read { db in
            (try Int.fetchOne(db, sql: "SELECT rootpage FROM sqlite_master WHERE name = 'grdb_migrations'"),
             try Int.fetchOne(db, sql: "PRAGMA page_size"))
        }
        return UInt64((try #require(rootPage) - 1) * (try #require(pageSize)))
    }

    /// Zeroes the cell pointers of the first two leaf pages of at least `cells` cells from the middle
    /// of the file on: each of their cells is a finding of its own, all in one of SQLite's rows.
    static func damageCellPointersOfTwoPages(of path: String, cells: Int = 8) throws {
        let handle = try #require(FileHandle(forUpdatingAtPath: path))
        defer { try? handle.close() }
        let page = 4_096
        let pages = Int(try handle.seekToEnd()) / page
        var damaged = 0
        for number in (pages / 2)..<pages where damaged < 2 {
            try handle.seek(toOffset: UInt64(number * page))
            let header = try #require(try handle.read(upToCount: 8))
            let count = Int(header[3]) << 8 | Int(header[4])
            // 0x0A and 0x0D: leaf pages of an index (or table without rowid) and of a table.
            guard [0x0A, 0x0D].contains(header[0]), count >= cells else { continue }
            try handle.write(contentsOf: Data(repeating: 0, count: 2 * count))
            damaged += 1
        }
        try #require(damaged == 2, "only \(damaged) leaf pages of \(cells) cells in the second half of \(pages)")
    }

    /// Makes the index of seat A's tokens say it indexes the game codes: every page stays
    /// readable, so `quick_check` finds nothing, but no row is where the index should hold it.
    static func misdescribeTokenIndex(of path: String) throws {
        let database = try DatabaseQueue(path: path)
        try database.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA writable_schema = ON")
            try db.execute(sql: "UPDATE sqlite_schema SET sql = 'CREATE UNIQUE INDEX match_token_a ON match(code)' WHERE name = 'match_token_a'")
        }
        try database.close()
    }

    /// Stores the tables of the first version only, as a database an earlier Broadside wrote.
    static func storeFirstVersionTables(at path: String) throws {
        let database = try DatabaseQueue(path: path)
        try StorageSchema.migrator.migrate(database, upTo: StorageSchema.firstMigration)
        try database.close()
    }

    /// Runs `body` with a store opened as a server opens it, on a new database of its own; the
    /// store is closed after.
    static func withNewStore(_ body: (GameStore) async throws -> Void) async throws {
        try await withTemporaryDirectory { directory in
            let store = try GameStore(path: directory + "/games.sqlite")
            try await withCleanup { try await body(store) } cleanup: { try await store.close() }
        }
    }

    /// Runs `body` with a store opened for counting, as `broadside check` opens one, on a database
    /// of its own that `prepare` makes at the path it is given; the store is closed after.
    static func withCountingStore(
        madeBy prepare: (_ path: String) async throws -> Void, _ body: (GameStore) async throws -> Void
    ) async throws {
        try await withTemporaryDirectory { directory in
            let path = directory + "/games.sqlite"
            try await prepare(path)
            let store = try GameStore(path: path, access: .counting)
            try await withCleanup { try await body(store) } cleanup: { try await store.close() }
        }
    }

    /// Runs `body` with the files in `directory` readable by all (so that a reader's tightening
    /// of a mode shows) and the directory unwritable, as a backup on a read-only mount. Root
    /// writes it all the same: `body` checks `filesAndModes` too, which root cannot hide.
    static func withReadOnlyDirectory<T>(_ directory: String, _ body: () async throws -> T) async throws -> T {
        for file in try FileManager.default.contentsOfDirectory(atPath: directory) {
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: directory + "/" + file)
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory)
        return try await withCleanup {
            try await body()
        } cleanup: {
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory)
        }
    }

    /// Each file in `directory` with its mode: what a reader must leave as it found them.
    static func filesAndModes(in directory: String) throws -> [String: Int] {
        var modes: [String: Int] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: directory) {
            modes[file] = try FileManager.default.attributesOfItem(atPath: directory + "/" + file)[.posixPermissions] as? Int
        }
        return modes
    }
}
