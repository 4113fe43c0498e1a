/// Keys are meant for the screen shown when they were typed. Keys read together (a double Enter,
/// a paste in a terminal that does not bracket it) or typed while a command waited for its reply
/// were typed before the screen that a key among them opened, or the reply brought: a second Enter
/// that opened a game must not also fire in it, the `y` of a pasted word must not answer the
/// question its `X` asked. So each key's read time is held against when the screen last changed.
struct ScreenWatch {
    private var shown: ScreenShown
    private var changedAt: ContinuousClock.Instant

    /// `state` is shown from `now` on.
    init(_ state: ClientState, at now: ContinuousClock.Instant) {
        shown = ScreenShown(state)
        changedAt = now
    }

    /// Whether keys read at `readAt` were typed at the screen now shown.
    func isMeant(readAt: ContinuousClock.Instant) -> Bool {
        readAt >= changedAt
    }

    /// Notes the state after a key or anything else handled: if it shows another screen, keys
    /// read before `now` were not meant for it.
    mutating func note(_ state: ClientState, at now: ContinuousClock.Instant) {
        let screen = ScreenShown(state)
        guard screen != shown else { return }
        shown = screen
        changedAt = now
    }
}
