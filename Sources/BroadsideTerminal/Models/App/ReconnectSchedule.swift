/// When to try the server again after the connection is lost: soon at first (a server restart
/// takes a second or two), then less often, and not for ever, so that a player or a script is
/// told in the end.
struct ReconnectSchedule: Hashable, Sendable {
    /// The waits before the first attempts; every later attempt waits `longestDelay`.
    static let firstDelays: [Duration] = [.seconds(1), .seconds(2), .seconds(4), .seconds(8)]
    static let longestDelay: Duration = .seconds(15)
    /// The most time spent waiting between attempts before giving up; zero gives up at once.
    let limit: Duration

    private(set) var attempts = 0
    private var waited: Duration = .zero

    init(limit: Duration) {
        self.limit = limit
    }

    /// The wait before the next attempt; nil once the time allowed is spent.
    mutating func nextDelay() -> Duration? {
        let delay = attempts < Self.firstDelays.count ? Self.firstDelays[attempts] : Self.longestDelay
        guard waited + delay <= limit else { return nil }
        attempts += 1
        waited += delay
        return delay
    }
}
