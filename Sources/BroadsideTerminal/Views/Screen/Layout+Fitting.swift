extension Layout {
    /// The lines fitted to a terminal of `size`, or nil when it cannot hold the lines always shown.
    /// Room is given up in this order: blank lines, last first, which only space the page out;
    /// then the wrapping of flexible lines, cut instead; then messages, least important first,
    /// the last one kept cut to the rows left rather than dropped.
    func fitted(to size: TerminalSize) -> [ScreenLine]? {
        guard minimumWidth <= size.columns, rowsAlwaysShown(width: size.columns) <= size.rows else { return nil }
        for cutting in [false, true] {
            let arranged = lines.flatMap { shown($0, width: size.columns, cutting: cutting) }
            if let fitted = Self.withoutBlankLines(arranged, toFit: size.rows) { return fitted }
        }
        return withMessagesShortened(to: size)
    }

    /// A line as it shows with room to spare, or with flexible lines cut (`cutting`).
    private func shown(_ line: ScreenLine, width: Int, cutting: Bool) -> [ScreenLine] {
        switch line.fitting {
        case .cut: [line.truncated(to: width)]
        case .flexible where cutting: [line.truncated(to: width)]
        case .flexible, .whole, .message: line.wrapped(to: width)
        }
    }

    /// The lines with as many blank lines taken out, last first, as it takes to fit in `rows`;
    /// nil if they do not fit without their blank lines.
    private static func withoutBlankLines(_ lines: [ScreenLine], toFit rows: Int) -> [ScreenLine]? {
        var lines = lines
        while lines.count > rows, let blank = lines.lastIndex(where: \.isBlank) { lines.remove(at: blank) }
        return lines.count <= rows ? lines : nil
    }

    /// No blank line, flexible lines cut, and the rows the other lines leave handed to the messages
    /// by rank, the highest first, each as many as it wraps to while there are any; one with
    /// shorter forms gives way to the first that fits the rows left, rather than be cut. A page
    /// that says what it leaves untold keeps a row for that, where the first message left out was.
    private func withMessagesShortened(to size: TerminalSize) -> [ScreenLine] {
        let kept = lines.filter { !$0.isBlank }
        let rowsLeft = size.rows - rowsOfLinesNotMessages(width: size.columns)
        var shownMessages = Self.messagesShown(kept, rows: rowsLeft, width: size.columns)
        if let untold, rowsLeft > 1, shownMessages.values.contains(where: \.isEmpty) {
            shownMessages = Self.messagesShown(kept, rows: rowsLeft - 1, width: size.columns)
            let leftOut = shownMessages.filter(\.value.isEmpty).keys
            if let first = leftOut.min() { shownMessages[first] = [untold.line(count: leftOut.count).truncated(to: size.columns)] }
        }
        return kept.indices.flatMap { index in shownMessages[index] ?? shownShortest(kept[index], width: size.columns) }
    }

    /// A line as it shows where rows are short: flexible lines cut, and a line always shown in
    /// the form that takes the fewest rows, as the rows the page needs are counted.
    private func shownShortest(_ line: ScreenLine, width: Int) -> [ScreenLine] {
        guard case .whole = line.fitting else { return shown(line, width: width, cutting: true) }
        return line.wrapped(to: width, limit: line.fewestRows(width: width))
    }

    /// The lines each message of `lines` shows as, by its index, given `rows` to share by rank. A
    /// message marked so (`leavingNextMessageARow`) that would take every row left gives way to a
    /// shorter form of it that leaves the next message by rank a row, where it has one: a volley
    /// that sinks a ship said in full took the computer's answer's row at 60x20.
    private static func messagesShown(_ lines: [ScreenLine], rows: Int, width: Int) -> [Int: [ScreenLine]] {
        var rowsLeft = rows
        var shownMessages = [Int: [ScreenLine]]()
        let messages = lines.indices.compactMap { index -> (index: Int, rank: Int)? in
            guard case .message(let rank) = lines[index].fitting else { return nil }
            return (index, rank)
        }.sorted { ($0.rank, -$0.index) > ($1.rank, -$1.index) }
        for (order, message) in messages.enumerated() {
            let line = lines[message.index]
            let nextIsSaid = order + 1 < messages.count && !lines[messages[order + 1].index].text.isEmpty
            let leavesARow = line.leavesNextMessageARow && nextIsSaid && rowsLeft > 1 && line.fitsWhole(width: width, rows: rowsLeft - 1)
            let shown = rowsLeft > 0 ? line.wrapped(to: width, limit: leavesARow ? rowsLeft - 1 : rowsLeft) : []
            shownMessages[message.index] = shown
            rowsLeft -= shown.count
        }
        return shownMessages
    }
}
