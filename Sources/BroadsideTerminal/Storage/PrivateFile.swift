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

    static func write(_ data: Data, to path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(
            atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw StorageError(path: path, errno: errno) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            try handle.write(contentsOf: data)
            try handle.synchronize()
            try handle.close()
        } catch {
            unlink(temporary)
            throw StorageError(path: path, reason: "\(error)")
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw StorageError(path: path, errno: code)
        }
    }
}

/// A file of the client's that could not be written, in a sentence.
public struct StorageError: Error, CustomStringConvertible {
    public let description: String

    init(path: String, reason: String) {
        description = "cannot write \(path): \(reason)"
    }

    init(path: String, errno code: Int32) {
        self.init(path: path, reason: String(cString: strerror(code)))
    }
}
