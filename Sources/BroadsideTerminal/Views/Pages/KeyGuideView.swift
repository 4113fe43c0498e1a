/// The game screen covered by its keys (`?`), one a line with what it does, until the next key:
/// in two columns where each line fits whole, else each key followed by what it does.
enum KeyGuideView {
    static func layouts(_ entries: [GameKeyGuide.Entry], header: ScreenLine) -> [Layout] {
        let column = (entries.map(\.keys.count).max() ?? 0) + 2
        let columns = entries.map { ScreenLine(indent + $0.keys.padding(column) + $0.does) }
        let inline = entries.map { ScreenLine(indent + $0.keys + ": " + $0.does) }
        return [
            Layout(page(columns, header: header), minimumWidth: columns.map(\.width).max() ?? 0),
            Layout(page(inline, header: header), minimumWidth: 20),
        ]
    }

    private static let indent = "  "

    private static func page(_ keys: [ScreenLine], header: ScreenLine) -> [ScreenLine] {
        let title = ScreenLine("Keys of the game screen", style: .title).marked(.cut)
        let close = ScreenLine("Any key closes this list.", style: .faint).marked(.whole)
        return [header, ScreenLine(), title] + keys.map { $0.marked(.whole) } + [ScreenLine(), close]
    }
}
