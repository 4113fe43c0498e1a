/// One cell of the 10x10 grid: a row letter `A`–`J` and a column number `1`–`10`.
public struct Coordinate: Hashable, Comparable, Sendable {
    /// Side of the square grid.
    public static let gridSize = 10
    public static let cellCount = gridSize * gridSize

    /// Zero-based row (`A` is 0).
    public let row: Int
    /// Zero-based column (`1` is 0).
    public let column: Int

    /// Returns nil when the cell would be off the grid.
    public init?(row: Int, column: Int) {
        guard (0..<Self.gridSize).contains(row), (0..<Self.gridSize).contains(column) else { return nil }
        self.row = row
        self.column = column
    }

    /// For callers that have already range-checked both values.
    init(validRow row: Int, column: Int) {
        assert((0..<Self.gridSize).contains(row) && (0..<Self.gridSize).contains(column))
        self.row = row
        self.column = column
    }

    /// The cell at a row-major index, `0..<cellCount`; nil outside it.
    public init?(index: Int) {
        guard (0..<Self.cellCount).contains(index) else { return nil }
        self.row = index / Self.gridSize
        self.column = index % Self.gridSize
    }

    /// Row-major index, `0..<cellCount`.
    public var index: Int { row * Self.gridSize + column }

    /// Every cell, row by row.
    public static let all: [Coordinate] = (0..<cellCount).compactMap { Coordinate(index: $0) }

    /// The cells sharing an edge with this one.
    public var neighbours: [Coordinate] {
        [(row - 1, column), (row + 1, column), (row, column - 1), (row, column + 1)]
            .compactMap { Coordinate(row: $0.0, column: $0.1) }
    }

    public static func < (lhs: Coordinate, rhs: Coordinate) -> Bool { lhs.index < rhs.index }
}

extension Coordinate: CustomStringConvertible {
    /// The written form, e.g. `B7`.
    public var description: String {
        let letter = Character(UnicodeScalar(UInt8(ascii: "A") + UInt8(row)))
        return "\(letter)\(column + 1)"
    }
}
