/// A way to arrange a page: its lines and the width below which it does not fit. Text such as
/// a title may be cut to the terminal's width; `minimumWidth` counts only what cannot be cut,
/// such as the grids, and lines that keep whole are wrapped instead.
public struct Layout: Hashable, Sendable {
    public let lines: [ScreenLine]
    public let minimumWidth: Int

    public init(_ lines: [ScreenLine], minimumWidth: Int) {
        self.lines = lines
        self.minimumWidth = minimumWidth
    }

    /// The lines at a width where there is no room to wrap them all: those that keep whole
    /// wrapped, the others left to be cut.
    public func shortened(to width: Int) -> [ScreenLine] {
        lines.flatMap { $0.keepsWhole ? $0.wrapped(to: width) : [$0] }
    }

    /// The smallest terminal the page shows on: at its narrowest, shortened, without blank lines.
    public var minimumSize: TerminalSize {
        TerminalSize(columns: minimumWidth, rows: shortened(to: minimumWidth).filter { !$0.isBlank }.count)
    }

    /// The lines with as many blank lines taken out, last first, as it takes to fit in `rows`;
    /// nil if they do not fit without their blank lines. Blank lines space a page out; its text
    /// needs their room more.
    static func fitted(_ lines: [ScreenLine], rows: Int) -> [ScreenLine]? {
        var lines = lines
        while lines.count > rows, let blank = lines.lastIndex(where: \.isBlank) { lines.remove(at: blank) }
        return lines.count <= rows ? lines : nil
    }

    /// Places two blocks of lines next to each other, `gap` spaces apart.
    public static func sideBySide(_ left: [ScreenLine], _ right: [ScreenLine], gap: Int) -> [ScreenLine] {
        let leftWidth = left.map(\.width).max() ?? 0
        return (0..<max(left.count, right.count)).map { index in
            var line = index < left.count ? left[index].padded(to: leftWidth + gap) : ScreenLine(String(repeating: " ", count: leftWidth + gap))
            if index < right.count { line.append(right[index]) }
            return line
        }
    }
}
