@testable import BroadsideServer
import Foundation
import GRDB
import Testing

/// A file that is not Broadside's game database is refused as such, by whoever opens it, and left
/// as it was: never taken for an earlier version's tables and given Broadside's (operator audit:
/// serve and prune added their tables to another program's database).
@Suite(.timeLimit(.minutes(2))) struct ForeignDatabaseTests {
    private static let everyAccess: [StoreAccess] = [.server, .localClient, .maintenance, .counting]

    /// Another program's database, in the rollback journal SQLite makes by default.
    private static func storeAnotherProgramsTables(at path: String, migrations: [String]? = nil) throws {
        let database = try DatabaseQueue(path: path)
        try database.write { db in
            try db.execute(sql: "CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO users VALUES (1, 'ann')")
            if let migrations {
                try db.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
                for migration in migrations { try db.execute(sql: "INSERT INTO grdb_migrations VALUES (?)", arguments: [migration]) }
            }
        }
        try database.close()
    }

    private static func refusal(opening path: String, as access: StoreAccess) -> String? {
        do {
            let store = try GameStore(path: path, access: access)
            Issue.record("opened \(store.path)")
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test(arguments: everyAccess)
    func anotherProgramsDatabaseIsRefusedAndLeftAsItWas(access: StoreAccess) async throws {
        try await withTemporaryDirectory { directory in
            let path = directory + "/games.sqlite"
            try Self.storeAnotherProgramsTables(at: path)
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(Self.refusal(opening: path, as: access) == "cannot open the game database at \(path): it is not a Broadside "
                + "database (its tables are users, and Broadside's are match and event): is this the right file?")
            let after = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(after == before, "not turned to WAL, no tables added")
            #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        }
    }

    /// A database of another program that uses GRDB's migrations too is not a newer Broadside's.
    @Test func anotherProgramsMigrationsAreNotANewerVersion() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory + "/games.sqlite"
            try Self.storeAnotherProgramsTables(at: path, migrations: ["createUsers", "addEmail"])
            #expect(Self.refusal(opening: path, as: .server) == "cannot open the game database at \(path): it is not a Broadside "
                + "database (its tables are grdb_migrations, users, and Broadside's are match and event): is this the right file?")
        }
    }

    @Test func manyTablesAreCountedPastTheFifth() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory + "/games.sqlite"
            let database = try DatabaseQueue(path: path)
            try database.write { db in
                for name in ["a", "b", "c", "d", "e", "f", "g"] { try db.execute(sql: "CREATE TABLE \(name) (x)") }
            }
            try database.close()
            #expect(Self.refusal(opening: path, as: .counting)?.contains("(its tables are a, b, c, d, e and 2 more, ") == true)
        }
    }

    @Test(arguments: everyAccess)
    func aFileThatIsNotSQLiteIsSaidToBeAnotherKind(access: StoreAccess) async throws {
        try await withTemporaryDirectory { directory in
            let path = directory + "/games.sqlite"
            let text = Data(String(repeating: "not a database, a list of games\n", count: 200).utf8)
            #expect(FileManager.default.createFile(atPath: path, contents: text, attributes: [.posixPermissions: 0o600]))
            #expect(Self.refusal(opening: path, as: access) == "cannot open the game database at \(path): it does not begin as "
                + "an SQLite database does, so it is another kind of file (is this the right one?) or one damaged at its head "
                + "(restore a backup)")
            let after = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(after == text)
        }
    }

    /// An empty file is a database with nothing in it: a server makes its tables there, and a
    /// store that changes nothing counts no games rather than calling them an earlier version's.
    @Test func anEmptyFileHoldsNoGamesAndIsServed() async throws {
        try await withTemporaryDirectory { directory in
            let path = directory + "/games.sqlite"
            #expect(FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600]))
            let counting = try GameStore(path: path, access: .counting)
            #expect(counting.tables == .none)
            #expect(try await counting.storedGames() == StoredGames(finished: 0, notStarted: 0, inPlay: 0, lastPlayed: nil))
            #expect(try await counting.prune(changedBefore: .max, dryRun: true).stored == 0)
            try await counting.close()
            let server = try GameStore(path: path)
            #expect(server.tables == .current)
            #expect(try await server.matchCount() == 0)
            try await server.close()
        }
    }
}
