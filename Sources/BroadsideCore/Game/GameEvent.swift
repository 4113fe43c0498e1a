/// One change to a game. A game is exactly the ordered list of its events, so storing the list
/// stores the game, and replaying it rebuilds the game.
public enum GameEvent: Hashable, Sendable {
    case placed(Seat, ShipPlacement)
    case removed(Seat, ShipKind)
    case ready(Seat)
    case fired(Seat, [Coordinate])
    /// The seat lost the round on this ground: nil in games stored before grounds were.
    case forfeited(Seat, ForfeitGround?)
    case abandoned
}

extension GameEvent: CustomStringConvertible {
    /// A compact line such as `A place carrier A1 H` or `B fire C3 D4`.
    public var description: String {
        switch self {
        case .placed(let seat, let p): "\(seat.rawValue) place \(p.kind.rawValue) \(p.origin) \(p.orientation.rawValue)"
        case .removed(let seat, let kind): "\(seat.rawValue) remove \(kind.rawValue)"
        case .ready(let seat): "\(seat.rawValue) ready"
        case .fired(let seat, let cells): "\(seat.rawValue) fire \(cells.map(\.description).joined(separator: " "))"
        case .forfeited(let seat, let ground): "\(seat.rawValue) forfeit" + (ground.map { " \($0.rawValue)" } ?? "")
        case .abandoned: "abandon"
        }
    }

    /// Parses the form `description` writes; nil for anything else.
    public init?(_ text: String) {
        let words = text.split(separator: " ")
        if words == ["abandon"] {
            self = .abandoned
            return
        }
        guard words.count >= 2, let seat = Seat(rawValue: String(words[0])) else { return nil }
        let arguments = words.dropFirst(2)
        switch (words[1], arguments.count) {
        case ("place", 3):
            let values = Array(arguments)
            guard let kind = ShipKind(rawValue: String(values[0])),
                  let origin = try? Coordinate(parsing: values[1]),
                  let orientation = Orientation(rawValue: String(values[2]))
            else { return nil }
            self = .placed(seat, ShipPlacement(kind, at: origin, orientation))
        case ("remove", 1):
            guard let kind = arguments.first.flatMap({ ShipKind(rawValue: String($0)) }) else { return nil }
            self = .removed(seat, kind)
        case ("ready", 0):
            self = .ready(seat)
        case ("fire", 1...):
            var cells: [Coordinate] = []
            for word in arguments {
                guard let cell = try? Coordinate(parsing: word) else { return nil }
                cells.append(cell)
            }
            self = .fired(seat, cells)
        case ("forfeit", 0):
            self = .forfeited(seat, nil)
        case ("forfeit", 1):
            guard let ground = arguments.first.flatMap({ ForfeitGround(rawValue: String($0)) }) else { return nil }
            self = .forfeited(seat, ground)
        default:
            return nil
        }
    }
}
