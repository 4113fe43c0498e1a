/// The line a game gets in a player's game list.
public struct GameSummary: Hashable, Sendable {
    public let rules: Rules
    public let phase: Phase
    public let ready: SeatPair<Bool>
    /// Ships still afloat on each side.
    public let shipsAfloat: SeatPair<Int>
}

extension Game {
    public var summary: GameSummary {
        GameSummary(
            rules: rules, phase: phase,
            ready: SeatPair { isReady($0) },
            shipsAfloat: SeatPair { phase == .placing ? rules.fleet.count : shipsAfloat(of: $0).count }
        )
    }
}
