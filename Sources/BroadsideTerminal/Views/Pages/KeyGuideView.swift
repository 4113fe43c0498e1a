/// A page covered by its keys (`?`), one a line with what it does, until the next key: in two
/// columns where each line fits whole, else each key followed by what it does. The page's first
/// line, its title, stays above the list.
enum KeyGuideView {
    static func layouts(_ guide: KeyGuide, header: ScreenLine) -> [Layout] {
        let column = (guide.listed.map(\.keys.count).max() ?? 0) + 2
        let columns = guide.listed.map { ScreenLine(indent + $0.keys.padding(column) + $0.does).marked(rank(of: $0)) }
        // Wrapped, the rest of what a key does goes deeper than the keys: at their indent it
        // would read as keys of its own ("  you", "  can be resumed").
        let inline = guide.listed.map { ScreenLine(indent + $0.keys + ": " + $0.does).hanging(by: indent.count).marked(rank(of: $0)) }
        return [
            Layout(page(columns, guide: guide, header: header), minimumWidth: columns.map(\.width).max() ?? 0, untold: untold),
            Layout(page(inline, guide: guide, header: header), minimumWidth: 20, untold: untold),
        ]
    }

    private static let indent = "  "

    /// Said in place of the keys a short terminal has no rows for.
    private static let untold = UntoldMessages(one: "more key", several: "more keys", remedy: "enlarge the terminal", shortRemedy: "enlarge terminal")

    /// Short of rows, the last keys give up theirs, as messages do, but Ctrl-C, the way out,
    /// keeps its own longest.
    private static func rank(of entry: KeyGuide.Entry) -> LineFitting {
        .message(rank: entry.keys == KeyGuide.quit.keys ? 1 : 0)
    }

    private static func page(_ keys: [ScreenLine], guide: KeyGuide, header: ScreenLine) -> [ScreenLine] {
        let title = ScreenLine(guide.title, style: .title).marked(.cut)
        let close = ScreenLine("Any key closes this list.", style: .faint).marked(.cut)
        // Nothing wraps but the keys, which give up their rows as messages do: the list shows on
        // any terminal its page shows on. Too tall for it, the list would give way to the
        // too-small screen, where no key but Ctrl-C acts, so none would close it.
        return [header.marked(.cut), ScreenLine(), title] + keys + [ScreenLine(), close]
    }
}
