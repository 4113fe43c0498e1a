import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Files only their owner may read (seat tokens are secrets): directories made with mode 0700,
/// files written whole to a temporary file created with mode 0600, then renamed into place.
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
        let lock = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard lock >= 0 else { throw ClientFileError(path: lockPath, errno: errno) }
        defer { close(lock) }
        guard flock(lock, LOCK_EX) == 0 else { throw ClientFileError(path: lockPath, errno: errno) }
        try write(try change(read(path)), to: path)
    }

    static func write(_ data: Data, to path: String) throws {
        try createDirectory(of: path)
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw ClientFileError(path: path, errno: errno) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            try handle.write(contentsOf: data)
            try handle.synchronize()
            try handle.close()
        } catch {
            unlink(temporary)
            throw ClientFileError(path: path, reason: "\(error)")
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw ClientFileError(path: path, errno: code)
        }
    }

    static func moveAside(_ path: String, to aside: String) throws {
        guard rename(path, aside) == 0 else { throw ClientFileError(path: aside, errno: errno) }
    }

    /// Makes the directories `path` needs; fails with the system's reason in words, not an NSError.
    private static func createDirectory(of path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            guard let cause = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError, cause.domain == NSPOSIXErrorDomain else {
                throw ClientFileError(path: path, reason: error.localizedDescription)
            }
            throw ClientFileError(path: path, errno: Int32(cause.code))
        }
    }
}
