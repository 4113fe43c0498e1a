#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Which other processes hold locks on a database's files, as Linux lists them in /proc/locks:
/// an operator told only "database is locked" has to guess which (a `sqlite3` shell left in a
/// transaction, a backup).
enum DatabaseLockHolders {
    /// "process 123 (sqlite3)", joined by ", "; nil when none is known (no /proc, or no lock).
    static func describe(forDatabaseAt path: String, locks: String? = wholeText(of: "/proc/locks")) -> String? {
        describe(holdingAnyOf: [path, path + "-wal", path + "-shm"], locks: locks)
    }

    /// The same for any of `files`: SQLite's locks on a database, or `StoreLock`'s `flock`s.
    static func describe(holdingAnyOf files: [String], locks: String? = wholeText(of: "/proc/locks")) -> String? {
        let inodes = Set(files.compactMap(inode))
        guard let locks, !inodes.isEmpty else { return nil }
        let pids = Set(locks.split(separator: "\n").compactMap { line -> Int32? in
            // "1: POSIX  ADVISORY  WRITE 1234 fe:00:5309468 0 EOF" ("FLOCK" for a flock); "1: -> POSIX ..." for a waiter.
            let fields = line.split(separator: " ").filter { $0 != "->" }
            guard fields.count >= 6, let pid = Int32(fields[4]), pid != getpid(),
                let inode = fields[5].split(separator: ":").last.flatMap({ UInt64($0) }), inodes.contains(inode)
            else { return nil }
            return pid
        })
        guard !pids.isEmpty else { return nil }
        return pids.sorted().map { pid in
            let name = wholeText(of: "/proc/\(pid)/comm")?.trimmingCharacters(in: .whitespacesAndNewlines)
            return name.map { "process \(pid) (\($0))" } ?? "process \(pid)"
        }.joined(separator: ", ")
    }

    /// A file of /proc read to its end: `String(contentsOfFile:)` reads a file the size of which
    /// is 0, as /proc gives, one page only, and /proc/locks on a busy machine is longer.
    static func wholeText(of path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path), let data = try? handle.readToEnd() else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    private static func inode(_ path: String) -> UInt64? {
        var status = stat()
        return stat(path, &status) == 0 ? UInt64(status.st_ino) : nil
    }
}
