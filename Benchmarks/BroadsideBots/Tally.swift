/// The round trips one conversation measured: when each completed and how long it took, both
/// in nanoseconds, so that a run can count only those that completed inside its window.
public struct Tally: Sendable {
    /// Completion times, measured from `origin`.
    public private(set) var completions: [Int64] = []
    /// Round-trip times, in the same order.
    public private(set) var roundTrips: [Int64] = []
    /// Whole games finished (zero for ping-pong).
    public private(set) var games = 0
    public let origin: ContinuousClock.Instant

    public init(origin: ContinuousClock.Instant) {
        self.origin = origin
        completions.reserveCapacity(1024)
        roundTrips.reserveCapacity(1024)
    }

    /// Every round trip completed, also those after the window: all of them were acknowledged.
    public var count: Int { roundTrips.count }

    mutating func record(sentAt: ContinuousClock.Instant, now: ContinuousClock.Instant) {
        completions.append((now - origin).nanoseconds)
        roundTrips.append((now - sentAt).nanoseconds)
    }

    mutating func finishedGame() {
        games += 1
    }
}

extension Duration {
    /// The duration in whole nanoseconds.
    public var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
