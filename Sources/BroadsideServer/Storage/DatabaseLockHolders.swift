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
    static func describe(forDatabaseAt path: String) -> String? {
        describe(holdingAnyOf: [path, path + "-wal", path + "-shm"])
    }

    /// The same for any of `files`: SQLite's locks on a database, or `StoreLock`'s `flock`s.
    /// Reads the table up to three times until it names a holder: the kernel writes /proc/locks a
    /// page at a time, and locks other processes take or let go between two pages shift lines past
    /// the reader, so on a busy machine one read can miss the very line sought.
    static func describe(holdingAnyOf files: [String], readingTable: () -> String? = { wholeText(of: "/proc/locks") }) -> String? {
        let inodes = Set(files.compactMap(inode))
        guard !inodes.isEmpty else { return nil }
        for _ in 0..<3 {
            guard let table = readingTable() else { return nil }
            let pids = holders(of: inodes, in: table)
            if !pids.isEmpty { return pids.map(describe(process:)).joined(separator: ", ") }
        }
        return nil
    }

    /// The processes other than this one that the table lists as holding, or waiting for, a lock on
    /// one of `inodes`, in ascending order.
    static func holders(of inodes: Set<UInt64>, in table: String) -> [Int32] {
        Set(table.split(separator: "\n").compactMap { line -> Int32? in
            // "1: POSIX  ADVISORY  WRITE 1234 fe:00:5309468 0 EOF" ("FLOCK" for a flock); "1: -> POSIX ..." for a waiter.
            let fields = line.split(separator: " ").filter { $0 != "->" }
            guard fields.count >= 6, let pid = Int32(fields[4]), pid != getpid(),
                let inode = fields[5].split(separator: ":").last.flatMap({ UInt64($0) }), inodes.contains(inode)
            else { return nil }
            return pid
        }).sorted()
    }

    private static func describe(process pid: Int32) -> String {
        let name = wholeText(of: "/proc/\(pid)/comm")?.trimmingCharacters(in: .whitespacesAndNewlines)
        return name.map { "process \(pid) (\($0))" } ?? "process \(pid)"
    }

    /// A file of /proc read to its end: `String(contentsOfFile:)` reads a file the size of which
    /// is 0, as /proc gives, one page only, and /proc/locks on a busy machine is longer.
    static func wholeText(of path: String) -> String? {
        guard let handle = FileHandle(forReadingAtPath: path), let data = try? handle.readToEnd() else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    static func inode(_ path: String) -> UInt64? {
        var status = stat()
        return stat(path, &status) == 0 ? UInt64(status.st_ino) : nil
    }
}
