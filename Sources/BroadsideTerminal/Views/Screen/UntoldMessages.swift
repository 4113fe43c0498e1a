/// What a page says in place of the messages it has no rows for, with how many there are
/// (`3 more keys: enlarge the terminal`): a list cut without a word reads as the whole list.
struct UntoldMessages: Hashable, Sendable {
    /// The words after the count, for one and for several: `more key`, `more keys`.
    let one: String
    let several: String
    /// What would show them: `enlarge the terminal`, in fewer words where the width is short:
    /// `enlarge terminal`.
    let remedy: String
    let shortRemedy: String

    init(one: String, several: String, remedy: String, shortRemedy: String) {
        self.one = one
        self.several = several
        self.remedy = remedy
        self.shortRemedy = shortRemedy
    }

    /// The line, in fewer words where the width is short: the count first, then the remedy.
    func line(count: Int) -> ScreenLine {
        let what = "\(count) \(count == 1 ? one : several)"
        return ScreenLine("\(what): \(remedy)", style: .faint)
            .shortened(to: [ScreenLine("\(count) more: \(shortRemedy)", style: .faint), ScreenLine(what, style: .faint)])
    }
}
