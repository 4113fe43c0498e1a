/// Shown instead of a page that does not fit: the size it needs, in words.
public enum TooSmallView {
    public static func screen(needs width: Int, _ height: Int, has size: TerminalSize) -> Screen {
        let words = "Terminal too small: needs at least \(width)x\(height), it is \(size.columns)x\(size.rows). Enlarge it, or press Ctrl-C to quit."
        var lines: [ScreenLine] = []
        var current = ""
        for word in words.split(separator: " ") {
            if !current.isEmpty, current.count + 1 + word.count > size.columns {
                lines.append(ScreenLine(current))
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        lines.append(ScreenLine(current))
        return Screen(Array(lines.prefix(max(size.rows, 1))).map { $0.truncated(to: size.columns) })
    }
}

/// Rows and columns of the terminal.
public struct TerminalSize: Hashable, Sendable {
    public let columns: Int
    public let rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }
}
