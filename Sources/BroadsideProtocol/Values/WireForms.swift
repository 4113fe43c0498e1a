import BroadsideCore

// How core values are written on the wire (PROTOCOL.md 6.4–6.6).

extension ShipPlacement {
    /// `cruiser:B2:V`.
    public var wireForm: String { "\(kind.rawValue):\(origin):\(orientation.rawValue)" }

    public init?(wireForm text: some StringProtocol) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 3 else { return nil }
        self.init(ship: parts[0], cell: parts[1], direction: parts[2])
    }

    /// From the three words of `PLACE <ref> <ship> <cell> <H|V>`; nil where `init(parsingShip:cell:direction:)` throws.
    public init?(ship: some StringProtocol, cell: some StringProtocol, direction: some StringProtocol) {
        guard let placement = try? ShipPlacement(parsingShip: ship, cell: cell, direction: direction) else { return nil }
        self = placement
    }
}

extension Shot {
    /// `B7=miss`, `C3=hit`, `D4=sunk:destroyer:D3:H`.
    public var wireForm: String { "\(target)=\(result.wireForm)" }

    public init?(wireForm text: some StringProtocol) {
        guard let field = Field(word: text), let target = try? Coordinate(parsing: field.key),
              let result = ShotResult(wireForm: field.value)
        else { return nil }
        self.init(target: target, result: result)
    }
}

extension ShotResult {
    public var wireForm: String {
        switch self {
        case .miss: "miss"
        case .hit: "hit"
        case .sunk(let placement): "sunk:\(placement.wireForm)"
        }
    }

    public init?(wireForm text: some StringProtocol) {
        switch text {
        case "miss": self = .miss
        case "hit": self = .hit
        default:
            guard text.hasPrefix("sunk:"), let placement = ShipPlacement(wireForm: text.dropFirst(5)) else {
                return nil
            }
            self = .sunk(placement)
        }
    }
}

extension Rules {
    /// The rule keywords, comma-separated: `classic`, `salvo`, `classic,apart`.
    public var wireForm: String { variant.rawValue + (shipsMayTouch ? "" : ",apart") }

    public init?(wireForm text: some StringProtocol) {
        var keywords = text.split(separator: ",").map { $0.asciiLowercased }
        guard let first = keywords.first, let variant = Variant(rawValue: first) else { return nil }
        keywords.removeFirst()
        guard keywords.allSatisfy({ $0 == "apart" }), keywords.count <= 1 else { return nil }
        self.init(variant: variant, shipsMayTouch: keywords.isEmpty)
    }
}

extension Seat {
    /// `A`, `B`, or `-` for none.
    public static func wireForm(_ seat: Seat?) -> String { seat?.rawValue ?? "-" }

    public static func parse(wireForm text: some StringProtocol) -> Seat?? {
        text == "-" ? .some(nil) : Seat(rawValue: String(text)).map { .some($0) }
    }
}

extension SeatPair where Value == Bool {
    /// The seats that are true as a list (`ready=`, `rematch=`): `A`, `B`, `A,B`, or `-` for none.
    public var seatListWireForm: String {
        let seats = Seat.allCases.filter { self[$0] }.map(\.rawValue)
        return seats.isEmpty ? "-" : seats.joined(separator: ",")
    }

    /// Reads a seat list: the seats it names are true, the others (all of them for `-`) false.
    public init(seatListWireForm text: some StringProtocol) {
        let named = text.split(separator: ",")
        self.init { seat in named.contains { $0 == seat.rawValue } }
    }
}
