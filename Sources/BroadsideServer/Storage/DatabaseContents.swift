import Foundation
import GRDB

/// What a database file holds, told before anything is written to it: a server pointed at
/// another program's database must not add its tables to it, nor take it for an earlier
/// version of its own to bring up to date.
enum DatabaseContents: Equatable {
    /// No tables: a file SQLite has just made, or an empty one.
    case nothing
    /// Broadside's tables, of this version or of another.
    case broadside
    /// Tables of another program: their names.
    case foreign([String])

    init(_ db: Database) throws {
        let tables = try String.fetchAll(
            db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
        if tables.isEmpty {
            self = .nothing
        } else if tables.contains("grdb_migrations"),
                  try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM grdb_migrations WHERE identifier = ?)",
                                    arguments: [StorageSchema.firstMigration]) == true {
            self = .broadside
        } else {
            self = .foreign(tables)
        }
    }

    /// Throws when the database at `path`, open as `db`, is another program's. Damage can hide
    /// Broadside's first migration; a database SQLite finds damaged is said to be damaged.
    static func refuseForeign(_ db: Database, path: String) throws {
        guard case .foreign(let tables) = try DatabaseContents(db) else { return }
        if let finding = try? DamageFindings.read(.quick, limit: 1, in: db).first {
            throw GameStore.damaged(path, finding)
        }
        let shown = tables.prefix(namesShown).joined(separator: ", ")
        let more = tables.count > namesShown ? " and \(tables.count - namesShown) more" : ""
        throw StorageError(
            .cannotOpen,
            "cannot open the game database at \(path): it is not a Broadside database (its tables are \(shown)\(more), "
                + "and Broadside's are match and event): is this the right file?")
    }

    /// Table names a refusal lists at most.
    private static let namesShown = 5

    /// Whether the file begins as every SQLite database does, with "SQLite format 3" and a NUL:
    /// SQLite says "file is not a database" of a file that does not, and of one it finds damaged.
    static func beginsAsSQLite(_ path: String) -> Bool {
        guard let file = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? file.close() }
        return (try? file.read(upToCount: header.count)) == header
    }

    private static let header = Data("SQLite format 3\0".utf8)
}
