import BroadsideProtocol

/// The new-game form, the join-code prompt, the saved layouts and the prompt to name a layout.
enum FormViews {
    static func newGame(_ form: NewGameForm, session: Presentation, now: ContinuousClock.Instant) -> [Layout] {
        var lines = [heading("new game"), ScreenLine()]
        for field in form.fields {
            let focused = field == form.focus
            var line = ScreenLine((focused ? "> " : "  ") + label(field).padding(12), style: focused ? .emphasis : nil)
            if let name = form.textField(field) {
                // A name offered as a default is drawn selected, as editors show text that typing replaces.
                line.append(name.text, style: focused ? (name.isPrefilled ? .cursor : .emphasis) : nil)
                if focused { line.append("_", style: .emphasis) }
            } else {
                line.append(choice(field, of: form), style: focused ? .emphasis : nil)
            }
            lines.append(line)
        }
        // Without a name field the name played as is said: taken from the login name, it may
        // have been cleaned up ("Zoë Smith" plays as ZoSmith), and the games are listed under it.
        if !form.fields.contains(.firstName) { lines.append(playingAs(session)) }
        let note = session.note(at: now) ?? form.textField(form.focus)?.refusalSentence ?? form.problem?.sentence ?? inPlay(session)
        lines += [ScreenLine(), ScreenLine(note ?? "", style: .warning).marked(.message(rank: 0))]
        lines.append(ScreenLine(KeyGuide.line(of: KeyGuide.newGame(form)), style: .faint).marked(.whole))
        return [Layout(lines, minimumWidth: Layout.narrowestWidth)]
    }

    /// Opened at start with games still in play (a key pressed on the form before the list came
    /// keeps it on screen): the way back to them is shown. Esc shows the list, where the player
    /// picks the game to go on with; one who has seen the list since knows it.
    private static func inPlay(_ session: Presentation) -> String? {
        let count = session.lobby.inPlayCount
        guard count > 0, !session.hasShownGames else { return nil }
        return (count == 1 ? "A game is" : "\(count) games are") + " still in play: Esc shows your games."
    }

    private static func label(_ field: NewGameForm.Field) -> String {
        switch field {
        case .rules: "Rules:"
        case .opponent: "Opponent:"
        case .firstName: "Player 1:"
        case .secondName: "Player 2:"
        }
    }

    private static func choice(_ field: NewGameForm.Field, of form: NewGameForm) -> String {
        field == .opponent ? "< \(form.opponent.rawValue) >" : "< \(form.variant.rawValue) >"
    }

    /// The game is joined as the name the client plays as, said as on the new-game form.
    static func join(_ field: TextField, session: Presentation, now: ContinuousClock.Instant) -> [Layout] {
        prompt("join a game", "Code of the game to join: ", field, note: session.note(at: now) ?? field.refusalSentence,
               keys: KeyGuide.line(of: KeyGuide.join(field)), aside: playingAs(session))
    }

    private static func playingAs(_ session: Presentation) -> ScreenLine {
        ScreenLine("  Playing as \(session.playerName)\(session.nameIsRemembered ? " (the name used last)" : ""); --name changes it.", style: .faint)
    }

    /// The question whether to replace a layout of the name typed shows until it is answered.
    static func saveLayout(_ field: TextField, ref: SeatReference, session: Presentation, now: ContinuousClock.Instant) -> [Layout] {
        let note = session.editor(ref)?.question?.text ?? session.note(at: now) ?? field.refusalSentence
        return prompt("save layout", "Save this layout as: ", field, note: note, keys: "Enter save · Esc back")
    }

    static func layouts(_ ref: SeatReference, selection: Int, session: Presentation, now: ContinuousClock.Instant) -> [Layout] {
        var lines = [heading("saved layouts"), ScreenLine()]
        let names = session.layouts.names
        // The counts line up past the longest name; where the width is short of them, they are
        // left out whole rather than wrapped under the names.
        let column = (names.map(\.count).max() ?? 0) + 2
        for (index, name) in names.enumerated() {
            let ships = session.layouts[name]?.count ?? 0
            let (marker, style): (String, Style?) = index == selection ? ("> ", .cursor) : ("  ", nil)
            lines.append(ScreenLine(marker + name.padding(column) + "\(ships) ships", style: style)
                .shortened(to: [ScreenLine(marker + name, style: style)]).marked(.cut))
        }
        // The question asked is what the next key answers, so nothing may hide it.
        let note = session.editor(ref)?.question?.text ?? session.note(at: now)
        lines += [ScreenLine(), ScreenLine(note ?? "", style: .warning).marked(.message(rank: 0))]
        lines.append(ScreenLine(KeyGuide.line(of: KeyGuide.layouts), style: .faint).marked(.whole))
        return [Layout(lines, minimumWidth: Layout.narrowestWidth)]
    }

    /// `aside`, when given, is said under the field.
    private static func prompt(
        _ title: String, _ label: String, _ field: TextField, note: String?, keys: String, aside: ScreenLine? = nil
    ) -> [Layout] {
        let fieldLines = [ScreenLine(label + field.text + "_", style: .emphasis)] + (aside.map { [$0] } ?? [])
        return [Layout(
            [heading(title), ScreenLine()] + fieldLines + [
                ScreenLine(), ScreenLine(note ?? "", style: .warning).marked(.message(rank: 0)),
                ScreenLine(keys, style: .faint).marked(.whole),
            ], minimumWidth: Layout.narrowestWidth)]
    }

    private static func heading(_ text: String) -> ScreenLine {
        var line = ScreenLine("Broadside", style: .title)
        line.append("  " + text)
        return line.marked(.cut)
    }
}
