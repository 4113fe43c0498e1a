import BroadsideCore

/// Fires at the cell the most enemy ship positions could cover.
///
/// For every ship still afloat, every position that avoids the known misses and sunk ships is
/// counted over the cells it covers. A position through unresolved hits counts `hitWeight` times
/// more per hit, so after a hit the count itself turns to finishing that ship (target mode).
/// Cells of equal count are taken in a random order: the grid is symmetric, and a computer that
/// always opened at the same cells would be read by its opponents.
public struct DensityStrategy: TargetingStrategy {
    /// How much more a position counts for each unresolved hit it explains.
    public var hitWeight: Double
    private var generator: SeededGenerator

    public init(seed: UInt64, hitWeight: Double = 64) {
        self.hitWeight = hitWeight
        generator = SeededGenerator(seed: seed)
    }

    public mutating func chooseTargets(_ count: Int, on grid: TargetGrid) -> [Coordinate] {
        let density = density(on: grid)
        let drawn = grid.unknown.map { (cell: $0, tieBreak: generator.next()) }
        let ranked = drawn.sorted { first, second in
            let (one, two) = (density[first.cell.index], density[second.cell.index])
            return one != two ? one > two : first.tieBreak < second.tieBreak
        }
        return ranked.prefix(count).map(\.cell)
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
