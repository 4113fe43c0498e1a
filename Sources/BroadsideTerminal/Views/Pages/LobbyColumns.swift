/// The lobby's columns on a wide terminal. Every cell is cut to its column, marked `…`, one
/// character short of it, so that however long a name is, a space always parts it from the next
/// column: a cell running into the next one would read as one word.
enum LobbyColumns {
    /// Each column's width, its parting space included. The last column, the score, ends the row
    /// and is never cut.
    static let widths = [8, 9, 17, 24, 15, 0]

    /// The titles over the columns, indented as the rows are, past the cursor's `> `. The ships
    /// afloat are counted in the order their title says: the player's, then the opponent's; at a
    /// shared terminal, where there is no one "you", the first-named player's, as in Players.
    static func heading(for mode: PlayMode) -> String {
        "  " + row(["Code", "Rules", "Players", "State", mode == .hotSeat ? "Ships 1st:2nd" : "Ships you:them", "Score"])
    }

    /// The State column's index.
    static let state = 3

    /// The first of `phrases` (fullest first) that fits `column` uncut; the last, cut, if none does.
    static func fitting(_ phrases: [String], column: Int) -> String {
        phrases.first { $0.count < widths[column] } ?? phrases.last ?? ""
    }

    /// Cells in column order laid out on one line.
    static func row(_ cells: [String]) -> String {
        zip(cells, widths).map { text, width in
            width == 0 ? text : text.cut(to: width - 1).padding(width)
        }.joined()
    }
}
