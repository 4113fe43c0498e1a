#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import BroadsideTLS
import Synchronization

/// Who opens a game store, which decides the locks it takes (`StoreLock`).
public enum StoreAccess: Sendable {
    /// `broadside serve`: one per database, beside any number of local clients.
    case server
    /// The server inside a hot-seat or solo client: any number, beside a `serve`. Their games
    /// are their own, and the store's event positions keep the moves of a shared game apart.
    case localClient
    /// `broadside prune`: alone, with no server and no client that could hold a game it deletes.
    case maintenance
    /// `broadside prune --dry-run` and `broadside check`: read only, beside anyone, and take no
    /// lock of these (SQLite's own keep their reads whole; see `ReadOnlyOpening`).
    case counting
}

/// Keeps a second server off a database another one is serving (each would take its own copy of
/// a game for the true one, and their moves would collide), and `prune` off a database anyone
/// uses. `flock`s, which the kernel releases however the process ends: an exclusive one on
/// `<database>.lock` for a server, a shared one on `<database>.clients.lock` for each local
/// client, and both exclusive for maintenance; none for counting, which may not be able to make
/// a lock file (a backup on a read-only mount) and must not change the directory it reads.
final class StoreLock: Sendable {
    private let descriptors: Mutex<[Int32]>

    /// The server's lock file is the database's path with this after it.
    private static let serverSuffix = ".lock"

    /// Takes the locks `access` needs on the database at `databasePath`.
    /// - Throws: `StorageError` of kind `.cannotOpen` when another process holds one or a lock
    ///   file cannot be made.
    init(databasePath: String, access: StoreAccess) throws {
        let (server, clients) = (Self.serverSuffix, ".clients.lock")
        var held: [Int32] = []
        do {
            switch access {
            case .server:
                held.append(try Self.take(
                    databasePath, server, LOCK_EX, busy: "another Broadside server is using it (stop that one, or give this one another --data)"))
            case .counting:
                break
            case .localClient:
                held.append(try Self.take(databasePath, clients, LOCK_SH, busy: "broadside prune is working on it; try again when it is done"))
            case .maintenance:
                // Prune has nothing to do elsewhere: it can only wait for the server.
                held.append(try Self.take(databasePath, server, LOCK_EX, busy: "a Broadside server is using it; stop the server, then prune"))
                held.append(try Self.take(databasePath, clients, LOCK_EX, busy: "a hot-seat or solo game is using it (quit it first)"))
            }
        } catch {
            held.forEach { close($0) }
            throw error
        }
        descriptors = Mutex(held)
    }

    private static func take(_ databasePath: String, _ suffix: String, _ operation: Int32, busy: String) throws -> Int32 {
        let path = databasePath + suffix
        let opened = SecureFiles.openCreating(path, mode: 0o600)
        guard opened >= 0 else {
            throw StorageError.cannotOpen("cannot open the game database at \(databasePath): cannot open \(path)", code: errno)
        }
        guard lock(opened, operation) else {
            let code = errno
            close(opened)
            let holders = code == EWOULDBLOCK ? DatabaseLockHolders.describe(holdingAnyOf: [path]).map { "; the lock is held by \($0)" } : nil
            let reason = code == EWOULDBLOCK ? busy + (holders ?? "") : "cannot lock \(path): \(SecureFiles.reason(code))"
            throw StorageError(.cannotOpen, "cannot open the game database at \(databasePath): \(reason)")
        }
        return opened
    }

    /// Takes the lock, trying for up to 100 ms: a child process between its start and its `exec`
    /// still shares the descriptor of a lock this process has just let go of, for moments. A
    /// server that is stopping takes longer; `awaitRelease` waits for that without a thread.
    private static func lock(_ descriptor: Int32, _ operation: Int32) -> Bool {
        for attempt in 0..<10 {
            if flock(descriptor, operation | LOCK_NB) == 0 { return true }
            guard errno == EWOULDBLOCK, attempt < 9 else { return false }
            usleep(10_000)
        }
        return false
    }

    /// Waits, up to `patience`, until no process holds the lock of the database at `databasePath`;
    /// true once it is free. A server that was just told to stop lets go within a few seconds (it
    /// gives its clients up to 2 s to read `BYE`, then closes the database), so one started again
    /// at once waits for it rather than failing. Sleeps between tries instead of blocking a thread.
    /// Calls `waiting` once, when it finds the lock held, with the process holding it where Linux
    /// tells (`DatabaseLockHolders`); gives up early once `stopped` is true.
    static func awaitRelease(
        of databasePath: String, patience: Duration, givingUpWhen stopped: () -> Bool = { false },
        waiting: (_ holder: String?) -> Void
    ) async -> Bool {
        let path = databasePath + serverSuffix
        let probe = open(path, O_RDONLY | O_CLOEXEC)
        guard probe >= 0 else { return true }  // No lock file: nobody has ever served it.
        defer { close(probe) }
        let deadline = ContinuousClock.now + patience
        var warned = false
        while true {
            if flock(probe, LOCK_EX | LOCK_NB) == 0 {
                flock(probe, LOCK_UN)
                return true
            }
            guard errno == EWOULDBLOCK, ContinuousClock.now < deadline, !stopped() else { return false }
            if !warned {
                waiting(DatabaseLockHolders.describe(holdingAnyOf: [path]))
                warned = true
            }
            try? await Task.sleep(for: .milliseconds(100))
        }
    }

    /// Lets others open the database. Only the first call does anything.
    func release() {
        descriptors.withLock { descriptors in
            descriptors.forEach { close($0) }
            descriptors = []
        }
    }

    deinit { release() }
}
