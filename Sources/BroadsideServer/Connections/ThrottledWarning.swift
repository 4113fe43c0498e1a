import Logging
import Synchronization

/// A warning an operator needs but that a flood of connections could repeat by the thousand:
/// occurrences are counted, and the count is logged with the latest occurrence at most once per
/// `interval`, so that none is left out of the counts and the log cannot be filled.
final class ThrottledWarning<Occurrence: Sendable>: Sendable {
    private struct Tally {
        var count = 0
        var lastLogged: ContinuousClock.Instant?
    }

    private let tally = Mutex(Tally())
    private let logger: Logger
    private let interval: Duration
    /// The line for `count` occurrences, the latest of them given.
    private let message: @Sendable (_ count: Int, _ latest: Occurrence) -> Logger.Message

    init(
        logger: Logger, interval: Duration = .seconds(10),
        message: @escaping @Sendable (_ count: Int, _ latest: Occurrence) -> Logger.Message
    ) {
        self.logger = logger
        self.interval = interval
        self.message = message
    }

    /// Counts an occurrence; logs the count since the last line once `interval` has passed since it.
    func note(_ occurrence: Occurrence, now: ContinuousClock.Instant = .now) {
        let due: Int? = tally.withLock { tally in
            tally.count += 1
            if let last = tally.lastLogged, last.duration(to: now) < interval { return nil }
            defer { (tally.count, tally.lastLogged) = (0, now) }
            return tally.count
        }
        guard let count = due else { return }
        logger.warning(message(count, occurrence), metadata: ["limit-window": "\(interval.components.seconds)s"])
    }
}
