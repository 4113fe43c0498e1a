import BroadsideClient

/// The lines one connection has received and not yet read, so a case can wait for the next line
/// with a time limit. A pump task fills it from the connection's stream.
actor LineInbox {
    /// What waiting for a line gives.
    enum Arrival: Hashable, Sendable {
        case line(ReceivedLine)
        /// The server closed the connection (or it broke) and every line has been read.
        case closed
        case timedOut
    }

    private var lines: [ReceivedLine] = []
    private var closed = false
    private var waiter: (id: Int, continuation: CheckedContinuation<Arrival, Never>)?
    private var nextWaiterID = 0

    func receive(_ line: ReceivedLine) {
        if let waiter {
            self.waiter = nil
            waiter.continuation.resume(returning: .line(line))
        } else {
            lines.append(line)
        }
    }

    func finish() {
        closed = true
        if let waiter {
            self.waiter = nil
            waiter.continuation.resume(returning: .closed)
        }
    }

    /// The lines received and not yet read, left in place.
    var unread: [ReceivedLine] { lines }

    /// The next line, waiting at most `limit` for it. One reader at a time.
    func next(within limit: Duration) async -> Arrival {
        if !lines.isEmpty { return .line(lines.removeFirst()) }
        if closed { return .closed }
        nextWaiterID += 1
        let id = nextWaiterID
        let timer = Task { [weak self] in
            try? await Task.sleep(for: limit)
            await self?.expire(id)
        }
        defer { timer.cancel() }
        return await withCheckedContinuation { waiter = (id, $0) }
    }

    private func expire(_ id: Int) {
        guard let waiter, waiter.id == id else { return }
        self.waiter = nil
        waiter.continuation.resume(returning: .timedOut)
    }
}
