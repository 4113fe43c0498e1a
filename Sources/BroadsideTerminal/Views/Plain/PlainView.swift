import BroadsideCore
import BroadsideProtocol

/// Line mode's output: whole pages as plain lines (grids one above the other, which reads better
/// aloud), and after each step only what changed. No cursor addressing, no colour.
public enum PlainView {
    /// Said under the game list while the server is away.
    static let listAsLastSeen = "Not connected to the server: the list is as it was last seen."

    /// The current page in full.
    /// `width`: the terminal's columns, for the game list, whose table needs 80 (narrower, each
    /// game takes two lines, as on the full-screen lobby). `settings`: whether to print the grids
    /// (`show` always does), or say in words what they would show.
    static func page(
        _ session: Presentation, now: ContinuousClock.Instant, width: Int = defaultWidth, settings: PlainSettings = PlainSettings()
    ) -> [String] {
        switch session.page {
        case .lobby:
            let games = session.lobby.visibleGames
            guard !games.isEmpty else { return [LobbyView.noGames(session, style: .commands)] + [LobbyView.otherPlayersGames(session)].compactMap { $0 } }
            let heading = LobbyColumns.standard.heading(for: session.mode)
            let rows = heading.count <= width
                ? [heading] + games.map { "  " + LobbyView.row($0, session: session, now: now) }
                : ["  Code    Players"] + games.flatMap { ["  " + LobbyView.narrowRow($0), "      " + LobbyView.details($0, session: session, now: now)] }
            return ["Your games:"] + rows + ["Type open CODE to open one."]
        case .newGame, .joinGame, .saveLayout:
            let new = switch session.mode {
            case .network: "new [classic|salvo] [human|computer], or join CODE"
            case .hotSeat: "new [classic|salvo] [NAME1 NAME2]"
            case .solo: "new [classic|salvo]"
            }
            // Two lines, each within 80 columns. Line mode's first line already offers help.
            return ["Type \(new) to start a game.", "Type games to list yours."]
        case .layouts:
            return layouts(session)
        case .handover(let ref):
            return ["Pass the terminal to \(session.playerName(of: ref)), who types take to go on."]
        case .editor(let ref):
            guard let editor = session.editor(ref) else { return [] }
            let grid = GridView.lines { cell in
                editor.fleet.ship(at: cell).map { GridCell(Glyphs.letter($0)) } ?? GridCell(".")
            }
            let missing = editor.fleet.missing(for: editor.rules).map(\.rawValue).joined(separator: ", ")
            // An empty grid is eleven lines that say nothing: said as a line instead.
            let fleet = editor.fleet.placements.isEmpty ? ["  No ship placed yet."]
                : settings.printsGrids ? plain(grid) : editor.fleet.placements.map { "  " + words($0) }
            return ["Your fleet (\(session.playerName(of: ref))), game \(codeAndRules(ref, session)):"] + fleet
                + [missing.isEmpty ? "Every ship is placed: type ready." : "Still to place: \(missing). Type place SHIP CELL H|V, or random."]
        case .game(let ref):
            guard let model = session.seat(ref) else { return [] }
            return game(model, session: session, now: now, settings: settings)
        }
    }

    /// `K7QX3M (salvo, round 2)`: the full screen's title says the rules and the round too, and
    /// in line mode nothing else would say that a game is salvo.
    private static func codeAndRules(_ ref: SeatReference, _ session: Presentation) -> String {
        guard let summary = session.seat(ref)?.summary else { return "\(ref.code)" }
        return "\(ref.code) (\(summary.rules.variant.rawValue), round \(summary.round))"
    }

    static func layouts(_ session: Presentation) -> [String] {
        guard session.mode != .hotSeat else { return [LayoutPhrases.noneAtSharedTerminal] }
        let names = session.layouts.names
        return names.isEmpty ? ["No saved layouts."] : ["Saved layouts: " + names.joined(separator: ", ")]
    }

