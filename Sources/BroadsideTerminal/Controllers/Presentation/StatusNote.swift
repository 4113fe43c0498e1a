/// What the status line says, the first of these that holds. The pages of a seat (the game, the
/// editor) show it as it is; a note the client puts in the message of its own accord (keys
/// dropped) goes there only where nothing else would be said, so that it hides nothing.
enum StatusNote: Hashable, Sendable {
    /// A y/n question waits for the next key, worded by its page: nothing may hide what the key
    /// answers.
    case question
    /// The message while it holds, else that the server is away (`ClientState.note(at:)`).
    case said(String)
    /// News of the seat's game (`SeatModel.notice`), which anything just said is newer than.
    case news(SeatNews)
}

extension ClientState {
    /// What the status line of the page shown says; nil where nothing.
    func statusNote(at now: ContinuousClock.Instant) -> StatusNote? {
        if asksQuestion { return .question }
        if let said = note(at: now) { return .said(said) }
        return page.seat.flatMap { seats[$0]?.notice }.map(StatusNote.news)
    }

    /// What the status line would say with no message: what a message the client puts there of
    /// its own accord would hide.
    func statusNoteBesidesMessage(at now: ContinuousClock.Instant) -> StatusNote? {
        var withoutMessage = self
        withoutMessage.message = nil
        return withoutMessage.statusNote(at: now)
    }

    /// Whether a y/n question on the page shown waits for the next key: the lobby's to remove a
    /// game, the editor's, the forfeit's.
    var asksQuestion: Bool {
        switch page {
        case .lobby: lobby.askedRemoval != nil
        case .editor(let ref), .layouts(let ref, _), .saveLayout(let ref, _): editors[ref]?.question != nil
        case .game(let ref): forfeitAsked == ref
        case .newGame, .joinGame, .handover: false
        }
    }
}
