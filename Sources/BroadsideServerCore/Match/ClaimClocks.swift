import BroadsideCore

/// What `CLAIM` counts from (PROTOCOL.md 7.11): since when each seat has been away, and since when
/// the round has waited on its last move. Kept for a while after a game is dropped from memory, so
/// that one loaded again soon carries on where it was (`RecentClaimClocks`).
public struct ClaimClocks: Hashable, Sendable {
    public var awaySince: SeatPair<ContinuousClock.Instant>
    public var turnBegan: ContinuousClock.Instant

    public init(awaySince: SeatPair<ContinuousClock.Instant>, turnBegan: ContinuousClock.Instant) {
        self.awaySince = awaySince
        self.turnBegan = turnBegan
    }
}
