import BroadsideBots

/// What a load run measured inside its window.
public struct LoadResult: Sendable {
    /// Round trips completed inside the window, per second.
    public let perSecond: Double
    /// Their durations in nanoseconds, sorted.
    public let roundTrips: [Int64]
    /// Round trips completed in all, also after the window: each one was acknowledged.
    public let acknowledged: Int
    /// Whole games finished (zero for ping-pong).
    public let games: Int

    /// Counts the round trips of `tallies` that completed between `start` and `end`.
    init(_ tallies: [Tally], from start: ContinuousClock.Instant, to end: ContinuousClock.Instant) {
        var inside: [Int64] = []
        for tally in tallies {
            let window = (start - tally.origin).nanoseconds...(end - tally.origin).nanoseconds
            for (completed, roundTrip) in zip(tally.completions, tally.roundTrips) where window.contains(completed) {
                inside.append(roundTrip)
            }
        }
        roundTrips = inside.sorted()
        let seconds = Double((end - start).nanoseconds) / 1e9
        perSecond = seconds > 0 ? Double(inside.count) / seconds : 0
        acknowledged = tallies.reduce(0) { $0 + $1.count }
        games = tallies.reduce(0) { $0 + $1.games }
    }
}
