import BroadsideProtocol

/// The new-game form, the join-code prompt, the saved layouts and the prompt to name a layout.
public enum FormViews {
    public static func newGame(_ form: NewGameForm, state: ClientState) -> [Layout] {
        var lines = [heading("new game"), ScreenLine()]
        for field in form.fields {
            let focused = field == form.focus
            let (label, value) = describe(field, of: form)
            lines.append(ScreenLine((focused ? "> " : "  ") + label.padding(12) + value, style: focused ? .emphasis : nil))
        }
        lines += [ScreenLine(), ScreenLine(state.message ?? form.problem ?? inPlay(state) ?? "", style: .warning).marked(.message(rank: 0))]
        lines.append(ScreenLine("Enter create · Tab/arrows next field · space or ←/→ change · Esc games", style: .faint).marked(.whole))
        return [Layout(lines, minimumWidth: 40)]
    }

    /// Hot-seat and solo open on this form: a player back to finish a game is shown the way to it.
    private static func inPlay(_ state: ClientState) -> String? {
        let count = state.lobby.inPlayCount
        guard count > 0 else { return nil }
        return count == 1 ? "A game is still in play: Esc to resume it." : "\(count) games are still in play: Esc to resume one."
    }

    private static func describe(_ field: NewGameForm.Field, of form: NewGameForm) -> (String, String) {
        switch field {
        case .rules: ("Rules:", "< \(form.variant.rawValue) >")
        case .opponent: ("Opponent:", "< \(form.opponent.rawValue) >")
        case .firstName: ("Player 1:", form.firstName.text + (form.focus == field ? "_" : ""))
        case .secondName: ("Player 2:", form.secondName.text + (form.focus == field ? "_" : ""))
        }
    }

    public static func join(_ field: TextField, state: ClientState) -> [Layout] {
        prompt("join a game", "Code of the game to join: ", field, state: state, keys: "Enter join · Ctrl-U clear · Esc games")
    }

    public static func saveLayout(_ field: TextField, state: ClientState) -> [Layout] {
        prompt("save layout", "Save this layout as: ", field, state: state, keys: "Enter save · Esc back")
    }

    public static func layouts(selection: Int, state: ClientState) -> [Layout] {
        var lines = [heading("saved layouts"), ScreenLine()]
        for (index, name) in state.layouts.names.enumerated() {
            let ships = state.layouts[name]?.count ?? 0
            lines.append(ScreenLine((index == selection ? "> " : "  ") + name.padding(26) + "\(ships) ships",
                                    style: index == selection ? .cursor : nil))
        }
        lines += [ScreenLine(), ScreenLine(state.message ?? "", style: .warning).marked(.message(rank: 0))]
        lines.append(ScreenLine("arrows/jk choose · Enter load · d delete · Esc back", style: .faint).marked(.whole))
        return [Layout(lines, minimumWidth: 40)]
    }

    private static func prompt(_ title: String, _ label: String, _ field: TextField, state: ClientState, keys: String) -> [Layout] {
        [Layout([
            heading(title), ScreenLine(), ScreenLine(label + field.text + "_", style: .emphasis), ScreenLine(),
            ScreenLine(state.message ?? "", style: .warning).marked(.message(rank: 0)), ScreenLine(keys, style: .faint).marked(.whole),
        ], minimumWidth: 40)]
    }

    private static func heading(_ text: String) -> ScreenLine {
        var line = ScreenLine("Broadside", style: .title)
        line.append("  " + text)
        return line.marked(.cut)
    }
}
