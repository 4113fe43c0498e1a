/// The whole screen for the client's state at a terminal size: the page's first layout that fits,
/// its long lines wrapped where there is room, or a message naming the size it needs.
public enum ClientView {
    public static func screen(_ state: ClientState, size: TerminalSize, now: ContinuousClock.Instant) -> Screen {
        let candidates = layouts(state, height: size.rows, now: now)
        let wide = candidates.filter { $0.minimumWidth <= size.columns }
        // Text too long for the width is wrapped while the page still fits; only else cut, all but
        // the lines that keep whole.
        for cutting in [false, true] {
            for layout in wide {
                let lines = cutting ? layout.shortened(to: size.columns) : layout.lines.flatMap { $0.wrapped(to: size.columns) }
                if let fitted = Layout.fitted(lines, rows: size.rows) { return Screen(fitted.map { $0.truncated(to: size.columns) }) }
            }
        }
        return TooSmallView.screen(needs: candidates.map(\.minimumSize), has: size)
    }

    static func layouts(_ state: ClientState, height: Int, now: ContinuousClock.Instant) -> [Layout] {
        switch state.page {
        case .lobby: return LobbyView.layouts(state, height: height, now: now)
        case .newGame(let form): return FormViews.newGame(form, state: state)
        case .joinGame(let field): return FormViews.join(field, state: state)
        case .layouts(_, let selection): return FormViews.layouts(selection: selection, state: state)
        case .saveLayout(_, let field): return FormViews.saveLayout(field, state: state)
        case .handover(let ref): return HandoverView.layouts(playerName: state.playerName(of: ref), height: height)
        case .editor(let ref):
            guard let editor = state.editors[ref], let model = state.seats[ref] else { return loading }
            return EditorView.layouts(editor, model: model, state: state, now: now)
        case .game(let ref):
            guard let model = state.seats[ref] else { return loading }
            return GameView.layouts(model, aim: state.aims[ref] ?? Aim(), state: state, now: now)
        }
    }

    private static let loading = [Layout([ScreenLine("Loading…")], minimumWidth: 10)]
}
