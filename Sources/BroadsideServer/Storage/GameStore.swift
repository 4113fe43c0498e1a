#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import BroadsideCore
import BroadsideProtocol
import BroadsideServerCore
import BroadsideTLS
import GRDB

/// The games of a server, in one SQLite file (WAL mode, `synchronous = FULL`).
///
/// A `save` returns only once its changes are committed to disk, so whatever a session
/// acknowledges after saving survives a crash or a power loss. Concurrent saves share
/// transactions (group commit, see `GroupCommitter`); reads run beside writes on their own connections.
///
/// Opening the store refuses another program's database (`DatabaseContents`) and runs the
/// migrations, and nothing else: no table is scanned, so a server with many stored games starts
/// at once and loads each game when it is first asked for.
/// The table layout is described in `StorageSchema`.
public final class GameStore: Sendable {
    /// How long a save or the opening waits for another process's lock on the database (a
    /// backup, the sqlite3 shell) before it fails; the server's notices say the same.
    static let lockPatienceSeconds = 5
    /// The database file.
    public let path: String
    /// Which tables the database holds: this version's, but for a `.counting` store, which
    /// changes nothing and so leaves an earlier version's as they are (their games cannot be
    /// counted until a store of another access brings them up to date), and an empty file empty.
    public let tables: StoredTables
    private let access: StoreAccess
    private let pool: DatabasePool
    private let lock: StoreLock
    /// How a `.counting` store opened the file; nil for the others.
    private let readOnly: ReadOnlyOpening?
    /// Internal so that tests can hand it a batch directly.
    let committer: GroupCommitter

    /// Opens the database at `path`, creating it (mode 0600) and its missing parent directories
    /// (mode 0700) if need be, and brings its tables up to date. It is refused while others use
    /// the database in a way `access` cannot share (`StoreLock`), and holds its locks until closed.
    /// `.counting` does none of this: it opens the file read-only (`ReadOnlyOpening`), and
    /// leaves older tables as they are (`tablesAreCurrent`).
    /// - Throws: `StorageError` of kind `.cannotOpen`.
    public init(path: String, access: StoreAccess = .server) throws {
        self.path = path
        self.access = access
        let pool: DatabasePool
        let lock: StoreLock
        var readOnly: ReadOnlyOpening?
        // The pool once made, for telling why what follows failed.
        var opened: DatabasePool?
        do {
            var configuration = Configuration()
            configuration.label = "broadside.games"
            // Another process holding the write lock (a backup, the sqlite3 shell) is waited for
            // a little rather than failing a save at once.
            configuration.busyMode = .timeout(Double(Self.lockPatienceSeconds))
            // Before GRDB turns WAL on, which would change another program's file.
            configuration.prepareDatabase { db in try DatabaseContents.refuseForeign(db, path: path) }
            if access == .counting {
                lock = try StoreLock(databasePath: path, access: access)
                let opening = try ReadOnlyOpening(path: path, configuration: configuration)
                readOnly = opening
                pool = opening.pool
            } else {
                try Self.makeParentDirectory(of: path)
                lock = try StoreLock(databasePath: path, access: access)
                try restrictToOwner(path)
                pool = try DatabasePool(path: path, configuration: configuration)
            }
            opened = pool
            if access != .counting {
                // GRDB sets NORMAL when it turns WAL on, after `prepareDatabase` has run; NORMAL may lose
                // the last commits on power loss. Only the writer connection writes, so set it there.
                try pool.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA synchronous = FULL") }
            }
            let migrator = StorageSchema.migrator
            if try pool.read(migrator.hasBeenSuperseded) {
                throw StorageError(
                    .cannotOpen,
                    "cannot open the game database at \(path): it was written by a newer version of Broadside")
            }
            if access == .counting {
                // Counting writes nothing, the tables' migration included: that is a server's.
                tables = try pool.read { db in
                    if try migrator.hasCompletedMigrations(db) { return .current }
                    return try DatabaseContents(db) == .nothing ? .none : .earlierVersion
                }
            } else {
                try migrator.migrate(pool)
                tables = .current
            }
        } catch let error as StorageError {
            throw error
        } catch {
            throw Self.openingFailure(error, at: path, opened: opened, writing: access != .counting)
        }
        self.pool = pool
        self.lock = lock
        self.readOnly = readOnly
        committer = GroupCommitter(pool: pool, path: path)
    }

