/// The ships of the classic fleet.
public enum ShipKind: String, CaseIterable, Sendable, Comparable {
    case carrier, battleship, cruiser, submarine, destroyer

    public var length: Int {
        switch self {
        case .carrier: 5
        case .battleship: 4
        case .cruiser, .submarine: 3
        case .destroyer: 2
        }
    }

    /// The capitalised name players see, e.g. "Cruiser".
    public var name: String {
        rawValue.prefix(1).uppercased() + rawValue.dropFirst()
    }

    /// Parses a ship's name, ignoring case.
    public init?(name: some StringProtocol) {
        self.init(rawValue: name.asciiLowercased)
    }

    /// Fleet order: largest first, as the ships are listed and placed.
    public static func < (lhs: ShipKind, rhs: ShipKind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!  // every case is in allCases
    }
}
