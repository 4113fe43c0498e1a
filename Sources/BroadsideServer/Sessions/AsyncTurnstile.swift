/// Lets one task at a time through, in arrival order, across suspension points.
/// Used inside an actor, whose own isolation does not cover the time spent awaiting storage.
struct AsyncTurnstile {
    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Returns true when the caller may go at once; otherwise the caller must `wait` with the continuation.
    mutating func tryEnter() -> Bool {
        guard busy else {
            busy = true
            return true
        }
        return false
    }

    mutating func enqueue(_ continuation: CheckedContinuation<Void, Never>) {
        waiting.append(continuation)
    }

    /// Hands the turnstile to the next waiter, if any.
    mutating func leave() {
        if waiting.isEmpty {
            busy = false
        } else {
            waiting.removeFirst().resume()
        }
    }
}
