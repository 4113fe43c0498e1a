import BroadsideProtocol
import BroadsideCore
import Logging
import Synchronization

/// Games whose stored record cannot be read back into a game: logged once each, as damaged. Not a
/// store that fails (`StoreFailureLog`): the store works for every other game, and each attempt
/// at this one would otherwise be logged as the store failing and at once working again.
final class DamagedGameLog: Sendable {
    private let logger: Logger
    private let logged = Mutex(Set<GameCode>())

    init(logger: Logger) {
        self.logger = logger
    }

    /// Whether `error` says the game's stored record is damaged, rather than the store failing.
    static func isDamage(_ error: any Error) -> Bool {
        error is GameError || (error as? StorageError)?.kind == .corrupt
    }

    func damaged(_ code: GameCode, _ error: any Error) {
        guard logged.withLock({ $0.insert(code).inserted }) else { return }
        logger.error(
            "game \(code) is damaged in the database and cannot be loaded; its players get UNAVAILABLE (restore a backup, or try sqlite3's .recover)",
            metadata: ["game": "\(code)", "error": "\(error)"])
    }
}