    // MARK: Writing

    /// Stores `changes` in order, all or nothing, and returns once they are committed.
    ///
    /// Each change upserts its match row and inserts its events at positions `firstIndex...` of
    /// round `record.round`. An event position already taken fails the whole call (kind `.conflict`)
    /// and stores nothing of it, so a shot is never applied twice. Saves from other callers are
    /// not affected by this call's failure.
    /// - Throws: `StorageError` of kind `.conflict`, `.cannotWrite` or `.closed`.
    public func save(_ changes: [StorageChange]) async throws {
        try await committer.save(changes)
    }

    /// Transactions committed since the store was opened: fewer than the saves when saves were batched.
    var commitCount: Int {
        get async { await committer.commitCount }
    }

    /// Transactions under way now; for tests that must act while a save waits for the database's lock.
    var writesUnderway: Int {
        get async { await committer.writesUnderway }
    }

    /// Waits for every save already made to be answered, then closes the database.
    /// Saves after this throw `.closed`.
    /// - Throws: `StorageError` of kind `.cannotWrite`; of kind `.cannotRead` when a `.counting`
    ///   store read the file as a snapshot and it changed meanwhile, so what was read may be wrong.
    public func close() async throws {
        await committer.close()
        do {
            if access != .counting {
                // Everything goes into games.sqlite itself, so a stopped server's directory can be
                // copied file by file: the WAL is left empty.
                // Not fatal: a reader in another process (a hot-seat client's server) can hold it off,
                // and the WAL it leaves holds the same data.
                _ = try? await pool.writeWithoutTransaction { try $0.checkpoint(.truncate) }
            }
            try pool.close()
            lock.release()
        } catch {
            throw StorageError(.cannotWrite, "cannot close the game database at \(path): \(Self.reason(error))")
        }
        if readOnly?.snapshotHeld == false {
            throw StorageError(
                .cannotRead, "the game database at \(path) changed while it was read (a server or a prune wrote to it): try again")
        }
    }

    // MARK: Reading

    /// The stored match with this code and the events of its current round, in order; nil when
    /// no game has the code.
    /// - Throws: `StorageError` of kind `.cannotRead`, or `.corrupt` when a stored value is not one
    ///   Broadside writes.
    public func load(_ code: GameCode) async throws -> (record: MatchRecord, events: [GameEvent])? {
        try await read("game \(code)") { db in try StorageSchema.load(code, in: db) }
    }

    /// The game and seat whose seat token has this digest (lowercase hex SHA-256), if any.
    public func seat(forTokenDigest digest: String) async throws -> (code: GameCode, seat: Seat)? {
        try await read("a seat token") { db in try StorageSchema.seat(forTokenDigest: digest, in: db) }
    }

    /// Whether a game has this code.
    public func exists(_ code: GameCode) async throws -> Bool {
        try await read("game \(code)") { db in try StorageSchema.exists(code, in: db) }
    }

    /// The number of stored games. Counts every row: for tests, not for start-up.
    func matchCount() async throws -> Int {
        try await read("the number of games") { db in try StorageSchema.matchCount(in: db) }
    }

    /// Deletes the games neither changed nor played since `cutoff` (Unix seconds; a move counts
    /// to within `MatchSession.lastPlayedPrecision`); `dryRun` only counts them. For
    /// `broadside prune`, on a store opened `.maintenance` (a server or client could hold one of
    /// them in memory and store it again), or `.counting` for a dry run, which reads only.
    public func prune(changedBefore cutoff: Int64, dryRun: Bool) async throws -> PruneCount {
        guard tables != .none else { return PruneCount(finished: 0, neverPlayed: 0, unfinished: 0, stored: 0) }
        do {
            guard !dryRun else { return try await pool.read { db in try StorageSchema.prune(changedBefore: cutoff, dryRun: true, in: db) } }
            return try await pool.write { db in try StorageSchema.prune(changedBefore: cutoff, dryRun: false, in: db) }
        } catch {
            throw StorageError(.cannotWrite, "cannot prune the game database at \(path): \(Self.reason(error))")
        }
    }

