import Logging
import Synchronization

/// A warning an operator needs but that a flood of connections could repeat by the thousand:
/// occurrences are counted, and the count is logged with the latest occurrence at most once per
/// `interval`, so that none is left out of the counts and the log cannot be filled. The first
/// occurrence after a quiet spell is logged at once; those within `interval` of a line are logged
/// together when the interval is over (or by `flush`).
final class ThrottledWarning<Occurrence: Sendable>: Sendable {
    private typealias Held = (count: Int, latest: Occurrence)
    /// What to do once the tally is unlocked: log a line, set the timer.
    private typealias Step = (log: Held?, setTimerFor: ContinuousClock.Instant?)

    private struct Tally {
        /// Occurrences not logged yet, and the latest of them.
        var count = 0
        var latest: Occurrence?
        /// No line before this: the last line's time plus `interval`.
        var quietUntil: ContinuousClock.Instant?
        /// The end of the quiet time the timer is set for, while it is set.
        var timerSetFor: ContinuousClock.Instant?

        mutating func takeHeld() -> Held? {
            guard count > 0, let latest else { return nil }
            defer { (count, self.latest) = (0, nil) }
            return (count, latest)
        }
    }

    private let tally = Mutex(Tally())
    private let logger: Logger
    private let interval: Duration
    private let timer: WarningTimer
    /// The line for `count` occurrences, the latest of them given.
    private let message: @Sendable (_ count: Int, _ latest: Occurrence) -> Logger.Message

    init(
        logger: Logger, interval: Duration = .seconds(10), timer: WarningTimer = .sleeping,
        message: @escaping @Sendable (_ count: Int, _ latest: Occurrence) -> Logger.Message
    ) {
        self.logger = logger
        self.interval = interval
        self.timer = timer
        self.message = message
    }

    /// Counts an occurrence; logs it at once unless a line was logged less than `interval` ago.
    func note(_ occurrence: Occurrence, now: ContinuousClock.Instant = .now) {
        carryOut(tally.withLock { tally -> Step in
            tally.count += 1
            tally.latest = occurrence
            if let quietUntil = tally.quietUntil, now < quietUntil {
                guard tally.timerSetFor == nil else { return (nil, nil) }
                tally.timerSetFor = quietUntil
                return (nil, quietUntil)
            }
            tally.quietUntil = now + interval
            return (tally.takeHeld(), nil)
        })
    }

    /// Logs what is held back now, whatever the time: when the server stops, no later line comes.
    func flush() {
        carryOut((tally.withLock { $0.takeHeld() }, nil))
    }

    private func setTimer(for end: ContinuousClock.Instant) {
        timer.set(end) { [weak self] in self?.quietTimeOver(end) }
    }

    private func quietTimeOver(_ end: ContinuousClock.Instant) {
        carryOut(tally.withLock { tally -> Step in
            tally.timerSetFor = nil
            guard tally.count > 0, let quietUntil = tally.quietUntil else { return (nil, nil) }
            guard quietUntil == end else {
                // An occurrence after `end` came before this timer and was logged: what came since
                // waits for the end of the quiet time its line began.
                tally.timerSetFor = quietUntil
                return (nil, quietUntil)
            }
            tally.quietUntil = end + interval
            return (tally.takeHeld(), nil)
        })
    }

    private func carryOut(_ step: Step) {
        if let end = step.setTimerFor { setTimer(for: end) }
        if let held = step.log {
            logger.warning(message(held.count, held.latest), metadata: ["limit-window": "\(interval.components.seconds)s"])
        }
    }
}
