import GRDB

/// Counts the shots a game database holds, to check them against the shots acknowledged.
enum StoredShots {
    /// Every `fire` event of every game: one per shot in classic games.
    static func count(in path: String) throws -> Int {
        // Opening runs SQLite's recovery of the write-ahead log the killed server left.
        let database = try DatabaseQueue(path: path)
        defer { try? database.close() }
        return try database.read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM event WHERE text LIKE '_ fire %'") ?? 0
        }
    }
}
