import BroadsideCore

/// What one cell of a grid shows.
struct GridCell: Hashable, Sendable {
    let glyph: Character
    let style: Style?

    init(_ glyph: Character, _ style: Style? = nil) {
        self.glyph = glyph
        self.style = style
    }

    /// The cell marked as one of the latest volley's, where `isLatest`.
    func latest(_ isLatest: Bool) -> GridCell {
        guard isLatest, let style else { return self }
        return GridCell(glyph, .latest(style))
    }
}

/// Draws a 10x10 grid with column numbers and row letters. The cursor is bracketed, `[X]`, so it
/// shows without colour too.
enum GridView {
    /// Characters per grid line: a row label, ten two-character cells, and room for a bracket.
    static let width = 24

    static func lines(cursor: Coordinate? = nil, cell: (Coordinate) -> GridCell) -> [ScreenLine] {
        // Each number stands over its column's cell; the last, 10, runs into the bracket's column.
        let header = (1...Coordinate.gridSize).map { " \($0)" }.joined()
        return [ScreenLine("   " + header)] + (0..<Coordinate.gridSize).map { row in
            rowLine(row, cursor: cursor, cell: cell)
        }
    }

    private static func rowLine(_ row: Int, cursor: Coordinate?, cell: (Coordinate) -> GridCell) -> ScreenLine {
        let letter = Character(UnicodeScalar(UInt8(ascii: "A") + UInt8(row)))
        var line = ScreenLine(" \(letter) ")
        let cursorColumn = cursor?.row == row ? cursor?.column : nil
        for column in 0..<Coordinate.gridSize {
            guard let coordinate = Coordinate(row: row, column: column) else { continue }
            let content = cell(coordinate)
            if column == cursorColumn {
                line.append("[", style: .cursor)
                line.append(String(content.glyph), style: .cursor)
            } else {
                line.append(column - 1 == cursorColumn ? "]" : " ", style: column - 1 == cursorColumn ? .cursor : nil)
                line.append(String(content.glyph), style: content.style)
            }
        }
        line.append(cursorColumn == Coordinate.gridSize - 1 ? "]" : " ", style: cursorColumn == Coordinate.gridSize - 1 ? .cursor : nil)
        return line
    }
}
