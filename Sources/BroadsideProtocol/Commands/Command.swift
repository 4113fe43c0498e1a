import BroadsideCore

/// Who sits in seat B.
public enum Opponent: String, CaseIterable, Hashable, Sendable {
    case human
    case computer
}

/// What `PLACE` asks for (PROTOCOL.md 7.6).
public enum PlacementRequest: Hashable, Sendable {
    /// These ships, all or nothing.
    case ships([ShipPlacement])
    /// Every ship not yet placed, at random.
    case random
}

/// What `REMOVE` asks for (PROTOCOL.md 7.7).
public enum RemovalRequest: Hashable, Sendable {
    case ships([ShipKind])
    case all
}

/// A client command, parsed and checked for form (PROTOCOL.md 7). Whether it is allowed now is
/// for the server to decide.
public enum Command: Hashable, Sendable {
    case hello(version: Int, name: String)
    case new(rules: Rules, opponent: Opponent)
    case join(GameCode, name: String?)
    case resume(SeatToken)
    case games
    case state(SeatReference)
    case place(SeatReference, PlacementRequest)
    case remove(SeatReference, RemovalRequest)
    case ready(SeatReference)
    case fire(SeatReference, [Coordinate])
    case forfeit(SeatReference)
    case claim(SeatReference)
    case rematch(SeatReference)
    /// Version 2: refuse the other seat's offer of a rematch, or take back this seat's own.
    case decline(SeatReference)
    case leave(SeatReference)
    case ping(String?)
    case help
    case quit

    /// The command's name as sent, e.g. `FIRE`.
    public var name: String {
        switch self {
        case .hello: "HELLO"
        case .new: "NEW"
        case .join: "JOIN"
        case .resume: "RESUME"
        case .games: "GAMES"
        case .state: "STATE"
        case .place: "PLACE"
        case .remove: "REMOVE"
        case .ready: "READY"
        case .fire: "FIRE"
        case .forfeit: "FORFEIT"
        case .claim: "CLAIM"
        case .rematch: "REMATCH"
        case .decline: "DECLINE"
        case .leave: "LEAVE"
        case .ping: "PING"
        case .help: "HELP"
        case .quit: "QUIT"
        }
    }

    /// True for a player name that follows PROTOCOL.md 5.3: not `-` alone, which stands for nobody.
    public static func isValidName(_ name: some StringProtocol) -> Bool {
        name != "-" && (1...16).contains(name.utf8.count) && name.utf8.allSatisfy(isNameByte)
    }

    /// True for a byte a player name may hold.
    public static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || "_-.".utf8.contains(byte)
    }
}
