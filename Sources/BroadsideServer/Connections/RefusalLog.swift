import BroadsideProtocol
import Logging
import Synchronization

/// Connections turned away at the door (`BYE SERVER_FULL`), logged as a count at most once per
/// `interval`: an operator needs to know the server is full, and a line per refusal would let a
/// flood of connections fill the log.
final class RefusalLog: Sendable {
    private struct Tally {
        var refused = 0
        var lastLogged: ContinuousClock.Instant?
    }

    private let tally = Mutex(Tally())
    private let logger: Logger
    private let interval: Duration

    init(logger: Logger, interval: Duration = .seconds(10)) {
        self.logger = logger
        self.interval = interval
    }

    /// Counts a refusal; logs the count since the last line once `interval` has passed since it.
    func note(_ refusal: ServerLine, now: ContinuousClock.Instant = .now) {
        let due: Int? = tally.withLock { tally in
            tally.refused += 1
            if let last = tally.lastLogged, last.duration(to: now) < interval { return nil }
            defer { (tally.refused, tally.lastLogged) = (0, now) }
            return tally.refused
        }
        guard let count = due else { return }
        logger.warning(
            "refused \(count) connection\(count == 1 ? "" : "s") (\(refusal.name)): \(refusal.text ?? "")",
            metadata: ["limit-window": "\(interval.components.seconds)s"])
    }
}
