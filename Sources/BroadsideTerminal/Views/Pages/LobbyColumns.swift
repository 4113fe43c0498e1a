/// The lobby's columns on a wide terminal. Every cell is cut to its column, marked `…`, one
/// character short of it, so that however long a name is, a space always parts it from the next
/// column: a cell running into the next one would read as one word.
enum LobbyColumns {
    /// Each column's title and width, its parting space included. The last column, the score,
    /// ends the row and is never cut.
    static let columns: [(title: String, width: Int)] = [
        ("Code", 8), ("Rules", 9), ("Players", 19), ("State", 24), ("Ships", 7), ("Score", 0),
    ]

    /// The titles over the columns, indented as the rows are, past the cursor's `> `.
    static let heading = "  " + row(columns.map(\.title))

    /// Cells in column order laid out on one line.
    static func row(_ cells: [String]) -> String {
        zip(cells, columns).map { text, column in
            column.width == 0 ? text : cut(text, to: column.width - 1).padding(column.width)
        }.joined()
    }

    /// `text` in at most `width` characters, marked `…` where it is cut (after a word, not after
    /// the space that follows it: `bob…`, not `bob …`).
    static func cut(_ text: String, to width: Int) -> String {
        guard text.count > width else { return text }
        let kept = text.prefix(max(width - 1, 0))
        return String(kept.reversed().drop { $0 == " " }.reversed()) + "…"
    }
}
