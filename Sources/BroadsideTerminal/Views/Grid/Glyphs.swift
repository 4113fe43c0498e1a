import BroadsideCore

/// The characters and styles of grid marks. Each reads without colour: `.` water, `o` miss,
/// `X` hit, `#` an own ship sunk, a ship's letter for a ship (lowercase once revealed at the end).
enum Glyphs {
    /// A ship's letter: C, B, R (cruiser, since C is the carrier's), S, D.
    static func letter(_ kind: ShipKind) -> Character {
        switch kind {
        case .carrier: "C"
        case .battleship: "B"
        case .cruiser: "R"
        case .submarine: "S"
        case .destroyer: "D"
        }
    }

    static func own(_ mark: OwnMark) -> GridCell {
        switch mark {
        case .water: GridCell(".", .faint)
        case .ship(let kind): GridCell(letter(kind), .ship)
        case .miss: GridCell("o", .miss)
        case .hit: GridCell("X", .hit)
        case .sunk: GridCell("#", .sunk)
        }
    }

    /// A target cell: own shots, and once the round is over the enemy ships never hit.
    static func target(_ grid: TargetGrid, _ cell: Coordinate) -> GridCell {
        switch grid.mark(at: cell) {
        case .miss: return GridCell("o", .miss)
        case .hit: return GridCell("X", .hit)
        case .sunk(let kind): return GridCell(letter(kind), .sunk)
        case .unknown:
            if let kind = grid.revealedFleet?.ship(at: cell) {
                return GridCell(Character(letter(kind).lowercased()), .ship)
            }
            return GridCell(".", .faint)
        }
    }
}
