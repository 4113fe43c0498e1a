/// One ship laid on the grid: which ship, its top-left cell and which way it lies.
public struct ShipPlacement: Hashable, Sendable {
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

    /// The cells the ship covers, from its origin (a row or a column in row-major order starts
    /// there); only the on-grid ones if it runs off.
    public var cells: [Coordinate] { Array(cellSet) }

    /// The cells the ship covers, as bits: the rules ask for them on every shot.
    public var cellSet: CellSet {
        let horizontal = orientation == .horizontal
        let onGrid = min(kind.length, Coordinate.gridSize - (horizontal ? origin.column : origin.row))
        let step = horizontal ? 1 : Coordinate.gridSize
        var bits: UInt128 = 0
        for offset in 0..<max(onGrid, 0) { bits |= UInt128(1) << (origin.index + offset * step) }
        return CellSet(bits: bits)
    }
}

extension ShipPlacement: CustomStringConvertible {
    /// e.g. `Cruiser B2 V`.
    public var description: String { "\(kind.name) \(origin) \(orientation.rawValue)" }
}