    private static func game(
        _ model: SeatModel, session: Presentation, now: ContinuousClock.Instant, settings: PlainSettings
    ) -> [String] {
        let name = session.playerName(of: model.reference)
        let own = GridView.lines { Glyphs.own(model.ownGrid.mark(at: $0)) }
        let grids = settings.printsGrids ? ["Your fleet:"] + plain(own) + ["Enemy waters:"] + targetLines(model) : []
        let score = "score \(model.summary.score[model.seat])-\(model.summary.score[model.seat.opponent])"
        return ["Game \(codeAndRules(model.reference, session)), \(name) vs \(model.opponentLabel), \(score)"]
            + grids + GameView.afloat(model)
            + status(model, session: session, now: now)
    }

    private static func status(_ model: SeatModel, session: Presentation, now: ContinuousClock.Instant) -> [String] {
        let name = session.playerName(of: model.reference)
        return [
            ShotPhrases.own(model.lastVolley),
            ShotPhrases.incoming(model.lastIncomingVolley, by: model.opponentLabel, fleet: model.ownGrid.fleet),
            GameStatus.headline(
                model, playerName: name, isHotSeat: session.isHotSeat(model.reference.code),
                mayDecline: session.mayDeclineRematch(in: model.reference.code), style: .commands, now: now
            ).text,
            GameStatus.claim(model, style: .commands, ground: session.claimGround(for: model, now: now), now: now),
        ].compactMap { $0 }
    }

    /// What to print after a step: the message, the new page, or what happened on the page shown.
    /// `printedAt`: when `old` was printed, for what time alone brought about since (a claim that
    /// would now win). `settings`: what the player asked line mode to leave out.
    static func changes(
        from old: Presentation, to new: Presentation, printedAt: ContinuousClock.Instant? = nil, now: ContinuousClock.Instant,
        width: Int = defaultWidth, settings: PlainSettings = PlainSettings()
    ) -> [String] {
        var lines = new.message.flatMap { $0 == old.message ? nil : [$0] } ?? []
        let claims = claimsElsewhere(old, new, printedAt: printedAt, now: now)
        if old.page != new.page, !isSamePage(old.page, new.page) { return lines + page(new, now: now, width: width, settings: settings) + claims }
        switch new.page {
        case .lobby where old.lobby != new.lobby:
            lines += page(new, now: now, width: width, settings: settings)
        case .game(let ref):
            guard let before = old.seat(ref), let after = new.seat(ref) else { break }
            lines += gameChanges(before, after, session: new, printedAt: printedAt, now: now, settings: settings)
        case .editor(let ref):
            lines += fleetChanges(old.editor(ref), new.editor(ref), emptiedAsSaid: new.message != old.message && new.message != nil)
            // The opponent joining or getting ready.
            if let model = new.seat(ref), let notice = model.noticeSentence, model.notice != old.seat(ref)?.notice { lines.append(notice) }
        default:
            break
        }
        return lines + claims
    }

    /// Pages that differ only in what is typed into them.
    private static func isSamePage(_ old: Page, _ new: Page) -> Bool {
        switch (old, new) {
        case (.newGame, .newGame), (.joinGame, .joinGame), (.saveLayout, .saveLayout): true
        default: false
        }
    }

