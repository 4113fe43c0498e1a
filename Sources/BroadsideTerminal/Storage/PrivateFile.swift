import BroadsideTLS
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Files only their owner may read (seat tokens are secrets), written as `SecureFiles` writes
/// private keys: directories made with mode 0700, files written whole to a new temporary file
/// created with mode 0600, then renamed into place.
enum PrivateFile {
    static func read(_ path: String) -> Data? {
        FileManager.default.contents(atPath: path)
    }

    /// Reads the file at `path` and writes what `change` makes of it, holding an exclusive lock
    /// on `<path>.lock` meanwhile: two clients of one account (two players, or a player's two
    /// terminals) changing the file at once would each write back what they read, and one's
    /// change would be lost.
    static func update(_ path: String, _ change: (Data?) throws -> Data) throws {
        try createDirectory(of: path)
        let lockPath = path + ".lock"
        let lock = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, SecureFiles.privateFileMode)
        guard lock >= 0 else { throw ClientFileError(path: lockPath, errno: errno) }
        defer { close(lock) }
        guard flock(lock, LOCK_EX) == 0 else { throw ClientFileError(path: lockPath, errno: errno) }
        try write(try change(read(path)), to: path)
    }

    static func write(_ data: Data, to path: String) throws {
        try createDirectory(of: path)
        try SecureFiles.writeFile([UInt8](data), to: path, mode: SecureFiles.privateFileMode) {
            ClientFileError(path: path, errno: $0)
        }
    }

    static func moveAside(_ path: String, to aside: String) throws {
        guard rename(path, aside) == 0 else { throw ClientFileError(path: aside, errno: errno) }
    }

    /// Makes the directories `path` needs, each with mode 0700.
    private static func createDirectory(of path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        try SecureFiles.makeDirectory(directory) { code, _ in ClientFileError(path: path, errno: code) }
    }
}
