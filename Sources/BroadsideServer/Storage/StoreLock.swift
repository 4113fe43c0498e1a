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

    /// Takes the lock, trying for up to 100 ms: a child process between its start and its `exec`
    /// still shares the descriptor of a lock this process has just let go of, for moments. A
    /// server that is stopping takes longer; `awaitRelease` waits for that without a thread.
    private static func lock(_ descriptor: Int32) -> Bool {
        for attempt in 0..<10 {
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return true }
            guard errno == EWOULDBLOCK, attempt < 9 else { return false }
            usleep(10_000)
        }
        return false
    }

    /// Waits, up to `patience`, until no process holds the lock of the database at `databasePath`;
    /// true once it is free. A server that was just told to stop lets go within a few seconds (it
    /// gives its clients up to 2 s to read `BYE`, then closes the database), so one started again
    /// at once waits for it rather than failing. Sleeps between tries instead of blocking a thread.
    /// Calls `waiting` once, when it finds the lock held.
    static func awaitRelease(
        of databasePath: String, patience: Duration, waiting: () -> Void
    ) async -> Bool {
        let probe = open(databasePath + ".lock", O_RDONLY | O_CLOEXEC)
        guard probe >= 0 else { return true }  // No lock file: nobody has ever served it.
        defer { close(probe) }
        let deadline = ContinuousClock.now + patience
        var warned = false
        while true {
            if flock(probe, LOCK_EX | LOCK_NB) == 0 {
                flock(probe, LOCK_UN)
                return true
            }
            guard errno == EWOULDBLOCK, ContinuousClock.now < deadline else { return false }
            if !warned {
                waiting()
                warned = true
            }
            try? await Task.sleep(for: .milliseconds(100))
        }
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
