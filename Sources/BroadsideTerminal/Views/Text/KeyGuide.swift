/// Every key the page on screen answers now, with what it does, for `?`: the line of keys at the
/// foot of a page has room for the main ones only. Each page gives its own entries
/// (`KeyGuide+Game`, `KeyGuide+Menus`, `KeyGuide+Editor`).
struct KeyGuide {
    struct Entry {
        let keys: String
        let does: String

        init(_ keys: String, _ does: String) {
            self.keys = keys
            self.does = does
        }
    }

    /// What the page is called: `the lobby`.
    let page: String
    let entries: [Entry]

    /// `Keys of the lobby`.
    var title: String { "Keys of \(page)" }

    /// The guide of the page on screen; none for naming a layout, where `?` is typed, as a layout
    /// name may hold it.
    static func of(_ state: ClientState) -> KeyGuide? {
        switch state.page {
        case .lobby: lobby(state)
        case .newGame(let form): newGame(form)
        case .joinGame: join
        case .editor(let ref): editor(state.editors[ref], offeringLayouts: state.mode != .hotSeat)
        case .layouts: layouts
        case .saveLayout: nil
        case .game(let ref): game(state.seats[ref], isHotSeat: state.isHotSeat(ref.code))
        case .handover: handover
        }
    }

    /// What a key the page does not answer is told: `z is not a key of the lobby; ? lists the keys.`
    /// Nothing where `?` lists nothing.
    static func notAKey(_ key: String, of state: ClientState) -> String? {
        of(state).map { "\(key) is not a key of \($0.page); ? lists the keys." }
    }

    /// The key every page answers, last in every list.
    static let quit = Entry("Ctrl-C", "quit; your games can be resumed")
}
