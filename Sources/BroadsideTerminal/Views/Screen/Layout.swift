/// A way to arrange a page: its lines and the width below which it does not fit. Text such as
/// the status line may be cut to the terminal's width; `minimumWidth` counts only what cannot be
/// cut, such as the grids.
public struct Layout: Hashable, Sendable {
    public let lines: [ScreenLine]
    public let minimumWidth: Int

    public init(_ lines: [ScreenLine], minimumWidth: Int) {
        self.lines = lines
        self.minimumWidth = minimumWidth
    }

    public var minimumHeight: Int { lines.count }

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
