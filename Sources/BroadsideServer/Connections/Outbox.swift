import BroadsideProtocol
import Synchronization

/// The queue of lines waiting to be written to one client, in order. It counts the bytes queued,
/// so a client that stops reading is noticed and dropped instead of growing server memory.
final class Outbox: Sendable {
    let stream: AsyncStream<[ServerLine]>
    private let continuation: AsyncStream<[ServerLine]>.Continuation
    private let queuedBytes = Atomic<Int>(0)
    private let finished = Atomic<Bool>(false)
    private let limit: Int
    /// Closes the connection, at once (`.zero`) or after a delay.
    private let close: @Sendable (Duration) -> Void

    /// How long the writer has to flush a finished queue (a `BYE`, say) before the connection is
    /// closed anyway: a client that does not read would otherwise hold its writer, and with it the
    /// connection, forever.
    static let drainGrace: Duration = .seconds(2)

    init(limit: Int, close: @escaping @Sendable (Duration) -> Void) {
        (stream, continuation) = AsyncStream.makeStream(of: [ServerLine].self)
        self.limit = limit
        self.close = close
    }

    /// Queues lines; returns false (and closes the connection) when the client has too much unread.
    @discardableResult
    func send(_ lines: [ServerLine]) -> Bool {
        guard !lines.isEmpty else { return true }
        let bytes = lines.reduce(0) { $0 + $1.description.utf8.count + 1 }
        let queued = queuedBytes.add(bytes, ordering: .relaxed).newValue
        guard queued <= limit else {
            // Over the limit the client is not reading, so its writer is stuck: close now.
            finish()
            close(.zero)
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

    /// No more lines: the writer flushes what is queued and closes the connection, or the
    /// connection is closed when the grace period is over, whichever comes first.
    func finish() {
        continuation.finish()
        if !finished.exchange(true, ordering: .relaxed) { close(Self.drainGrace) }
    }
}