    /// The games stored, counted by where they stand, and when they were last played. Reads every
    /// game's row: meant for tools (`broadside check`), not for start-up.
    public func storedGames() async throws -> StoredGames {
        guard tables != .none else { return .noGames }
        return try await read("a game's row") { db in try StorageSchema.storedGames(in: db) }
    }

    /// Which of SQLite's checks `damage` runs.
    public enum DamageCheck: String, Sendable {
        /// `quick_check`: reads every page, in time linear in the file's size.
        case quick = "quick_check"
        /// `integrity_check`: `quick_check`, and that every index holds exactly its table's rows; slower.
        case full = "integrity_check"
    }

    /// What SQLite's `check` finds wrong with the file, one finding each, at most `limit` (see
    /// `DamageFindings`); empty when nothing is. Either check reads every page, so a server runs
    /// the quick one in the background once listening: damage (a disk fault, a copy taken mid-write) shows in the log at start,
    /// not first as `UNAVAILABLE` to the players of the games it touches.
    public func damage(_ check: DamageCheck = .quick, limit: Int = 10) async throws -> [String] {
        do {
            return try await pool.read { db in try DamageFindings.read(check, limit: limit, in: db) }
        } catch {
            throw StorageError(.cannotRead, "cannot check the game database at \(path): \(Self.reason(error))")
        }
    }

    /// What to do about a damaged database file, for its operator: one clause, lowercase.
    public static func remedyForDamage(at path: String) -> String {
        "restore a backup, or try sqlite3's .recover (`sqlite3 \(path) .recover | sqlite3 recovered.sqlite`, then put "
            + "recovered.sqlite in its place and delete the -wal and -shm files beside it)"
    }

    /// The writer connection's `journal_mode` and `synchronous` (2 is FULL), for tests.
    func durabilitySettings() async throws -> (journalMode: String, synchronous: Int) {
        try await pool.writeWithoutTransaction { db in
            (
                try String.fetchOne(db, sql: "PRAGMA journal_mode") ?? "",
                try Int.fetchOne(db, sql: "PRAGMA synchronous") ?? -1
            )
        }
    }

    private func read<T: Sendable>(_ what: String, _ fetch: @escaping @Sendable (Database) throws -> T) async throws -> T {
        do {
            return try await pool.read(fetch)
        } catch let error as StorageError {
            throw error
        } catch let error as DatabaseError where error.tellsOfDamage {
            throw StorageError(.corrupt, "\(what) is on a damaged page of the game database at \(path): \(Self.reason(error))")
        } catch {
            throw StorageError(
                .cannotRead, "cannot read \(what) from the game database at \(path): \(Self.reason(error))")
        }
    }

    // MARK: Helpers

    /// Creates the directory that will hold `path` and its missing parents, mode 0700;
    /// existing directories are left as they are.
    private static func makeParentDirectory(of path: String) throws {
        guard let slash = path.lastIndex(of: "/") else { return }
        try SecureFiles.makeDirectory(String(path[..<slash])) { code, directory in
            code == ENOTDIR
                ? StorageError(.cannotOpen, "cannot open the game database at \(path): \(directory) is a file, not a directory")
                : StorageError.cannotOpen("cannot open the game database at \(path): cannot create the directory \(directory)", code: code)
        }
    }

    /// SQLite's own message for its errors, without the statement; the description of others.
    static func reason(_ error: any Error) -> String {
        if let error = error as? DatabaseError { return error.message ?? "\(error.resultCode)" }
        return "\(error)"
    }
}

/// The database and its WAL files hold the seats' token digests and every fleet: readable by
/// the server's user only. Created so before SQLite makes them (its WAL files copy the
/// database's mode); files a looser umask made earlier are tightened.
private func restrictToOwner(_ path: String) throws {
    let created = SecureFiles.openCreating(path, mode: 0o600)
    guard created >= 0 else {
        throw StorageError.cannotOpen("cannot open the game database at \(path)", code: errno)
    }
    close(created)
    for file in [path, path + "-wal", path + "-shm"] {
        var status = stat()
        if stat(file, &status) == 0, status.st_mode & 0o077 != 0 { chmod(file, 0o600) }
    }
}
