#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import BroadsideTLS
import GRDB

/// The room left on the file system that holds the database, said beside SQLite's failures to
/// write when it runs short: SQLite says "database or disk is full", or only "disk I/O error"
/// when it is the WAL's index that cannot grow, which reads like a failing disk.
enum FreeSpace {
    /// Less than this left is worth saying: SQLite grows its files a few pages at a time.
    static let short = 1 << 20

    /// `; the file system holding D has N KiB free: make room there` after a failure to write
    /// or to make a file (`SQLITE_FULL`, `SQLITE_IOERR`, `SQLITE_CANTOPEN`) when that file
    /// system has less than `short` left; nil otherwise.
    static func note(after error: any Error, forDatabaseAt path: String) -> String? {
        guard let code = (error as? DatabaseError)?.resultCode, [.SQLITE_FULL, .SQLITE_IOERR, .SQLITE_CANTOPEN].contains(code)
        else { return nil }
        let directory = SecureFiles.directory(of: path)
        var system = statvfs()
        guard statvfs(directory, &system) == 0 else { return nil }
        let free = Int(system.f_bavail) * Int(system.f_frsize)
        guard free < short else { return nil }
        return "; the file system holding \(directory) has \(free / 1024) KiB free: make room there"
    }
}
