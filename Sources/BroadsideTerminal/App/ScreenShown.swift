import BroadsideProtocol

/// What a key lands on: the page, whose seat, and whether a y/n question waits for the key; not
/// what is typed or chosen on the page, which keys change as they are meant to. In the editor,
/// whether the fleet is whole too: Enter then declares it ready, which cannot be undone, so the
/// Enters read with the one that placed the last ship (held, or pressed over and over) are dropped.
/// At a shared terminal, whether the turn on screen is over: Enter then passes the terminal, so
/// the Enters read with the one that fired are dropped, and the shooter sees what their shot did.
struct ScreenShown: Equatable {
    private enum Kind: Equatable {
        case loading, lobby, newGame, joinGame, editor, layouts, saveLayout, game, handover
    }

    private let kind: Kind
    private let seat: SeatReference?
    private let fleetIsWhole: Bool
    private let turnIsOver: Bool
    /// A y/n question waits for the next key (`Presentation.asksQuestion`): it is what the status line says.
    let asks: Bool
    /// A name or a code is being typed: pasted text is typed there, and nowhere else.
    let takesText: Bool

    init(_ shown: Presentation) {
        asks = shown.asksQuestion
        fleetIsWhole = shown.page.seat.flatMap { shown.editor($0)?.isComplete } ?? false
        turnIsOver = if case .game(let ref) = shown.page, shown.isHotSeat(ref.code), let model = shown.seat(ref) {
            model.isOver || (model.isPlaying && !model.isMyTurn)
        } else {
            false
        }
        // Solo and hot-seat open on the form or the list as the first list decides: keys typed
        // before it were meant for neither. Over the network the list opens whatever it holds.
        if shown.showsLoading, shown.mode != .network {
            (kind, seat, takesText) = (.loading, nil, false)
            return
        }
        switch shown.page {
        case .lobby: (kind, seat, takesText) = (.lobby, nil, false)
        case .newGame(let form): (kind, seat, takesText) = (.newGame, nil, form.textField(form.focus) != nil)
        case .joinGame: (kind, seat, takesText) = (.joinGame, nil, true)
        case .editor(let ref): (kind, seat, takesText) = (.editor, ref, false)
        case .layouts(let ref, _): (kind, seat, takesText) = (.layouts, ref, false)
        case .saveLayout(let ref, _): (kind, seat, takesText) = (.saveLayout, ref, !asks)
        case .game(let ref): (kind, seat, takesText) = (.game, ref, false)
        case .handover(let ref): (kind, seat, takesText) = (.handover, ref, false)
        }
    }

    /// The loading screen of solo or hot-seat, which hides the page keys would act on: only
    /// Ctrl-C acts there.
    var isLoading: Bool { kind == .loading }

    /// What pasted `text` types here: on the join page, the one game code in it, so that a
    /// message pasted whole ("Join my game: G3SNQD") joins that game rather than one spelled
    /// from its letters; elsewhere, and without exactly one code, the text.
    func typing(pasted text: String) -> String {
        guard kind == .joinGame else { return text }
        let codes = Set(text.split { !$0.isLetter && !$0.isNumber }.compactMap(GameCode.init))
        return codes.count == 1 ? codes.first?.description ?? text : text
    }

    /// The same screen, whichever field of it has the focus.
    static func == (left: Self, right: Self) -> Bool {
        (left.kind, left.seat, left.asks, left.fleetIsWhole, left.turnIsOver)
            == (right.kind, right.seat, right.asks, right.fleetIsWhole, right.turnIsOver)
    }
}
