/// Every key the page on screen answers now, with what it does: the one source of both the `?`
/// list and the line of keys at the foot of the page, which names the main ones only (those with
/// a `short` form), so the two cannot disagree. Each page gives its own entries (`KeyGuide+Game`,
/// `KeyGuide+Menus`, `KeyGuide+Editor`); only keys that can do something now are entries.
struct KeyGuide {
    struct Entry {
        let keys: String
        let does: String
        /// How the line of keys names it, `p pick up`; nil leaves it to the `?` list.
        let short: String?

        init(_ keys: String, _ does: String, short: String? = nil) {
            self.keys = keys
            self.does = does
            self.short = short
        }
    }

    /// What the page is called: `the lobby`.
    let page: String
    /// The page's own keys, in the order the line of keys names them.
    let entries: [Entry]

    /// `Keys of the lobby`.
    var title: String { "Keys of \(page)" }

    /// What `?` lists: the page's keys, then those every page answers.
    var listed: [Entry] { entries + Self.everywhere }

    /// The line of keys at the foot of a page with these keys.
    static func line(of entries: [Entry]) -> String {
        entries.compactMap(\.short).joined(separator: " · ")
    }

    /// The guide of the page on screen; none for naming a layout, where `?` is typed, as a layout
    /// name may hold it. `now` says whether a claim would win, which puts `w` in the line of keys.
    static func of(_ session: Presentation, now: ContinuousClock.Instant) -> KeyGuide? {
        guard let page = name(of: session.page) else { return nil }
        return KeyGuide(page: page, entries: entries(session, now: now))
    }

    /// What a key the page does not answer is told: `z is not a key of the lobby; ? lists the keys.`
    /// Nothing where `?` lists nothing.
    static func notAKey(_ key: String, on page: Page) -> String? {
        name(of: page).map { "\(key) is not a key of \($0); ? lists the keys." }
    }

    private static func name(of page: Page) -> String? {
        switch page {
        case .lobby: "the lobby"
        case .newGame: "the new-game form"
        case .joinGame: "the join form"
        case .editor: "the fleet editor"
        case .layouts: "the saved layouts"
        case .saveLayout: nil
        case .game: "the game screen"
        case .handover: "the handover"
        }
    }

    private static func entries(_ session: Presentation, now: ContinuousClock.Instant) -> [Entry] {
        switch session.page {
        case .lobby: return lobby(session)
        case .newGame(let form): return newGame(form)
        case .joinGame(let field): return join(field)
        case .editor(let ref): return editor(session.editor(ref), isHotSeat: session.isHotSeat(ref.code))
        case .layouts: return layouts
        case .saveLayout: return []
        case .game(let ref):
            let model = session.seat(ref)
            let claimIsDue = model.flatMap { session.claimGround(for: $0, now: now) }?.isMet == true
            return game(
                model, isHotSeat: session.isHotSeat(ref.code), mayDecline: session.mayDeclineRematch(in: ref.code),
                claimIsDue: claimIsDue)
        case .handover: return handover
        }
    }

    /// Ctrl-C, the way out of every page, even of one the terminal is too small for.
    static let quit = Entry("Ctrl-C", "quit; your games can be resumed")

    /// The keys every page answers, last in every list (CLIENT.md names them for everywhere).
    static let everywhere = [
        quit,
        Entry("Ctrl-Z", "stop the client, back to the shell; fg brings it back"),
        Entry("Ctrl-L", "draw the whole screen again"),
        Entry("?", "this list; the next key only closes it"),
    ]
}
