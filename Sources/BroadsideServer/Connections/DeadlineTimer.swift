import NIOCore

/// One timer on an event loop for whichever of a connection's deadlines comes first. It is set
/// again, not joined by another, when a nearer deadline comes: a timer for each cost every new
/// connection a scheduling and a cancellation (a search of the loop's timers).
struct DeadlineTimer {
    private var scheduled: Scheduled<Void>?
    private var firesAt: ContinuousClock.Instant?

    var isSet: Bool { scheduled != nil }

    /// Whether the timer is set, and for later than `deadline`.
    func firesAfter(_ deadline: ContinuousClock.Instant) -> Bool {
        firesAt.map { deadline < $0 } ?? false
    }

    /// Runs `fire` on `loop` at `deadline`, or at once if it has passed, instead of what was set.
    mutating func set(for deadline: ContinuousClock.Instant, on loop: any EventLoop, _ fire: @escaping @Sendable () -> Void) {
        scheduled?.cancel()
        firesAt = deadline
        scheduled = loop.scheduleTask(in: TimeAmount(max(ContinuousClock.now.duration(to: deadline), .zero)), fire)
    }

    mutating func cancel() {
        scheduled?.cancel()
        fired()
    }

    /// The timer has fired, and is no longer set: nothing is left to cancel.
    mutating func fired() {
        scheduled = nil
        firesAt = nil
    }
}
