import BroadsideProtocol
import Logging
import Synchronization

/// Store operations that failed since the store last worked, for the whole server: logged when
/// the first fails and when one works again, with the count. A store that fails (disk full,
/// locked, broken) fails every request of every game, and players retrying would otherwise fill
/// the log with a line each, or a line a game.
final class StoreFailureLog: Sendable {
    /// What the store was asked to do. A store can read while it cannot write (a full disk): a
    /// read that works says nothing of the writes that failed.
    enum Use {
        case reading, writing
    }

    private struct Failures {
        var count = 0
        var games = Set<GameCode>()
        var writes = 0
    }

    private let logger: Logger
    private let failures = Mutex(Failures())
    /// Set while `failures` holds any: every stored move calls `worked`, and while the store works
    /// that is one atomic load, not a lock every game's session takes.
    private let failing = Atomic(false)

    init(logger: Logger) {
        self.logger = logger
    }

    /// `what` is what could not be done, as "cannot <what>" reads; `game`, the game it was for.
    func failed(_ error: any Error, doing what: String, game: GameCode? = nil, _ use: Use) {
        let first = failures.withLock { failures in
            failures.count += 1
            if use == .writing { failures.writes += 1 }
            if let game { failures.games.insert(game) }
            failing.store(true, ordering: .releasing)
            return failures.count == 1
        }
        guard first else { return }
        var metadata: Logger.Metadata = ["error": "\(error)"]
        if let game { metadata["game"] = "\(game)" }
        logger.error("cannot \(what); players get UNAVAILABLE until the store works again", metadata: metadata)
    }

    func worked(_ use: Use) {
        guard failing.load(ordering: .acquiring) else { return }
        let ended = failures.withLock { failures -> Failures? in
            guard use == .writing || failures.writes == 0 else { return nil }
            defer {
                failures = Failures()
                failing.store(false, ordering: .releasing)
            }
            return failures
        }
        guard let ended, ended.count > 0 else { return }
        logger.notice("the store works again", metadata: ["failures": "\(ended.count)", "games": "\(ended.games.count)"])
    }
}
