/// A way to arrange a page: its lines and the width below which it does not fit. What each line
/// gives up when rows or columns are short is its `LineFitting`; `minimumWidth` counts only what
/// cannot be cut, such as the grids.
struct Layout: Hashable, Sendable {
    let lines: [ScreenLine]
    let minimumWidth: Int
    /// The lines of the same page at the other moments it changes to with no key pressed (the
    /// game at the other player's turn): it keeps rows for the tallest of them, so that it does
    /// not hide itself when the turn changes.
    let linesAtOtherMoments: [[ScreenLine]]
    /// Said in place of the messages the page has no rows for, where it says it (the `?` list).
    let untold: UntoldMessages?

    /// The width of the game with its grids stacked: every page fits where the game does, so that
    /// a player who can play can also reach the lobby and its forms.
    static let narrowestWidth = GridView.width + 2

    init(
        _ lines: [ScreenLine], minimumWidth: Int, linesAtOtherMoments: [[ScreenLine]] = [], untold: UntoldMessages? = nil
    ) {
        self.lines = lines
        self.minimumWidth = minimumWidth
        self.linesAtOtherMoments = linesAtOtherMoments
        self.untold = untold
    }

    /// The smallest terminal the page shows on: at its narrowest, with only the lines it always
    /// shows, at whichever of its moments they take the most rows. Messages never make a page too
    /// small: they give up their rows instead, all but one.
    var minimumSize: TerminalSize {
        TerminalSize(columns: minimumWidth, rows: rowsAlwaysShown(width: minimumWidth))
    }

    /// The rows of the lines that are shown however short of room the page is, at `width`: a
    /// page with messages keeps a row for them, empty or not, so that the most important one (an
    /// error, say) is never lost, and a message that comes does not change the size.
    func rowsAlwaysShown(width: Int) -> Int {
        let messageRow = lines.contains { if case .message = $0.fitting { true } else { false } } ? 1 : 0
        let tallest = linesAtOtherMoments.map { Self.rowsOfLinesNotMessages($0, width: width) }.max() ?? 0
        return max(rowsOfLinesNotMessages(width: width), tallest) + messageRow
    }

    /// The rows of every line but the messages and the blank lines, at `width`.
    func rowsOfLinesNotMessages(width: Int) -> Int {
        Self.rowsOfLinesNotMessages(lines, width: width)
    }

    private static func rowsOfLinesNotMessages(_ lines: [ScreenLine], width: Int) -> Int {
        lines.reduce(0) { rows, line in
            guard !line.isBlank else { return rows }
            switch line.fitting {
            case .message: return rows
            case .whole: return rows + line.fewestRows(width: width)
            case .flexible, .cut: return rows + 1
            }
        }
    }

    /// Places two blocks of lines next to each other, `gap` spaces apart.
    static func sideBySide(_ left: [ScreenLine], _ right: [ScreenLine], gap: Int) -> [ScreenLine] {
        let leftWidth = left.map(\.width).max() ?? 0
        return (0..<max(left.count, right.count)).map { index in
            var line = index < left.count ? left[index].padded(to: leftWidth + gap) : ScreenLine(String(repeating: " ", count: leftWidth + gap))
            if index < right.count { line.append(right[index]) }
            return line
        }
    }
}
