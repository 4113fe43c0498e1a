/// The lobby's columns on a wide terminal. Every cell is cut to its column, marked `…`, one
/// character short of it, so that however long a name is, a space always parts it from the next
/// column: a cell running into the next one would read as one word.
struct LobbyColumns {
    /// Each column's width, its parting space included. The last column, the score, ends the row
    /// and is never cut.
    let widths: [Int]

    /// The State column's index.
    static let state = 3

    /// What a cell of the Players column holds at most: one short of the column.
    var playersWidth: Int { widths[2] - 1 }

    /// Columns whose State is `stateWidth` wide, its parting space included: at least the
    /// standard 24, which fits 80 columns; a wider terminal gives room to the longest states
    /// (`your turn, bob away 0:40`).
    init(stateWidth: Int = LobbyColumns.standardStateWidth) {
        widths = [8, 9, 17, max(stateWidth, Self.standardStateWidth), 15, 0]
    }

    static let standardStateWidth = 24
    static let standard = LobbyColumns()

    /// The titles over the columns, indented as the rows are, past the cursor's `> `. The ships
    /// afloat are counted in the order their title says: the player's, then the opponent's; at a
    /// shared terminal, where there is no one "you", the first-named player's, as in Players.
    func heading(for mode: PlayMode) -> String {
        "  " + row(["Code", "Rules", "Players", "State", mode == .hotSeat ? "Ships 1st:2nd" : "Ships you:them", "Score"])
    }

    /// The first of `phrases` (fullest first) that fits the State column uncut; the last, cut, if none does.
    func fittingState(_ phrases: [String]) -> String {
        phrases.first { $0.count < widths[Self.state] } ?? phrases.last ?? ""
    }

    /// Cells in column order laid out on one line.
    func row(_ cells: [String]) -> String {
        zip(cells, widths).map { text, width in
            width == 0 ? text : text.cut(to: width - 1).padding(width)
        }.joined()
    }
}
