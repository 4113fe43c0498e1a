import BroadsideCore
import BroadsideProtocol

/// The fleet editor: the grid with the ship in hand (`+` where it fits, `!` on each of its cells
/// where it cannot go), the palette, and why the ship cannot go there.
enum EditorView {
    static func layouts(
        _ editor: FleetEditor, model: SeatModel, session: Presentation, now: ContinuousClock.Instant
    ) -> [Layout] {
        let name = session.playerName(of: model.reference)
        let candidate = editor.candidate?.cellSet ?? CellSet()
        let blocked = editor.candidateProblem != nil
        let title = ScreenLine("Your fleet (\(name))", style: .title).marked(.cut)
        // The cursor shows with every ship placed too: it still moves, and `p` picks up the ship under it.
        let cells = GridView.lines(cursor: editor.cursor) { cell in
            // Every cell of a ship in hand that cannot go is `!`, over a ship in its way too: its
            // letter there would read, without colour, as the ship in hand gone. The rest of the
            // ship in the way stays in sight, and the status line names it.
            if candidate.contains(cell) { return blocked ? GridCell("!", .blocked) : GridCell("+", .fits) }
            return editor.fleet.ship(at: cell).map { GridCell(Glyphs.letter($0), .ship) } ?? GridCell(".", .faint)
        }
        let header = [PageHeader.line(model, name: name), ScreenLine()]
        let note = switch session.statusNote(at: now) {
        case .question: editor.question?.text ?? ""
        case .said(let text): text
        case .news(let news): news.sentence(opponent: model.opponentLabel)
        case nil: ""
        }
        let footer = [ScreenLine(), status(editor).marked(.whole)] + waiting(model, name: name, now: now)
            + [ScreenLine(note, style: .warning).marked(.message(rank: MessageRank.note.rawValue)),
               keys(editor, isHotSeat: session.isHotSeat(model.reference.code))]
        let ships = palette(editor, session: session)
        // Side by side, a long name is cut to the grid's width rather than push the palette off
        // the page, so the page needs only the grid, the gap and the palette: no wider than the
        // game's two grids, so a terminal that shows the game shows the editor.
        let gap = 4
        let sideBySide = [title.truncated(to: GridView.width).marked(.cut)] + cells
        return [
            Layout(header + Layout.sideBySide(sideBySide, ships, gap: gap) + footer,
                   minimumWidth: GridView.width + gap + (ships.map(\.width).max() ?? 0)),
            Layout(header + [title] + cells + [ScreenLine()] + ships + footer, minimumWidth: Layout.narrowestWidth),
        ]
    }

    /// Which message keeps its row when rows are short: the note (a question, an error, a
    /// notice) is what just happened; the code to give stays known from the title meanwhile.
    private enum MessageRank: Int {
        case waiting, note
    }

    /// While nobody has joined, the code to give them, as the game screen says it: one message
    /// would go with the next key, and the title alone does not say what the code is for.
    private static func waiting(_ model: SeatModel, name: String, now: ContinuousClock.Instant) -> [ScreenLine] {
        guard model.phase == .waiting else { return [] }
        let line = GameStatus.headline(model, playerName: name, isHotSeat: false, mayDecline: false, style: .keys, now: now)
        return [line.marked(.message(rank: MessageRank.waiting.rawValue))]
    }

    private static func palette(_ editor: FleetEditor, session: Presentation) -> [ScreenLine] {
        var lines = [ScreenLine("Ships", style: .title).marked(.cut)]
        for (kind, isPlaced) in editor.palette {
            let marker = kind == editor.selected ? ">" : " "
            let label = "\(marker) \(Glyphs.letter(kind)) \(kind.name.padding(10)) \(kind.length)  "
            lines.append(ScreenLine(label + (isPlaced ? "placed" : kind == editor.selected ? "in hand" : ""),
                                    style: kind == editor.selected ? .emphasis : nil))
        }
        // Hot-seat offers no saved layouts: the second player could load the first one's fleet.
        guard session.mode != .hotSeat else { return lines }
        lines.append(ScreenLine())
        lines.append(ScreenLine("Saved layouts: \(session.layouts.names.count)"))
        return lines
    }

    /// Where the ship in hand would go, after the cell being typed, as the game screen shows its target.
    private static func status(_ editor: FleetEditor) -> ScreenLine {
        let typed = editor.typing.text.isEmpty ? "" : "Typed: \(editor.typing.text)  "
        guard let candidate = editor.candidate else {
            return ScreenLine(typed + "Every ship is placed: press Enter when your fleet is ready.", style: .emphasis)
        }
        let position = typed + "\(candidate.kind.name) at \(candidate.origin) \(candidate.orientation.word)"
        guard let problem = editor.candidateProblem else { return ScreenLine(position + ": fits.") }
        return ScreenLine(position + ": " + problem.description + ".", style: .blocked)
    }

    /// One line of keys, wrapped between its entries as one sequence: two lines each wrapped on
    /// their own left a key alone on a row of its own.
    private static func keys(_ editor: FleetEditor, isHotSeat: Bool) -> ScreenLine {
        ScreenLine(KeyGuide.line(of: KeyGuide.editor(editor, isHotSeat: isHotSeat)), style: .faint).marked(.whole)
    }
}
