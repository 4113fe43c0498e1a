/// A set of grid cells as a 100-bit mask: cheap to copy, combine and count,
/// which keeps the rules and the computer opponents fast.
public struct CellSet: Hashable, Sendable, Sequence {
    public private(set) var bits: UInt128

    public init() { bits = 0 }

    public init(bits: UInt128) { self.bits = bits }

    public init(_ cells: some Sequence<Coordinate>) {
        bits = 0
        for cell in cells { insert(cell) }
    }

    /// Every cell of the grid.
    public static let all = CellSet(bits: (UInt128(1) << Coordinate.cellCount) - 1)

    public var count: Int { bits.nonzeroBitCount }

    public var isEmpty: Bool { bits == 0 }

    public func contains(_ cell: Coordinate) -> Bool { bits & Self.bit(cell) != 0 }

    public mutating func insert(_ cell: Coordinate) { bits |= Self.bit(cell) }

    public func union(_ other: CellSet) -> CellSet { CellSet(bits: bits | other.bits) }
    public func intersection(_ other: CellSet) -> CellSet { CellSet(bits: bits & other.bits) }
    public func subtracting(_ other: CellSet) -> CellSet { CellSet(bits: bits & ~other.bits) }
    public func isDisjoint(with other: CellSet) -> Bool { bits & other.bits == 0 }
    public func isSubset(of other: CellSet) -> Bool { bits & ~other.bits == 0 }
    /// The cells of the grid not in this set.
    public var complement: CellSet { CellSet.all.subtracting(self) }

    private static func bit(_ cell: Coordinate) -> UInt128 { UInt128(1) << cell.index }

    public func makeIterator() -> Iterator { Iterator(remaining: bits) }

    /// Yields cells in row-major order.
    public struct Iterator: IteratorProtocol {
        var remaining: UInt128

        public mutating func next() -> Coordinate? {
            guard remaining != 0 else { return nil }
            let index = remaining.trailingZeroBitCount
            remaining &= remaining - 1
            return Coordinate(index: index)
        }
    }
}
