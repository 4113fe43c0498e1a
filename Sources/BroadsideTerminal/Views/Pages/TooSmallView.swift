/// Shown instead of a page that does not fit: the size it needs, in words.
enum TooSmallView {
    /// `sizes` are those of the page's layouts, any one of which would do. Where the terminal is
    /// too small for the whole sentence, it says less, the sizes needed first: cut, it would lose them.
    static func screen(needs sizes: [TerminalSize], has size: TerminalSize) -> Screen {
        let needed = smallest(sizes).map { "\($0.columns)x\($0.rows)" }.joined(separator: " or ")
        let forms = [
            "Terminal too small: needs at least \(needed), it is \(size.columns)x\(size.rows). Enlarge it, or press Ctrl-C to quit.",
            "Too small: need \(needed), it is \(size.columns)x\(size.rows). Ctrl-C quits.",
            "Need \(needed)",
        ].map { wrapped($0, to: size.columns) }
        let lines = forms.first { $0.count <= size.rows } ?? forms.last ?? []
        return Screen(Array(lines.prefix(max(size.rows, 1))).map { $0.truncated(to: size.columns) }, hidesPage: true)
    }

    /// `words` broken at spaces into lines of at most `width` characters, a longer word on a line of its own.
    private static func wrapped(_ words: String, to width: Int) -> [ScreenLine] {
        var lines: [ScreenLine] = []
        var current = ""
        for word in words.split(separator: " ") {
            if !current.isEmpty, current.count + 1 + word.count > width {
                lines.append(ScreenLine(current))
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        lines.append(ScreenLine(current))
        return lines
    }

    /// The sizes no other is smaller than in both directions, widest first, each once.
    static func smallest(_ sizes: [TerminalSize]) -> [TerminalSize] {
        let kept = sizes.filter { size in
            !sizes.contains { $0 != size && $0.columns <= size.columns && $0.rows <= size.rows }
        }
        return kept.firstOfEach()
    }
}

/// Rows and columns of the terminal.
struct TerminalSize: Hashable, Sendable {
    let columns: Int
    let rows: Int

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// What a terminal that cannot say its size is taken to be.
    static let standard = TerminalSize(columns: 80, rows: 24)
}
