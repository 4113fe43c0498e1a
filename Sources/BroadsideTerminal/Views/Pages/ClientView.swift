/// The whole screen for the client's state at a terminal size: the page's first layout whose
/// lines always shown fit, fitted (`Layout.fitted(to:)`), or a message naming the size it needs.
enum ClientView {
    static func screen(_ session: Presentation, size: TerminalSize, now: ContinuousClock.Instant) -> Screen {
        let candidates = layouts(session, height: size.rows, now: now)
        for layout in candidates {
            if let lines = layout.fitted(to: size) { return Screen(lines) }
        }
        return TooSmallView.screen(needs: candidates.map(\.minimumSize), has: size)
    }

    static func layouts(_ session: Presentation, height: Int, now: ContinuousClock.Instant) -> [Layout] {
        if session.showsLoading { return LobbyView.loading(session, now: now) }
        let page = pageLayouts(session, height: height, now: now)
        guard session.keyGuide == session.page, let guide = KeyGuide.of(session, now: now) else { return page }
        // The page's title stays above the list; the handover has none, only who is next.
        var header = page.first?.lines.first ?? ScreenLine()
        if case .handover = session.page { header = ScreenLine() }
        return KeyGuideView.layouts(guide, header: header)
    }

    private static func pageLayouts(_ session: Presentation, height: Int, now: ContinuousClock.Instant) -> [Layout] {
        switch session.page {
        case .lobby: return LobbyView.layouts(session, height: height, now: now)
        case .newGame(let form): return FormViews.newGame(form, session: session, now: now)
        case .joinGame(let field): return FormViews.join(field, session: session, now: now)
        case .layouts(let ref, let selection): return FormViews.layouts(ref, selection: selection, session: session, now: now)
        case .saveLayout(let ref, let field): return FormViews.saveLayout(field, ref: ref, session: session, now: now)
        case .handover(let ref): return HandoverView.layouts(playerName: session.playerName(of: ref), message: session.note(at: now), height: height)
        case .editor(let ref):
            guard let editor = session.editor(ref), let model = session.seat(ref) else { return loading }
            return EditorView.layouts(editor, model: model, session: session, now: now)
        case .game(let ref):
            guard let model = session.seat(ref) else { return loading }
            return GameView.layouts(model, aim: session.aim(ref), session: session, now: now)
        }
    }

    private static let loading = [Layout([ScreenLine("Loading…")], minimumWidth: 10)]
}
