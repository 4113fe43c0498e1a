/// Shown instead of a page that does not fit: the size it needs, in words.
public enum TooSmallView {
    /// `sizes` are those of the page's layouts, any one of which would do.
    public static func screen(needs sizes: [TerminalSize], has size: TerminalSize) -> Screen {
        let needed = smallest(sizes).map { "\($0.columns)x\($0.rows)" }.joined(separator: " or ")
        let words = "Terminal too small: needs at least \(needed), it is \(size.columns)x\(size.rows). Enlarge it, or press Ctrl-C to quit."
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
        return Screen(Array(lines.prefix(max(size.rows, 1))).map { $0.truncated(to: size.columns) }, hidesPage: true)
    }

    /// The sizes no other is smaller than in both directions, widest first, each once.
    static func smallest(_ sizes: [TerminalSize]) -> [TerminalSize] {
        let kept = sizes.filter { size in
            !sizes.contains { $0 != size && $0.columns <= size.columns && $0.rows <= size.rows }
        }
        return kept.reduce(into: []) { unique, size in if !unique.contains(size) { unique.append(size) } }
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
