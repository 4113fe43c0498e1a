/// The whole screen for the client's state at a terminal size: the page's first layout whose
/// lines always shown fit, fitted (`Layout.fitted(to:)`), or a message naming the size it needs.
public enum ClientView {
    public static func screen(_ state: ClientState, size: TerminalSize, now: ContinuousClock.Instant) -> Screen {
        let candidates = layouts(state, height: size.rows, now: now)
        for layout in candidates {
            if let lines = layout.fitted(to: size) { return Screen(lines) }
        }
        return TooSmallView.screen(needs: candidates.map(\.minimumSize), has: size)
    }

    static func layouts(_ state: ClientState, height: Int, now: ContinuousClock.Instant) -> [Layout] {
        let page = pageLayouts(state, height: height, now: now)
        guard state.keyGuide == state.page, let guide = KeyGuide.of(state, now: now) else { return page }
        // The page's title stays above the list; the handover has none, only who is next.
        var header = page.first?.lines.first ?? ScreenLine()
        if case .handover = state.page { header = ScreenLine() }
        return KeyGuideView.layouts(guide, header: header)
    }

    private static func pageLayouts(_ state: ClientState, height: Int, now: ContinuousClock.Instant) -> [Layout] {
        switch state.page {
        case .lobby: return LobbyView.layouts(state, height: height, now: now)
        case .newGame(let form): return FormViews.newGame(form, state: state, now: now)
        case .joinGame(let field): return FormViews.join(field, state: state, now: now)
        case .layouts(let ref, let selection): return FormViews.layouts(ref, selection: selection, state: state, now: now)
        case .saveLayout(let ref, let field): return FormViews.saveLayout(field, ref: ref, state: state, now: now)
        case .handover(let ref): return HandoverView.layouts(playerName: state.playerName(of: ref), message: state.note(at: now), height: height)
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
