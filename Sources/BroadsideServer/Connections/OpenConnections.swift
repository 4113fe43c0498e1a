import Synchronization

/// Counts the connections still being served, with their commands in flight and their seat
/// releases, so that a stopping server can wait for them before it closes its store.
final class OpenConnections: Sendable {
    private struct State {
        var count = 0
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = Mutex(State())

    func opened() {
        state.withLock { $0.count += 1 }
    }

    func closed() {
        let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>] in
            state.count -= 1
            guard state.count == 0 else { return [] }
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Returns once no connection is open.
    func waitUntilNone() async {
        await withCheckedContinuation { (waiter: CheckedContinuation<Void, Never>) in
            let none = state.withLock { state -> Bool in
                if state.count == 0 { return true }
                state.waiters.append(waiter)
                return false
            }
            if none { waiter.resume() }
        }
    }
}
