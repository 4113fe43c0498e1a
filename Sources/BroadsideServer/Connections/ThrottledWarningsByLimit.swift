import Logging
import Synchronization

/// One `ThrottledWarning` for each limit an occurrence can be over, so that each is counted and
/// named on its own line: under one count, a flood of one kind was told under the name of
/// whichever came last.
final class ThrottledWarningsByLimit<Occurrence: Sendable>: Sendable {
    private let warnings = Mutex<[LimitOption: ThrottledWarning<Occurrence>]>([:])
    /// The operator's option for the limit the occurrence is over: a handful at most.
    private let limit: @Sendable (Occurrence) -> LimitOption
    private let makeWarning: @Sendable () -> ThrottledWarning<Occurrence>

    init(
        logger: Logger, interval: Duration, timer: WarningTimer, limit: @escaping @Sendable (Occurrence) -> LimitOption,
        message: @escaping @Sendable (_ count: Int, _ latest: Occurrence) -> Logger.Message
    ) {
        self.limit = limit
        makeWarning = { ThrottledWarning(logger: logger, interval: interval, timer: timer, message: message) }
    }

    /// Counts an occurrence with the others over the same limit (`ThrottledWarning.note`).
    func note(_ occurrence: Occurrence, now: ContinuousClock.Instant = .now) {
        let key = limit(occurrence)
        let warning = warnings.withLock { warnings in
            if let known = warnings[key] { return known }
            let made = makeWarning()
            warnings[key] = made
            return made
        }
        warning.note(occurrence, now: now)
    }

    /// Logs every count still held back, a line for each limit.
    func flush() {
        for (_, warning) in warnings.withLock({ $0 }).sorted(by: { $0.key < $1.key }) { warning.flush() }
    }
}
