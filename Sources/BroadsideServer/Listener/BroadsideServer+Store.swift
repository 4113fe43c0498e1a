import Dispatch
import Logging

extension BroadsideServer {
    /// Opens the store, saying so when it waits for another process's lock on the database (the
    /// `sqlite3` shell in a transaction, a backup), which SQLite waits `GameStore.lockPatienceSeconds` for in silence.
    static func openStore(_ configuration: ServerConfiguration, logger: Logger) throws -> GameStore {
        let path = configuration.databasePath
        // A dispatch timer, not a task: the opening blocks a thread of the shared pool, which a busy
        // machine may not spare a second one from in time.
        let waiting = DispatchWorkItem {
            if let holders = DatabaseLockHolders.describe(forDatabaseAt: path) {
                logger.notice("waiting up to \(GameStore.lockPatienceSeconds) s for the lock on the game database \(path), which \(holders) holds")
            } else {
                logger.notice("opening the game database \(path) is taking long: waiting up to \(GameStore.lockPatienceSeconds) s for its lock, should another process hold it")
            }
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(500), execute: waiting)
        defer { waiting.cancel() }
        return try GameStore(path: path, access: configuration.storeAccess)
    }

    /// Logs what is wrong with the database file, if anything; games keep being served, those
    /// on sound pages whole.
    static func checkForDamage(in store: GameStore, logger: Logger) async {
        do {
            let damage = try await store.damage()
            guard !damage.isEmpty else { return }
            logger.error(
                "the game database \(store.path) is damaged: games on the damaged pages cannot be loaded or stored; stop the server and restore a backup, or try sqlite3's .recover",
                metadata: ["found": "\(damage.joined(separator: "; "))"])
        } catch {
            // Cut short by a server that stops: nothing was found, nothing to say.
            guard !Task.isCancelled else { return }
            logger.error("cannot check the game database \(store.path)", metadata: ["error": "\(error)"])
        }
    }
}
