import BroadsideProtocol

/// How fast one connection may send (PROTOCOL.md 11): commands at the operator's rate, refused
/// past it and the connection dropped for a flood of refusals; bytes at most as fast as that rate
/// allows at the longest lines, since a line that never ends is one line however long.
struct CommandRate: Sendable {
    private let limits: ServerLimits
    private var commands: RateLimiter
    private var input: RateLimiter
    private var refusedInARow = 0
    private var lastRefusedAt: ContinuousClock.Instant?

    init(limits: ServerLimits, now: ContinuousClock.Instant) {
        self.limits = limits
        commands = RateLimiter(rate: limits.commandsPerSecond, burst: limits.commandBurst, now: now)
        let lineBytes = Double(ProtocolLimits.lineBytes)
        input = RateLimiter(rate: limits.commandsPerSecond * lineBytes, burst: limits.commandBurst * lineBytes, now: now)
    }

    /// Counts one line: nil within the rate, else its refusal, or the `BYE FLOOD` that ends the
    /// connection once too many were refused in a row.
    mutating func refusal(now: ContinuousClock.Instant) -> ConnectionState.Action? {
        guard !commands.allow(now: now) else {
            // A second free of refusals ends a flood. The odd command let through because a token
            // refilled in the middle of one does not: else a client flooding at some multiple of
            // the rate, but slower than the server reads, would never be dropped.
            if let last = lastRefusedAt, last.duration(to: now) < Self.floodPause { return nil }
            refusedInARow = 0
            return nil
        }
        if let flood = countRefusal(now: now) { return flood }
        // A rate below one, or between whole numbers, as the operator gave it: Int() would say "more than 0".
        let rate = Int(exactly: limits.commandsPerSecond).map(String.init) ?? "\(limits.commandsPerSecond)"
        let refusal = ProtocolError.rateLimited(
            .commands, wait: commands.timeUntilToken(now: now), "more than \(rate) commands per second")
        return .reply([refusal.line])
    }

    /// Counts a line refused whatever the rate, and unanswered: a blank line its address's budget
    /// of lines had no room for. Nil, or the `BYE FLOOD` once too many were refused in a row.
    mutating func refuseUnanswered(now: ContinuousClock.Instant) -> ConnectionState.Action? {
        countRefusal(now: now)
    }

    private mutating func countRefusal(now: ContinuousClock.Instant) -> ConnectionState.Action? {
        refusedInARow += 1
        lastRefusedAt = now
        guard refusedInARow > limits.floodLimit else { return nil }
        return .close(.bye(.flood, text: "too many commands while rate limited"))
    }

    /// How long a client must go without being rate limited for its count of refusals to restart.
    static let floodPause: Duration = .seconds(1)

    /// A command that costs more than its own line (`SessionRequest.linesBeyondOne`).
    mutating func spend(commands count: Int, now: ContinuousClock.Instant) {
        commands.spend(Double(count), now: now)
    }

    mutating func received(byteCount count: Int, now: ContinuousClock.Instant) {
        input.spend(Double(count), now: now)
    }

    func inputPause(now: ContinuousClock.Instant) -> Duration {
        input.timeUntilToken(now: now)
    }
}
