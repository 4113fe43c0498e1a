import BroadsideCore

/// Fires at the cell the most enemy ship positions could cover.
///
/// For every ship still afloat, every position that avoids the known misses and sunk ships is
/// counted over the cells it covers. A position through unresolved hits counts `hitWeight` times
/// more per hit, so after a hit the count itself turns to finishing that ship (target mode).
/// Cells of equal count are taken in a random order: the grid is symmetric, and a computer that
/// always opened at the same cells would be read by its opponents. While no hit is unresolved, a
/// salvo's shots are chosen one after another, each as though those before it missed: the cells
/// most positions cover are neighbours, and a volley of them would spend several shots on the
/// same few positions.
public struct DensityStrategy: TargetingStrategy {
    /// How much more a position counts for each unresolved hit it explains.
    public var hitWeight: Double
    private var generator: SeededGenerator

    public init(seed: UInt64, hitWeight: Double = 64) {
        self.hitWeight = hitWeight
        generator = SeededGenerator(seed: seed)
    }

    public mutating func chooseTargets(_ count: Int, on grid: TargetGrid) -> [Coordinate] {
        var candidates = grid.unknown.map { (cell: $0, tieBreak: generator.next()) }
        var chosen = CellSet()
        var targets: [Coordinate] = []
        // After a hit the likeliest cells are its neighbours, and several of them are hits: taken
        // as misses, they would turn the volley away from the ship it has found.
        let spreads = grid.unresolvedHits.isEmpty
        var density = density(on: grid)
        while targets.count < count, !candidates.isEmpty {
            if spreads, !chosen.isEmpty { density = self.density(on: grid, assumingMisses: chosen) }
            guard let best = candidates.indices.max(by: { first, second in
                let (one, two) = (density[candidates[first].cell.index], density[candidates[second].cell.index])
                return one != two ? one < two : candidates[first].tieBreak > candidates[second].tieBreak
            }) else { break }
            let cell = candidates.remove(at: best).cell
            chosen.insert(cell)
            targets.append(cell)
        }
        return targets
    }

    /// The weighted count of ship positions covering each cell, by cell index; 0 for known cells
    /// and for `assumingMisses`, cells taken to be misses (the shots already in a volley).
    public func density(on grid: TargetGrid, assumingMisses assumed: CellSet = CellSet()) -> [Double] {
        var density = [Double](repeating: 0, count: Coordinate.cellCount)
        let blocked = grid.misses.union(grid.sunkCells).union(assumed)
        let unresolved = grid.unresolvedHits
        let unknown = grid.unknown.subtracting(assumed)
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
