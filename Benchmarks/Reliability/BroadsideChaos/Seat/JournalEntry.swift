import BroadsideCore
import BroadsideProtocol

/// One line of a seat's journal. The journal is appended to as things happen and read back
/// after a crash, so a restarted player knows what it had seen acknowledged.
///
/// ```
/// seat K7QX3M/A 0123456789abcdef0123456789abcdef
/// fleet carrier:A1:H battleship:C1:H ...
/// order B7 J10 A1 ...
/// fire B7              a FIRE is about to be sent
/// ack B7=miss          its OK arrived
/// recovered B7=miss    no OK came, but the shot was found stored after a resume
/// unstored B7          no OK came, and the shot was not stored: it will be fired again
/// checked 12 11        a resume's checks passed, with 12 shots out and 11 in
/// stalled              a live server left a connection or a command unanswered past its time
/// note connected       what the player did, for a post-mortem; changes nothing
/// ```
enum JournalEntry: Hashable, Sendable {
    case seat(SeatReference, SeatToken)
    case fleet([ShipPlacement])
    case order([Coordinate])
    case fire(Coordinate)
    case acknowledged(Shot)
    case recovered(Shot)
    case unstored(Coordinate)
    case checked(outgoing: Int, incoming: Int)
    case stalled
    case note(String)

    var line: String {
        switch self {
        case .seat(let ref, let token): "seat \(ref) \(token)"
        case .fleet(let fleet): (["fleet"] + fleet.map(\.wireForm)).joined(separator: " ")
        case .order(let cells): (["order"] + cells.map(\.description)).joined(separator: " ")
        case .fire(let cell): "fire \(cell)"
        case .acknowledged(let shot): "ack \(shot.wireForm)"
        case .recovered(let shot): "recovered \(shot.wireForm)"
        case .unstored(let cell): "unstored \(cell)"
        case .checked(let outgoing, let incoming): "checked \(outgoing) \(incoming)"
        case .stalled: "stalled"
        case .note(let text): "note \(text)"
        }
    }

    init?(line: Substring) {
        let words = line.split(separator: " ")
        guard let keyword = words.first else { return nil }
        let rest = words.dropFirst()
        switch (keyword, rest.count) {
        case ("seat", 2):
            guard let ref = SeatReference(rest[rest.startIndex]), let token = SeatToken(rest[rest.startIndex + 1]) else { return nil }
            self = .seat(ref, token)
        case ("fleet", _):
            let fleet = rest.compactMap { ShipPlacement(wireForm: $0) }
            guard fleet.count == rest.count else { return nil }
            self = .fleet(fleet)
        case ("order", _):
            let cells = rest.compactMap { try? Coordinate(parsing: $0) }
            guard cells.count == rest.count else { return nil }
            self = .order(cells)
        case ("fire", 1), ("unstored", 1):
            guard let cell = try? Coordinate(parsing: rest[rest.startIndex]) else { return nil }
            self = keyword == "fire" ? .fire(cell) : .unstored(cell)
        case ("ack", 1), ("recovered", 1):
            guard let shot = Shot(wireForm: rest[rest.startIndex]) else { return nil }
            self = keyword == "ack" ? .acknowledged(shot) : .recovered(shot)
        case ("stalled", 0):
            self = .stalled
        case ("note", _):
            self = .note(rest.joined(separator: " "))
        case ("checked", 2):
            guard let outgoing = Int(rest[rest.startIndex]), let incoming = Int(rest[rest.startIndex + 1]) else { return nil }
            self = .checked(outgoing: outgoing, incoming: incoming)
        default:
            return nil
        }
    }
}
