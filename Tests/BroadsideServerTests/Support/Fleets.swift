import BroadsideCore

/// Known fleets, so tests never depend on server randomness.
enum Fleets {
    /// Ships along rows A, C, E, G, I from column 1.
    static let rows: [ShipPlacement] = [
        ShipPlacement(.carrier, at: cell("A1"), .horizontal),
        ShipPlacement(.battleship, at: cell("C1"), .horizontal),
        ShipPlacement(.cruiser, at: cell("E1"), .horizontal),
        ShipPlacement(.submarine, at: cell("G1"), .horizontal),
        ShipPlacement(.destroyer, at: cell("I1"), .horizontal),
    ]

    /// Ships in columns 6-10, no cell shared with `rows`, so a test can tell which grid a
    /// coordinate on the wire is about.
    static let columns: [ShipPlacement] = [
        ShipPlacement(.carrier, at: cell("F10"), .vertical),
        ShipPlacement(.battleship, at: cell("G8"), .vertical),
        ShipPlacement(.cruiser, at: cell("H6"), .vertical),
        ShipPlacement(.submarine, at: cell("B7"), .horizontal),
        ShipPlacement(.destroyer, at: cell("D9"), .horizontal),
    ]

    static func cells(of fleet: [ShipPlacement]) -> [Coordinate] {
        fleet.flatMap(\.cells)
    }

    static func cell(_ text: String) -> Coordinate {
        do {
            return try Coordinate(parsing: text)
        } catch {
            preconditionFailure("test coordinate \(text): \(error)")
        }
    }

    /// Every cell not in `fleet`, row by row: shots that miss it.
    static func water(around fleet: [ShipPlacement]) -> [Coordinate] {
        let occupied = Set(cells(of: fleet))
        return Coordinate.all.filter { !occupied.contains($0) }
    }
}
