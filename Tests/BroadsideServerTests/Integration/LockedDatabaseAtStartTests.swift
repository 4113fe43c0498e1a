import Foundation
import Testing

/// A server started while another process held the database's lock said nothing for 5 s, then
/// only "database is locked" (operator audit): it says what it waits for, and who holds it.
@Suite(.timeLimit(.minutes(2))) struct LockedDatabaseAtStartTests {
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/locks")))
    func aStartWaitingForAnotherProcesssLockNamesIt() async throws {
        try await withTemporaryDirectory { directory in
            // The shell makes the database itself: a server run first in this process could still
            // be letting go of it, and a lock held inside this process is not another's.
            let intruder = try SQLiteShell(path: directory + "/games.sqlite")
            try await intruder.run("PRAGMA journal_mode = WAL; PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE; CREATE TABLE holder(x);")
            // Locks enough to make /proc/locks longer than a page, as on a busy machine, where the
            // holder was not found: `String(contentsOfFile:)` reads one page of a /proc file.
            let crowd = try (0..<200).map { index in try LockedFile(path: directory + "/crowd-\(index)") }
            defer { crowd.forEach { $0.release() } }
            let log = CapturingLogHandler.Entries()
            let refusal = await #expect(throws: (any Error).self) {
                try await TestServer.with(dataDirectory: directory, logger: CapturingLogHandler.logger(into: log)) { _ in }
            }
            try intruder.execute("COMMIT;")
            try await intruder.finish()
            #expect(log.all.contains { $0.hasPrefix("notice waiting up to 5 s for the lock on the game database ") && $0.contains("(sqlite3) holds") },
                    "\(log.all)")
            let said = "\(refusal.map { "\($0)" } ?? "")"
            #expect(said.contains("another process held its lock (held by process "), "\(said)")
            #expect(said.hasSuffix(" (sqlite3)) for more than 5 s: let it finish (a backup, say) or stop it, then try again"), "\(said)")
        }
    }
}

/// A file of its own held under an exclusive `flock` until released.
private struct LockedFile {
    let descriptor: Int32

    init(path: String) throws {
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0, flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
    }

    func release() { close(descriptor) }
}