    private static func gameChanges(
        _ before: SeatModel, _ after: SeatModel, session: Presentation, printedAt: ContinuousClock.Instant?,
        now: ContinuousClock.Instant, settings: PlainSettings
    ) -> [String] {
        var lines: [String] = []
        // After a ship sunk, what is left afloat: the grids show it at a glance, a listener only hears it.
        if after.outgoing.count > before.outgoing.count, let own = ShotPhrases.own(after.lastVolley) {
            lines.append(own)
            if !after.isOver, after.targetGrid.afloat.count < before.targetGrid.afloat.count { lines.append(GameView.enemyAfloat(after)) }
        }
        if after.incoming.count > before.incoming.count,
           let incoming = ShotPhrases.incoming(after.lastIncomingVolley, by: after.opponentLabel, fleet: after.ownGrid.fleet) {
            lines.append(incoming)
            if !after.isOver, after.ownGrid.afloat.count < before.ownGrid.afloat.count { lines.append(GameView.ownAfloat(after)) }
        }
        if let notice = after.noticeSentence, after.notice != before.notice { lines.append(notice) }
        lines += claimNews(before, after, session: session, printedAt: printedAt, now: now)
        // At a shared terminal an offer waits only on a handover, said as the handover.
        if after.rematchRequested, !before.rematchRequested, !session.isHotSeat(after.reference.code) {
            lines.append(GameStatus.rematchOffered(after, mayDecline: session.mayDeclineRematch(in: after.reference.code), style: .commands))
        }
        let name = session.playerName(of: after.reference)
        // The end is said once, as `* OVER` arrives; the fleet follows with `* REVEAL`, which a
        // round abandoned before anyone joined never sends.
        if after.isOver, !before.isOver {
            lines.append(GameStatus.outcome(
                after, playerName: name, isHotSeat: session.isHotSeat(after.reference.code),
                mayDecline: session.mayDeclineRematch(in: after.reference.code), style: .commands))
            // The full screen's title bar keeps the score in sight; a listener hears it here, once
            // a round won has changed it.
            if after.summary.winner != nil {
                let score = after.summary.score
                lines.append("Score: \(name) \(score[after.seat]), \(after.opponentLabel) \(score[after.seat.opponent]).")
            }
        }
        // A fleet all sunk by this player's shots shows nothing new when revealed.
        let revealsNothing = after.summary.reason == .sunk && after.summary.winner == after.seat
        if after.isOver, before.revealed == nil, after.revealed != nil, !revealsNothing {
            lines += ["Enemy fleet:"] + (settings.printsGrids ? targetLines(after) : revealed(after))
        } else if !after.isOver, after.summary.turn != nil, after.phase != before.phase || after.summary.turn != before.summary.turn {
            if after.isMyTurn, settings.printsGrids {
                lines += ["Enemy waters:"] + targetLines(after)
            }
            // The computer fires at once: a line saying it is about to would be read out, and
            // answered, on the next (a screen-reader user's walkthrough).
            if after.isMyTurn || after.summary.opponent != .computer {
                lines.append(GameStatus.headline(
                    after, playerName: name, isHotSeat: session.isHotSeat(after.reference.code),
                    mayDecline: session.mayDeclineRematch(in: after.reference.code), style: .commands, now: now
                ).text)
            }
        }
        return lines
    }

    /// What `grids on|off` says.
    static func gridsSetting(printed: Bool) -> String {
        printed
            ? "The grids are printed as the game goes."
            : "The grids are no longer printed as the game goes: show prints them. Fleets are said in words."
    }

    /// The width line mode wraps to where the terminal's is not known (output to a pipe or file).
    static let defaultWidth = 80

    /// `lines` broken at spaces to `width` columns, so that a terminal does not break them
    /// mid-word; a line's indentation carries on to the lines it is broken into. A word longer
    /// than a line (a path, say) is left whole, on a line of its own: cut, it could not be copied.
    public static func wrapped(_ lines: [String], to width: Int) -> [String] {
        lines.flatMap { wrapped($0, to: width) }
    }

    private static func wrapped(_ line: String, to width: Int) -> [String] {
        let characters = Array(line)
        let indent = String(characters.prefix { $0 == " " })
        var parts: [String] = []
        var start = indent.count
        while start < characters.count {
            let lead = parts.isEmpty ? indent : String(indent.prefix(width / 2))
            let room = max(width - lead.count, 1)
            var end = characters.count
            if end - start > room {
                // The last space within the room ends the part; with none, the first one after it.
                let spaces = characters.indices[start...].filter { characters[$0] == " " }
                end = spaces.last { $0 <= start + room } ?? spaces.first ?? end
            }
            let kept = characters[start..<end].reversed().drop { $0 == " " }.reversed()
            parts.append(lead + String(kept))
            start = end
            while start < characters.count, characters[start] == " " { start += 1 }
        }
        return parts.isEmpty ? [line] : parts
    }

    /// The enemy waters as plain lines: own shots, and once revealed the enemy fleet.
    private static func targetLines(_ model: SeatModel) -> [String] {
        plain(GridView.lines { Glyphs.target(model.targetGrid, $0) })
    }

    /// Lines as plain text, without the trailing spaces a screen pads with.
    private static func plain(_ lines: [ScreenLine]) -> [String] {
        Screen(lines).text.components(separatedBy: "\n")
    }
}
