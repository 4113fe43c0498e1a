import BroadsideProtocol
import NIOCore
import Synchronization

/// The lines waiting to be written to one client, in order. Each send is rendered once and
/// written by a job on the channel's event loop: no writer task, so an idle connection costs a
/// task less and a line no hand-off to one. Every send goes through the loop's job queue, even
/// from the loop itself, because that queue is the one order all senders share: an event a
/// session sent before a reply is written before it. The outbox counts the bytes the channel has
/// not written yet, so a client that stops reading is noticed and dropped instead of growing
/// server memory.
final class Outbox: Sendable {
    private let channel: any Channel
    private let queuedBytes = Atomic<Int>(0)
    private let finished = Atomic<Bool>(false)
    private let limit: Int
    private let flushed: EventLoopPromise<Void>
    /// The last write handed to the channel; writes complete in order, so all before it are done
    /// when it is.
    private let lastWrite: NIOLoopBoundBox<EventLoopFuture<Void>?>
    private let recordedEnding = Mutex<ConnectionEnding?>(nil)

    /// How long a finished outbox has to flush (a `BYE`, say), and the client to read it and close,
    /// before the connection is closed anyway: a client that does not read, or does not close,
    /// would otherwise hold the connection forever.
    static let drainGrace: Duration = .seconds(2)

    init(channel: any Channel, limit: Int) {
        self.channel = channel
        self.limit = limit
        flushed = channel.eventLoop.makePromise()
        lastWrite = .makeEmptyBox(eventLoop: channel.eventLoop)
    }

    /// Queues lines; returns false (and closes the connection) when the client has too much unread.
    /// Lines sent after `finish` are dropped.
    @discardableResult
    func send(_ lines: [ServerLine]) -> Bool {
        guard !lines.isEmpty, !finished.load(ordering: .relaxed) else { return true }
        var buffer = channel.allocator.buffer(capacity: 64 * lines.count)
        for line in lines {
            buffer.writeString(line.description)
            buffer.writeInteger(UInt8(ascii: "\n"))
        }
        let (written, bytes) = (buffer, buffer.readableBytes)
        let queued = queuedBytes.add(bytes, ordering: .relaxed).newValue
        guard queued <= limit else {
            // Over the limit the client is not reading, so its writes are stuck: close now.
            ended(.notReading(limitBytes: limit))
            finish()
            channel.closeAtOnce()
            return false
        }
        let channel = channel
        channel.eventLoop.execute {
            let write = channel.writeAndFlush(written)
            self.lastWrite.value = write
            write.whenComplete { _ in
                self.queuedBytes.subtract(bytes, ordering: .relaxed)
            }
        }
        return true
    }

    /// Sends the connection's last line, `bye`, and finishes.
    func say(_ bye: ServerLine, because ending: ConnectionEnding) {
        guard !finished.load(ordering: .relaxed) else { return }
        ended(ending)
        send([bye])
        finish()
    }

    /// Notes why the server ends the connection, for its "connection closed" line; the first
    /// reason stands (a `BYE SHUTDOWN` to a connection already timed out changes nothing).
    func ended(_ ending: ConnectionEnding) {
        recordedEnding.withLock { $0 = $0 ?? ending }
    }

    /// Why the server said goodbye, if it did (to a `QUIT` too); nil when the connection ended
    /// without one (the client closed it, or it broke).
    var ending: ConnectionEnding? { recordedEnding.withLock { $0 } }

    /// No more lines: `flushed` completes once everything sent before is handed to the channel,
    /// and the connection is closed when the grace period is over, whichever comes first.
    ///
    /// Once the client has closed its side (`inputEnded`), closing ours closes the connection
    /// whole, and whatever NIO still holds unwritten is dropped: `flushed` then waits until it is
    /// written, and the grace period runs only while something is.
    func finish(inputEnded: Bool = false) {
        guard !finished.exchange(true, ordering: .relaxed) else { return }
        let (channel, flushed) = (channel, flushed)
        // A closed channel needs no deadline; the timer would only wait out its two seconds among
        // the loop's timers, which every cancellation searches (and hold the connection's memory).
        if channel.isActive, !inputEnded { Self.closeAfterGrace(channel) }
        // Queued after every send that came before.
        channel.eventLoop.execute {
            guard inputEnded, let last = self.lastWrite.value, self.queuedBytes.load(ordering: .relaxed) > 0 else {
                flushed.succeed(())
                return
            }
            Self.closeAfterGrace(channel)
            last.whenComplete { _ in flushed.succeed(()) }
        }
    }

    private static func closeAfterGrace(_ channel: any Channel) {
        channel.eventLoop.scheduleTask(in: TimeAmount(drainGrace)) { channel.closeAtOnce() }
    }

    /// Completes once the outbox is finished and what was sent before is handed to the channel.
    var flushedAll: EventLoopFuture<Void> { flushed.futureResult }
}
