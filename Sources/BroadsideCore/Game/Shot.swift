/// What a shot found.
public enum ShotResult: Hashable, Sendable {
    case miss
    case hit
    /// The shot hit the last afloat cell of this ship. Every cell of it has now been hit,
    /// so telling its position gives nothing away.
    case sunk(ShipPlacement)
}

/// One cell fired at, and what was found there.
public struct Shot: Hashable, Sendable {
    public let target: Coordinate
    public let result: ShotResult

    public init(target: Coordinate, result: ShotResult) {
        self.target = target
        self.result = result
    }
}

/// The shots of one turn (one in classic, several in salvo) and what followed.
public struct Volley: Hashable, Sendable {
    public let shooter: Seat
    public let shots: [Shot]
    /// The phase after the volley: whose turn is next, or who won.
    public let phase: Phase
}
