/// Why the game refused a move. Each illegal move has its own case.
public enum GameError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Firing while it is the other player's turn.
    case notYourTurn
    /// Firing at a cell this player has fired at before.
    case alreadyFiredAt(Coordinate)
    /// The same cell twice in one salvo.
    case repeatedTarget(Coordinate)
    /// Firing before both fleets are ready.
    case fleetsNotReady
    /// Any move after the game has ended.
    case gameOver
    /// A classic turn is one shot; a salvo is one shot per ship afloat.
    case wrongShotCount(expected: Int, given: Int)
    /// A ship cannot go there.
    case placement(PlacementError)
    /// Changing a fleet after declaring it ready, or after the game started.
    case fleetLocked
    /// Declaring ready with ships still to place.
    case fleetIncomplete(missing: [ShipKind])

    public var description: String {
        switch self {
        case .notYourTurn: "it is not your turn"
        case .alreadyFiredAt(let cell): "already fired at \(cell)"
        case .repeatedTarget(let cell): "\(cell) appears twice in the salvo"
        case .fleetsNotReady: "the game has not started: both fleets must be placed and ready"
        case .gameOver: "the game is over"
        case .wrongShotCount(let expected, let given):
            "this turn takes \(expected, counting: "shot"), not \(given)"
        case .placement(let error): error.description
        case .fleetLocked: "the fleet is ready and can no longer change"
        case .fleetIncomplete(let missing): "still to place: \(missing.map(\.name).joined(separator: ", "))"
        }
    }
}
