import BroadsideTLS
import GRDB
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension GameStore {
    /// Why the database at `path` could not be opened or its tables brought up to date, in one
    /// sentence for its operator. `pool` is the database once opened, nil when opening it failed.
    ///
    /// Damage does not always show as SQLite's "malformed": a page whose header is damaged can
    /// read as rows of NULLs, which only fail to decode. So any failure but one of access or of a
    /// lock has SQLite's `quick_check` run, and damage it finds is said as such, with the remedy.
    /// `writing`: opened to write (a server's), where a file it may not write is named with the
    /// command that mends it; not so a copy checked read-only, which may lie on a read-only mount.
    static func openingFailure(_ error: any Error, at path: String, opened pool: DatabasePool?, writing: Bool) -> StorageError {
        let databaseError = error as? DatabaseError
        if let databaseError, databaseError.tellsOfDamage {
            if databaseError.resultCode == .SQLITE_NOTADB, !DatabaseContents.beginsAsSQLite(path) {
                return StorageError(
                    .cannotOpen, "cannot open the game database at \(path): it does not begin as an SQLite database does, so it is "
                        + "another kind of file (is this the right one?) or one damaged at its head (restore a backup)")
            }
            return damaged(path, reason(databaseError))
        }
        if databaseError?.resultCode == .SQLITE_BUSY {
            let holders = DatabaseLockHolders.describe(forDatabaseAt: path).map { " (held by \($0))" } ?? ""
            return StorageError(
                .cannotOpen, "cannot open the game database at \(path): another process held its lock\(holders) for more than \(lockPatienceSeconds) s: "
                    + "let it finish (a backup, say) or stop it, then try again")
        }
        let saysNothingOfTheContents = databaseError.map { accessOrLock.contains($0.resultCode) } ?? false
        if !saysNothingOfTheContents, let pool, let finding = firstDamage(in: pool) {
            return damaged(path, finding)
        }
        let clause = saysNothingOfTheContents ? (writing ? unwritableFile(of: path) : unreadableLog(of: path)) : nil
        let room = FreeSpace.note(after: error, forDatabaseAt: path)
        return StorageError(.cannotOpen, "cannot open the game database at \(path): \(reason(error))" + (room ?? clause ?? ""))
    }

    /// Why a copy read-only cannot be read, when it is its WAL, as a clause: commits left in it (a
    /// copy of a server's files taken while it ran) are read through a `-shm` file SQLite makes
    /// beside it, which a directory this user may not write refuses. SQLite says "unable to open".
    private static func unreadableLog(of path: String) -> String? {
        let wal = path + "-wal"
        var status = stat()
        guard stat(wal, &status) == 0, status.st_size > 0, access(path + "-shm", F_OK) != 0 else { return nil }
        let directory = SecureFiles.directory(of: path)
        guard access(directory, W_OK) != 0 else { return nil }
        return "; its WAL (\(wal)) holds commits, which SQLite reads through a -shm file it may not make in \(directory): "
            + "copy both files to a directory this user may write, and run this on the copy there"
    }

    /// The first of the database's files, or its directory, that this user may not write, with
    /// the command that mends it, as a clause: SQLite says only "readonly" or "unable to open" (a
    /// `-wal` file root made beside a service's database, say).
    private static func unwritableFile(of path: String) -> String? {
        let files = [path, path + "-wal", path + "-shm", SecureFiles.directory(of: path)]
        guard let file = files.first(where: { access($0, F_OK) == 0 && access($0, W_OK) != 0 }) else { return nil }
        return "; this user may not write \(file): \(SecureFiles.ownOnly(file, mode: file == files.last ? "700" : "600"))"
    }

    /// Failures of access or of a lock: the file's contents are not their cause.
    private static let accessOrLock: [ResultCode] = [.SQLITE_PERM, .SQLITE_READONLY, .SQLITE_CANTOPEN, .SQLITE_AUTH, .SQLITE_BUSY, .SQLITE_LOCKED]

    /// What `quick_check` finds first, if anything; nil too when the check itself fails.
    private static func firstDamage(in pool: DatabasePool) -> String? {
        (try? pool.read { db in try DamageFindings.read(.quick, limit: 1, in: db) })?.first
    }

    static func damaged(_ path: String, _ finding: String) -> StorageError {
        StorageError(.cannotOpen, "cannot open the game database at \(path): it is damaged (\(finding)); \(remedyForDamage(at: path))")
    }
}
