import BroadsideCore

/// The classic human strategy. Hunt: fire at random on a checkerboard, since every ship covers
/// a cell of each colour. Target: after a hit, fire next to it, along the line when two hits align.
public struct HuntTargetStrategy: TargetingStrategy {
    private var generator: SeededGenerator

    public init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    public mutating func chooseTargets(_ count: Int, on grid: TargetGrid) -> [Coordinate] {
        var working = grid
        var chosen: [Coordinate] = []
        while chosen.count < count, let cell = nextTarget(on: working) {
            chosen.append(cell)
            // Treat a chosen cell as a miss so the rest of a salvo goes elsewhere.
            working.record(Shot(target: cell, result: .miss))
        }
        return chosen
    }

    private mutating func nextTarget(on grid: TargetGrid) -> Coordinate? {
        let unknown = grid.unknown
        let hits = grid.unresolvedHits
        let inLine = hits.flatMap { cellsExtendingLine(through: $0, hits: hits, unknown: unknown) }
        if let cell = inLine.randomElement(using: &generator) { return cell }
        let adjacent = hits.flatMap(\.neighbours).filter(unknown.contains)
        if let cell = adjacent.randomElement(using: &generator) { return cell }
        let checkerboard = unknown.filter { ($0.row + $0.column).isMultiple(of: 2) }
        return (checkerboard.isEmpty ? Array(unknown) : checkerboard).randomElement(using: &generator)
    }

    /// Unknown cells that continue a line of two or more adjacent hits through `hit`.
    private func cellsExtendingLine(through hit: Coordinate, hits: CellSet, unknown: CellSet) -> [Coordinate] {
        [(0, 1), (1, 0)].flatMap { step -> [Coordinate] in
            let (dr, dc) = step
            guard let next = Coordinate(row: hit.row + dr, column: hit.column + dc), hits.contains(next) else {
                return []
            }
            var ends: [Coordinate] = []
            var forward = next
            while hits.contains(forward), let further = Coordinate(row: forward.row + dr, column: forward.column + dc) {
                forward = further
            }
            if unknown.contains(forward) { ends.append(forward) }
            if let back = Coordinate(row: hit.row - dr, column: hit.column - dc), unknown.contains(back) {
                ends.append(back)
            }
            return ends
        }
    }
}
