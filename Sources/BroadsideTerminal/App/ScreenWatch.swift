/// Keys are meant for the screen shown when they were typed. Keys read together (a double Enter,
/// a paste in a terminal that does not bracket it) or typed while a command waited for its reply
/// were typed before the screen that a key among them opened, or the reply brought: a second Enter
/// that opened a game must not also fire in it, the `y` of a pasted word must not answer the
/// question its `X` asked. So each key's read time is held against when the screen last changed.
/// Keys dropped so are counted, for the status line to say (`message(replacing:)`).
struct ScreenWatch {
    private var shown: ScreenShown
    private var changedAt: ContinuousClock.Instant
    /// Whether the screen last drawn stood in for a page the terminal was too small for.
    private var pageHidden = false
    /// Keys dropped since the player last pressed one that was meant.
    private(set) var dropped = 0
    /// The note on dropped keys the status line was last given, while it may still show it.
    private var told: String?

    /// `presentation` is shown from `now` on.
    init(_ presentation: Presentation, at now: ContinuousClock.Instant) {
        shown = ScreenShown(presentation)
        changedAt = now
    }

    /// Whether keys read at `readAt` were typed at the screen now shown.
    func isMeant(readAt: ContinuousClock.Instant) -> Bool {
        readAt >= changedAt
    }

    /// The next of `keys`, read at `readAt`, if they were typed at the screen now shown; else
    /// nil, and they are dropped, all of them.
    mutating func nextMeant(from keys: inout ArraySlice<Key>, readAt: ContinuousClock.Instant) -> Key? {
        guard isMeant(readAt: readAt) else {
            drop(keys.count)
            keys = []
            return nil
        }
        guard let key = keys.popFirst() else { return nil }
        dropped = 0
        return key
    }

    /// Counts `count` keys dropped: those read before the screen changed, and those typed before
    /// the first screen (while connecting), which the terminal never handed on.
    mutating func drop(_ count: Int) {
        dropped += count
    }

    /// Notes a screen drawn at `now`: a page shown again after the terminal was too small for it
    /// is a screen of its own, so keys read while it was hidden were not meant for it. (They are
    /// dropped while it is hidden; one read then and taken only after a resize showed it again
    /// would act on a page nobody saw.)
    mutating func noteDrawn(hidingPage: Bool, at now: ContinuousClock.Instant) {
        defer { pageHidden = hidingPage }
        if pageHidden, !hidingPage { changedAt = now }
    }

    /// Notes the state after a key or anything else handled: if it shows another screen, keys
    /// read before `now` were not meant for it.
    mutating func note(_ presentation: Presentation, at now: ContinuousClock.Instant) {
        let screen = ScreenShown(presentation)
        guard screen != shown else { return }
        shown = screen
        changedAt = now
    }

    /// What the status line's message is to be, given `message`, what it is now, and whether the
    /// status line has something else to say under it (`otherNote`): how many keys were dropped,
    /// where it says nothing else, until the next key meant (which clears a message).
    mutating func message(replacing message: String?, otherNote: Bool = false) -> String? {
        guard message == told else {
            // Another message is said: it stays, and the player reads it rather than this.
            told = nil
            return message
        }
        told = otherNote ? nil : Self.note(dropped: dropped)
        return told
    }

    /// What the status line's message is to be on the screen `shown`: how many keys were
    /// dropped, where the line would say nothing else (`Presentation.statusNoteBesidesMessage(at:)`).
    mutating func message(for shown: Presentation, at now: ContinuousClock.Instant) -> String? {
        message(replacing: shown.message, otherNote: shown.statusNoteBesidesMessage(at: now) != nil)
    }

    /// Two or more: a lone key dropped is most often one pressed twice (the second Enter of the
    /// Enter that opened a game), which is what dropping is for, and saying so would be noise.
    static func note(dropped: Int) -> String? {
        dropped < 2 ? nil : "\(dropped) keys typed as this screen opened were ignored."
    }
}
