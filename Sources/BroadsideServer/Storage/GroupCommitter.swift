import BroadsideServerCore
import Foundation
import GRDB

/// Writes the saves of many concurrent callers in shared transactions: one fsync per batch, not per save.
///
/// Saves wait in `queue`. While no batch is being written, the first save starts a writer task;
/// that task takes everything queued, writes it in one transaction, answers each caller, and
/// takes the next batch (everything that arrived meanwhile) until the queue is empty. So a save
/// that arrives during a write joins the next transaction, and a lone save is written at once.
///
/// Should a batch fail (an event index already taken, a full disk), the whole transaction is rolled
/// back and every save of the batch is tried again in a transaction of its own, so that no save
/// fails because of another; not when another process held the database past the lock's patience,
/// which each save alone would wait out again (PROTOCOL.md 4.2: a client is answered in about
/// 5 s). Failures are rare (a session checks a move before saving it), so the common path pays
/// for no savepoints. A caller is answered only after its transaction has committed, or when
/// nothing of its changes was stored.
actor GroupCommitter {
    private struct Pending: Sendable {
        let changes: [StorageChange]
        let continuation: CheckedContinuation<Void, any Error>
    }

    private let pool: DatabasePool
    private let path: String
    private var queue: [Pending] = []
    private var isWriting = false
    private var isClosed = false
    /// Callers of `close()` waiting for the queue to empty.
    private var closers: [CheckedContinuation<Void, Never>] = []
    /// Transactions committed so far.
    private(set) var commitCount = 0
    /// Transactions handed to the database and not yet ended: while another process holds the
    /// database's write lock, these are the ones waiting for it.
    private(set) var writesUnderway = 0

    init(pool: DatabasePool, path: String) {
        self.pool = pool
        self.path = path
    }

    /// Returns once `changes` are committed, or throws when nothing of them was stored.
    /// A caller cancelled while waiting still waits: the changes may already be on their way to disk.
    func save(_ changes: [StorageChange]) async throws {
        guard !isClosed else { throw Self.closedError(path) }
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            queue.append(Pending(changes: changes, continuation: continuation))
            if !isWriting {
                isWriting = true
                Task { await self.drain() }
            }
        }
    }

    /// Refuses new saves, and returns once every save already queued has been answered.
    func close() async {
        isClosed = true
        guard isWriting else { return }
        await withCheckedContinuation { closers.append($0) }
    }

    /// Writes batches until the queue is empty.
    private func drain() async {
        while !queue.isEmpty {
            let batch = queue
            queue = []
            let results = await write(batch.map(\.changes))
            for (pending, result) in zip(batch, results) {
                pending.continuation.resume(with: result)
            }
        }
        isWriting = false
        for closer in closers { closer.resume() }
        closers = []
    }

    /// Writes `saves` in one transaction, falling back to one transaction per save if that fails.
    /// Returns one result per save, in order.
    func write(_ saves: [[StorageChange]]) async -> [Result<Void, any Error>] {
        let now = Int64(Date().timeIntervalSince1970)
        do {
            try await counted {
                try await pool.write { db in
                    for changes in saves { try StorageSchema.write(changes, updatedAt: now, in: db) }
                }
            }
            commitCount += 1
            return saves.map { _ in .success(()) }
        } catch {
            // Alone, a save has no one else to fail with: its error stands.
            guard saves.count > 1, !Self.isLockedOut(error) else { return saves.map { .failure(describe(error, $0)) } }
        }
        var results: [Result<Void, any Error>] = []
        for changes in saves {
            do {
                try await counted { try await pool.write { db in try StorageSchema.write(changes, updatedAt: now, in: db) } }
                commitCount += 1
                results.append(.success(()))
            } catch {
                results.append(.failure(describe(error, changes)))
            }
        }
        return results
    }

    /// Whether `error` says the database stayed locked by another connection: a wait that every
    /// save would meet alone as well.
    static func isLockedOut(_ error: any Error) -> Bool {
        guard let error = error as? DatabaseError else { return false }
        return error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED
    }

    /// Runs one transaction, counted in `writesUnderway` until it ends.
    private func counted(_ transaction: () async throws -> Void) async throws {
        writesUnderway += 1
        defer { writesUnderway -= 1 }
        try await transaction()
    }

    /// A `StorageError` naming the games of the failed save.
    private func describe(_ error: any Error, _ changes: [StorageChange]) -> any Error {
        if error is StorageError { return error }
        let codes = Set(changes.map(\.record.code)).sorted().map(\.description).joined(separator: ", ")
        let games = codes.isEmpty ? "" : " to game \(codes)"
        if let error = error as? DatabaseError {
            let reason = (error.message ?? "\(error.resultCode)") + (FreeSpace.note(after: error, forDatabaseAt: path) ?? "")
            let kind: StorageError.Kind = error.resultCode == .SQLITE_CONSTRAINT ? .conflict : .cannotWrite
            return StorageError(kind, "cannot store the changes\(games) in the game database at \(path): \(reason)")
        }
        return StorageError(.cannotWrite, "cannot store the changes\(games) in the game database at \(path): \(error)")
    }

    static func closedError(_ path: String) -> StorageError {
        StorageError(.closed, "the game database at \(path) is closed")
    }
}
