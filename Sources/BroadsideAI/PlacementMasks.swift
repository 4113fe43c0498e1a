import BroadsideCore

/// Every position a ship of a given length can take on an empty grid, as cell masks,
/// computed once so that counting placements is a few bit operations each.
enum PlacementMasks {
    /// `byLength[n]` holds the masks of every ship position of length `n`.
    static let byLength: [[CellSet]] = (0...Coordinate.gridSize).map { length in
        guard let kind = ShipKind.allCases.first(where: { $0.length == length }) else { return [] }
        return Coordinate.all.flatMap { origin in
            Orientation.allCases.map { ShipPlacement(kind, at: origin, $0) }
        }
        .filter(\.isOnGrid)
        .map(\.cellSet)
    }
}
