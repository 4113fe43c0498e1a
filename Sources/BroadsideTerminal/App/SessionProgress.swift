/// Whether the client goes on after a step.
enum SessionProgress: Hashable, Sendable {
    case going
    /// The player quit.
    case quit
    /// The server is gone; the sentence says so and what to do.
    case lost(String)
}
