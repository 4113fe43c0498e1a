/// Calls back at an instant: how a `ThrottledWarning` hears that its quiet time is over, so that
/// what it held back is logged then rather than with the next occurrence, which may never come.
struct WarningTimer: Sendable {
    let set: @Sendable (_ deadline: ContinuousClock.Instant, _ fire: @escaping @Sendable () -> Void) -> Void

    /// A task asleep until the deadline: a warning sets one only while it holds occurrences back,
    /// one at a time, so a flood of them costs one task per quiet time.
    static let sleeping = WarningTimer { deadline, fire in
        Task {
            try? await Task.sleep(until: deadline, clock: .continuous)
            fire()
        }
    }
}
