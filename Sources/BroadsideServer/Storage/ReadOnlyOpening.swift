#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import GRDB

/// How a `.counting` store opens its database: read-only, making no file beside it and changing
/// none, so that a backup on a read-only mount, or one another user owns, can be checked.
///
/// SQLite reads a WAL database through its `-shm` file, which it creates when missing: a plain
/// read-only open fails in a directory it cannot write, and elsewhere leaves `-wal` and `-shm`
/// behind. When the WAL is missing or empty the main file holds every commit, so it is opened
/// `immutable` instead: read as a snapshot, without SQLite's files or locks. Whether the file
/// changed meanwhile (a server or a prune opened it and wrote to it) is asked once done, as
/// `snapshotHeld`. A WAL that holds commits means a server is running, or one stopped without
/// closing the database: SQLite reads it, with the `-shm` beside it.
struct ReadOnlyOpening {
    let pool: DatabasePool
    /// The file as it was when read as a snapshot; nil when read through its WAL.
    private let snapshot: FileState?
    private let path: String

    init(path: String, configuration: Configuration) throws {
        var configuration = configuration
        configuration.readonly = true
        self.path = path
        let asSnapshot = !Self.holdsCommits(path + "-wal")
        snapshot = asSnapshot ? FileState(path) : nil
        pool = try DatabasePool(path: asSnapshot ? Self.immutableURI(path) : path, configuration: configuration)
    }

    /// False when the file was read as a snapshot and has changed since: what was read may mix
    /// pages from before and after the change.
    var snapshotHeld: Bool {
        snapshot.map { $0 == FileState(path) } ?? true
    }

    private static func holdsCommits(_ wal: String) -> Bool {
        var status = stat()
        return stat(wal, &status) == 0 && status.st_size > 0
    }

    /// `file:` and the path, its `?`, `#` and `%` escaped, with `immutable=1`: SQLite then opens
    /// the file read-only and assumes nobody writes it. (GRDB opens without `SQLITE_OPEN_URI`:
    /// this needs an SQLite built with `SQLITE_USE_URI`, as Debian's and Ubuntu's are.)
    private static func immutableURI(_ path: String) -> String {
        let escaped = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
        // An absolute path gets an empty authority, so that one starting `//` is not taken for a host.
        return (path.hasPrefix("/") ? "file://" : "file:") + escaped + "?immutable=1"
    }
}

/// What tells a file that was written to from the one read: a write changes its size or its
/// modification time, and a file put in its place has another inode.
private struct FileState: Equatable {
    let inode: UInt64
    let size: Int64
    let modifiedSeconds: Int
    let modifiedNanoseconds: Int

    init?(_ path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
        #if canImport(Darwin)
        (modifiedSeconds, modifiedNanoseconds) = (Int(status.st_mtimespec.tv_sec), Int(status.st_mtimespec.tv_nsec))
        #else
        (modifiedSeconds, modifiedNanoseconds) = (Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec))
        #endif
    }
}
