extension ClientState {
    /// What the status line says: the message while it holds, else, while the server is gone,
    /// that it is (a key clears the message that said so, not the fact).
    func note(at now: ContinuousClock.Instant) -> String? {
        if let message, messageOutdatedAt.map({ now < $0 }) ?? true { return message }
        return isConnected ? nil : awayNote(at: now)
    }

    /// That the server is gone, whether anything was left unsent, and how long until the next try:
    /// the status line's, which says it as long as it holds.
    func awayNote(at now: ContinuousClock.Instant) -> String {
        let what = unsentWhileAway ? "Still reconnecting to the server, so nothing was sent; " : loss
        return what + nextAttempt(at: now)
    }

    /// That the server is gone and how long until the next try, as news of an attempt that
    /// failed: what was not sent was said when it was refused, and said again it would read as
    /// another command refused.
    func lossNote(at now: ContinuousClock.Instant) -> String {
        loss + nextAttempt(at: now)
    }

    private var loss: String { serverShutDown ? "The server shut down (restarting?): " : "Lost the server: " }

    private func nextAttempt(at now: ContinuousClock.Instant) -> String {
        let left = reconnectDue.map { now.duration(to: $0) }
        let attempt = switch left {
        case nil: "trying to reconnect"
        case let left? where left <= .zero: "trying again now"
        // Rounded up, so the count reaches 1 s, not 0 s, before the attempt.
        case let left?: "trying again in \((left + .milliseconds(999)).components.seconds) s"
        }
        return attempt + " (Ctrl-C quits)."
    }

    /// Said at start when the name is remembered: else the client goes on silently as it, and
    /// another name's games, which it neither resumes nor lists, seem lost.
    var rememberedNameNote: String? {
        nameIsRemembered ? "Playing as \(playerName) (the name used last; --name changes it)." : nil
    }
}
