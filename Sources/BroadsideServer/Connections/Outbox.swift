import BroadsideProtocol
import Synchronization

/// The queue of lines waiting to be written to one client, in order. It counts the bytes queued,
/// so a client that stops reading is noticed and dropped instead of growing server memory.
final class Outbox: Sendable {
    let stream: AsyncStream<[ServerLine]>
    private let continuation: AsyncStream<[ServerLine]>.Continuation
    private let queuedBytes = Atomic<Int>(0)
    private let limit: Int
    /// Closes the connection at once: a client over the limit is not reading, so its writer is stuck.
    private let overflow: @Sendable () -> Void

    init(limit: Int, overflow: @escaping @Sendable () -> Void) {
        (stream, continuation) = AsyncStream.makeStream(of: [ServerLine].self)
        self.limit = limit
        self.overflow = overflow
    }

    /// Queues lines; returns false (and closes the queue) when the client has too much unread.
    @discardableResult
    func send(_ lines: [ServerLine]) -> Bool {
        guard !lines.isEmpty else { return true }
        let bytes = lines.reduce(0) { $0 + $1.description.utf8.count + 1 }
        let queued = queuedBytes.add(bytes, ordering: .relaxed).newValue
        guard queued <= limit else {
            finish()
            overflow()
            return false
        }
        continuation.yield(lines)
        return true
    }

    /// Called by the writer once lines are handed to the socket.
    func written(_ lines: [ServerLine]) {
        let bytes = lines.reduce(0) { $0 + $1.description.utf8.count + 1 }
        queuedBytes.subtract(bytes, ordering: .relaxed)
    }

    /// No more lines: the writer flushes what is queued and closes the connection.
    func finish() {
        continuation.finish()
    }
}
