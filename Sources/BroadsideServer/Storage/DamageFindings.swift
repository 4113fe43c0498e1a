import GRDB

/// What SQLite's checks find wrong with a database file, one finding each.
///
/// SQLite returns its findings in rows, several to a row separated by newlines, under a heading
/// line of their own (`*** in database main ***`); its limit counts findings, not rows.
enum DamageFindings {
    /// The findings of `check` on `db`, at most `limit` (one more when the check stops short: where
    /// it stopped); empty when it finds nothing.
    static func read(_ check: GameStore.DamageCheck, limit: Int, in db: Database) throws -> [String] {
        var findings: [String] = []
        do {
            let rows = try String.fetchCursor(db, sql: "PRAGMA \(check.rawValue)(\(limit))")
            while let row = try rows.next() { findings += split(row) }
        } catch let error as DatabaseError where error.tellsOfDamage {
            // Damage bad enough to stop the check itself: what it found before, then why it stopped.
            findings.append(GameStore.reason(error))
        }
        return findings == ["ok"] ? [] : findings
    }

    /// The findings of one row, without its heading.
    static func split(_ row: String) -> [String] {
        row.split(whereSeparator: \.isNewline).map(String.init).filter { !($0.hasPrefix("*** ") && $0.hasSuffix(" ***")) }
    }
}

extension DatabaseError {
    /// Whether SQLite says the file is damaged, or not a database at all.
    var tellsOfDamage: Bool { [.SQLITE_CORRUPT, .SQLITE_NOTADB].contains(resultCode) }
}
