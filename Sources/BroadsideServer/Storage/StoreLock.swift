#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Keeps a second server off a database another one is serving: each would take its own copy of
/// a game for the true one, and their moves would collide. An exclusive `flock` on `<database>.lock`,
/// which the kernel releases however the process ends.
final class StoreLock: Sendable {
    private let descriptor: Mutex<Int32?>

    /// Takes the lock of the database at `databasePath`.
    /// - Throws: `StorageError` of kind `.cannotOpen` when another process holds it or the lock
    ///   file cannot be made.
    init(databasePath: String) throws {
        let path = databasePath + ".lock"
        let opened = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard opened >= 0 else {
            throw StorageError(
                .cannotOpen, "cannot open the game database at \(databasePath): cannot create \(path): \(errorText(errno))")
        }
        guard Self.lock(opened) else {
            let code = errno
            close(opened)
            let reason = code == EWOULDBLOCK
                ? "another Broadside server is using it (stop that one, or give this one another --data)"
                : "cannot lock \(path): \(errorText(code))"
            throw StorageError(.cannotOpen, "cannot open the game database at \(databasePath): \(reason)")
        }
        descriptor = Mutex(opened)
    }

    /// Takes the lock, waiting up to a second for it: a server that is just stopping, or a child
    /// process between its start and its `exec` (when it still shares our descriptors), lets go
    /// within moments.
    private static func lock(_ descriptor: Int32) -> Bool {
        for attempt in 0..<20 {
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return true }
            guard errno == EWOULDBLOCK, attempt < 19 else { return false }
            usleep(50_000)
        }
        return false
    }

    /// Lets another server open the database. Only the first call does anything.
    func release() {
        descriptor.withLock { descriptor in
            if let open = descriptor { close(open) }
            descriptor = nil
        }
    }

    deinit { release() }
}
