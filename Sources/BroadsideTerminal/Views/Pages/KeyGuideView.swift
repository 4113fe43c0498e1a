/// A page covered by its keys (`?`), one a line with what it does, until the next key: in two
/// columns where each line fits whole, else each key followed by what it does. The page's first
/// line, its title, stays above the list.
enum KeyGuideView {
    static func layouts(_ guide: KeyGuide, header: ScreenLine) -> [Layout] {
        let column = (guide.listed.map(\.keys.count).max() ?? 0) + 2
        let columns = guide.listed.map { ScreenLine(indent + $0.keys.padding(column) + $0.does) }
        // Wrapped, the rest of what a key does goes deeper than the keys: at their indent it
        // would read as keys of its own ("  you", "  can be resumed").
        let inline = guide.listed.map { ScreenLine(indent + $0.keys + ": " + $0.does).hanging(by: indent.count) }
        return [
            Layout(page(columns, guide: guide, header: header), minimumWidth: columns.map(\.width).max() ?? 0),
            Layout(page(inline, guide: guide, header: header), minimumWidth: 20),
        ]
    }

    private static let indent = "  "

    private static func page(_ keys: [ScreenLine], guide: KeyGuide, header: ScreenLine) -> [ScreenLine] {
        let title = ScreenLine(guide.title, style: .title).marked(.cut)
        let close = ScreenLine("Any key closes this list.", style: .faint).marked(.cut)
        // Short of rows, the last keys give up theirs, as messages do, and nothing wraps but
        // them: the list shows on any terminal its page shows on. Too tall for it, the list would
        // give way to the too-small screen, where no key but Ctrl-C acts, so none would close it.
        return [header.marked(.cut), ScreenLine(), title] + keys.map { $0.marked(.message(rank: 0)) } + [ScreenLine(), close]
    }
}
