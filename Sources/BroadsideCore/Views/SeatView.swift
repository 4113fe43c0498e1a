/// Everything one seat may see of a game.
public struct SeatView: Hashable, Sendable {
    public let seat: Seat
    public let rules: Rules
    public let phase: Phase
    /// Own ships and the enemy's shots at them.
    public let ownGrid: OwnGrid
    /// Own shots at the enemy; the enemy fleet only after game over.
    public let targetGrid: TargetGrid
    public let ready: SeatPair<Bool>
    /// Shots this seat fires now: 0 unless it is this seat's turn.
    public let shotsThisTurn: Int
}
