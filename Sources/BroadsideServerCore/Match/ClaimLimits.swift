/// When `CLAIM` wins (PROTOCOL.md 7.11): over an opponent away for `away`, or over one the round
/// has waited on alone for `turn`. Either way, one player cannot hold the other's game for ever.
public struct ClaimLimits: Hashable, Sendable {
    public var away: Duration
    public var turn: Duration

    public init(away: Duration = .seconds(120), turn: Duration = .seconds(300)) {
        self.away = away
        self.turn = turn
    }
}
