/// The end of a script's input quits as `quit` does, once what the script is owed has come: the
/// replies to its commands, and what the server sends unasked right after them (the computer's
/// shot, a shot kept for the computer's turn fired and answered, the end of a round given up), so
/// that its last lines are printed. A server that does not send it holds the client a while only.
struct ScriptEnd {
    static var patience: Duration { .seconds(10) }

    private let deadline: ContinuousClock.Instant

    init(at now: ContinuousClock.Instant) {
        deadline = now + Self.patience
    }

    /// Whether the client quits now, with `errandRunning` whether a command waits for its reply.
    func isDue(_ state: ClientState, errandRunning: Bool, now: ContinuousClock.Instant) -> Bool {
        now >= deadline || !errandRunning && !state.awaitsNews
    }
}
