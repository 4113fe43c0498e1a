import BroadsideCore

/// Fires at the cell the most enemy ship positions could cover.
///
/// For every ship still afloat, every position that avoids the known misses and sunk ships is
/// counted over the cells it covers. A position through unresolved hits counts `hitWeight` times
/// more per hit, so after a hit the count itself turns to finishing that ship (target mode).
public struct DensityStrategy: TargetingStrategy {
    /// How much more a position counts for each unresolved hit it explains.
    public var hitWeight: Double

    public init(hitWeight: Double = 64) {
        self.hitWeight = hitWeight
    }

    public mutating func chooseTargets(_ count: Int, on grid: TargetGrid) -> [Coordinate] {
        let density = density(on: grid)
        let ranked = grid.unknown.sorted { density[$0.index] > density[$1.index] }
        return Array(ranked.prefix(count))
    }

    /// The weighted count of ship positions covering each cell, by cell index; 0 for known cells.
    public func density(on grid: TargetGrid) -> [Double] {
        var density = [Double](repeating: 0, count: Coordinate.cellCount)
        let blocked = grid.misses.union(grid.sunkCells)
        let unresolved = grid.unresolvedHits
        let unknown = grid.unknown
        var weightForHits: [Double] = [1]
        for _ in 0..<Coordinate.gridSize { weightForHits.append(weightForHits[weightForHits.count - 1] * hitWeight) }
        for kind in grid.afloat {
            for mask in PlacementMasks.byLength[kind.length] where mask.isDisjoint(with: blocked) {
                let weight = weightForHits[mask.intersection(unresolved).count]
                for cell in mask.intersection(unknown) { density[cell.index] += weight }
            }
        }
        return density
    }
}
