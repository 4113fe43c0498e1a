import BroadsideCore

/// A command that acts in one game through one seat (PROTOCOL.md 7.5-7.13), without the seat
/// reference it came with: what a game session carries out once the connection has found the seat.
public enum GameCommand: Hashable, Sendable {
    case state
    case place(PlacementRequest)
    case remove(RemovalRequest)
    case ready
    case fire([Coordinate])
    case forfeit
    case claim
    case rematch
    case decline
    case leave
}

extension Command {
    /// The seat a game command acts through and what it asks of the game; nil for the commands
    /// the connection answers or that make, find or list games.
    public var gameCommand: (ref: SeatReference, command: GameCommand)? {
        switch self {
        case .state(let ref): (ref, .state)
        case .place(let ref, let request): (ref, .place(request))
        case .remove(let ref, let request): (ref, .remove(request))
        case .ready(let ref): (ref, .ready)
        case .fire(let ref, let targets): (ref, .fire(targets))
        case .forfeit(let ref): (ref, .forfeit)
        case .claim(let ref): (ref, .claim)
        case .rematch(let ref): (ref, .rematch)
        case .decline(let ref): (ref, .decline)
        case .leave(let ref): (ref, .leave)
        case .hello, .new, .join, .resume, .games, .ping, .help, .quit: nil
        }
    }
}
