/// Where a game is in its life.
public enum Phase: Hashable, Sendable {
    /// Both players lay out their fleets; the game starts when both are ready.
    case placing
    /// Shots are being fired; `turn` fires next.
    case inProgress(turn: Seat)
    /// Every ship of the other seat is sunk.
    case won(by: Seat)
    /// A player gave up (or was claimed against, `ground`); the other seat wins.
    case forfeited(by: Seat, ground: ForfeitGround?)
    /// Ended with no winner, e.g. before anyone fired.
    case abandoned

    public var isOver: Bool {
        switch self {
        case .placing, .inProgress: false
        case .won, .forfeited, .abandoned: true
        }
    }

    public var turn: Seat? {
        if case .inProgress(let turn) = self { turn } else { nil }
    }

    /// Why the round's loser lost it, where it was not by their fleet sunk.
    public var forfeitGround: ForfeitGround? {
        if case .forfeited(_, let ground) = self { ground } else { nil }
    }

    public var winner: Seat? {
        switch self {
        case .won(let seat): seat
        case .forfeited(let loser, _): loser.opponent
        case .placing, .inProgress, .abandoned: nil
        }
    }
}
