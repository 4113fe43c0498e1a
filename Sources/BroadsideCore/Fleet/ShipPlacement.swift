/// One ship laid on the grid: which ship, its top-left cell and which way it lies.
public struct ShipPlacement: Hashable, Codable, Sendable {
    public var kind: ShipKind
    public var origin: Coordinate
    public var orientation: Orientation

    public init(_ kind: ShipKind, at origin: Coordinate, _ orientation: Orientation) {
        self.kind = kind
        self.origin = origin
        self.orientation = orientation
    }

    /// True when every cell is on the grid.
    public var isOnGrid: Bool {
        let end = (orientation == .horizontal ? origin.column : origin.row) + kind.length
        return end <= Coordinate.gridSize
    }

    /// The cells the ship covers, from its origin; only the on-grid ones if it runs off.
    public var cells: [Coordinate] {
        (0..<kind.length).compactMap { offset in
            orientation == .horizontal
                ? Coordinate(row: origin.row, column: origin.column + offset)
                : Coordinate(row: origin.row + offset, column: origin.column)
        }
    }

    public var cellSet: CellSet { CellSet(cells) }
}

extension ShipPlacement: CustomStringConvertible {
    /// e.g. `Cruiser B2 V`.
    public var description: String { "\(kind.name) \(origin) \(orientation.rawValue)" }
}
