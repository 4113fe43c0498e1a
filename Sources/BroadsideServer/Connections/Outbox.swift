import BroadsideProtocol
import NIOCore
import Synchronization

/// The lines waiting to be written to one client, in order. Each send is rendered once and
/// written by a job on the channel's event loop: no writer task, so an idle connection costs a
/// task less and a line no hand-off to one. Every send goes through the loop's job queue, even
/// from the loop itself, because that queue is the one order all senders share: an event a
/// session sent before a reply is written before it. The outbox counts the bytes the channel holds
/// and has not written yet, so a client that stops reading is noticed and dropped instead of
/// growing server memory.
final class Outbox: Sendable {
    private let channel: any Channel
    private let queuedBytes = Atomic<Int>(0)
    /// True once no more lines are taken. A lock rather than an atomic: a line is queued under it,
    /// so none can follow the last (a `BYE`) by a sender that looked before the last was said.
    private let finished = Mutex<Bool>(false)
    private let limit: Int
    /// Set once the client has closed its sending side: closing ours then closes the connection
    /// whole, dropping what NIO still holds unwritten, so the last replies are waited for.
    private let inputClosed = Atomic<Bool>(false)
    /// How long the replies owed to a client that closed its side may take it to read, at most.
    private let drainLimit: Duration
    private let flushed: EventLoopPromise<Void>
    /// The last write handed to the channel; writes complete in order, so all before it are done
    /// when it is.
    private let lastWrite: NIOLoopBoundBox<EventLoopFuture<Void>?>
    private let recordedEnding = Mutex<ConnectionEnding?>(nil)

    /// How long a finished outbox has to flush (a `BYE`, say), and the client to read it and close,
    /// before the connection is closed anyway: a client that does not read, or does not close,
    /// would otherwise hold the connection forever.
    static let drainGrace: Duration = .seconds(2)

    init(channel: any Channel, limit: Int, drainLimit: Duration) {
        self.channel = channel
        self.limit = limit
        self.drainLimit = drainLimit
        flushed = channel.eventLoop.makePromise()
        lastWrite = .makeEmptyBox(eventLoop: channel.eventLoop)
    }

    /// Queues lines; lines sent after `finish` are dropped.
    func send(_ lines: [ServerLine]) {
        guard !lines.isEmpty else { return }
        queue(lines)
    }

    /// Sends the connection's last line, `bye`, and finishes; nothing if it has finished already
    /// (two goodbyes at once, say: a timeout's and the server's).
    func say(_ bye: ServerLine, because ending: ConnectionEnding) {
        guard queue([bye], lastFor: ending) else { return }
        closeDown(afterGoodbye: true)
    }

    /// The client closed its sending side (TCP FIN).
    func noteInputClosed() {
        inputClosed.store(true, ordering: .relaxed)
    }

    /// Queues `lines` unless the outbox has finished, and says whether it did; with `ending`,
    /// they are the last, said for it.
    @discardableResult
    private func queue(_ lines: [ServerLine], lastFor ending: ConnectionEnding? = nil) -> Bool {
        var buffer = channel.allocator.buffer(capacity: 64 * lines.count)
        for line in lines {
            buffer.writeString(line.description)
            buffer.writeInteger(UInt8(ascii: "\n"))
        }
        let (written, bytes, channel) = (buffer, buffer.readableBytes, channel)
        return finished.withLock { finished in
            guard !finished else { return false }
            if let ending {
                // Noted before the line can be written and the connection closed on it.
                ended(ending)
                finished = true
            }
            channel.eventLoop.execute {
                self.queuedBytes.add(bytes, ordering: .relaxed)
                let write = channel.writeAndFlush(written)
                self.lastWrite.value = write
                write.whenComplete { _ in
                    self.queuedBytes.subtract(bytes, ordering: .relaxed)
                }
                self.closeIfNotRead()
            }
            return true
        }
    }

    /// Closes the connection once more than `limit` bytes handed to the channel are left
    /// unwritten: the client is not reading. Counted once the write was tried, after what the
    /// socket took at once, so that the replies to a burst of commands read together do not
    /// count as unread before the client has had a chance to read any of them.
    private func closeIfNotRead() {
        guard queuedBytes.load(ordering: .relaxed) > limit, channel.isActive else { return }
        // Over a goodbye still queued, which will never be read.
        recordedEnding.withLock { $0 = .notReading(limitBytes: limit) }
        if markFinished() { closeDown(graceTimer: false) }
        channel.closeAtOnce()
    }

    /// Notes why the server ends the connection, for its "connection closed" line; the first
    /// reason stands (a `BYE SHUTDOWN` to a connection already timed out changes nothing).
    func ended(_ ending: ConnectionEnding) {
        recordedEnding.withLock { $0 = $0 ?? ending }
    }

    /// Why the server said goodbye, if it did (to a `QUIT` too); nil when the connection ended
    /// without one (the client closed it, or it broke).
    var ending: ConnectionEnding? { recordedEnding.withLock { $0 } }

    /// No more lines: `flushed` completes once everything sent before is written, and the
    /// connection is closed when the grace period is over, whichever comes first.
    ///
    /// Once the client has closed its side, `flushed` waits until everything is written instead,
    /// and the connection is closed early only once a grace period passes with nothing more
    /// written, or `drainLimit` is over.
    func finish() {
        if markFinished() { closeDown() }
    }

    /// Takes no more lines; returns whether it took them until now.
    private func markFinished() -> Bool {
        finished.withLock { finished in
            defer { finished = true }
            return !finished
        }
    }

    /// The server is stopping: a connection still being written to (its client closed its side,
    /// and reads slowly) is closed once the grace period is over, at the latest.
    func closeWithinGrace() {
        guard channel.isActive else { return }
        Self.closeAfterGrace(channel)
    }

    /// What finishing does, once: `flushed` completes, and the connection closes after the grace;
    /// for a client that closed its side, only after a goodbye (PROTOCOL.md 3.1: its replies are
    /// otherwise written for as long as it reads them).
    private func closeDown(graceTimer: Bool = true, afterGoodbye: Bool = false) {
        let (channel, flushed) = (channel, flushed)
        let inputClosed = inputClosed.load(ordering: .relaxed)
        // A closed channel needs no deadline; the timer would only wait out its two seconds among
        // the loop's timers, which every cancellation searches (and hold the connection's memory).
        if graceTimer, channel.isActive, !inputClosed || afterGoodbye { Self.closeAfterGrace(channel) }
        // Queued after every send that came before. Our side is closed once they are written,
        // not handed over: a close while TLS or NIO still hold some could drop them.
        channel.eventLoop.execute {
            guard let last = self.lastWrite.value, self.queuedBytes.load(ordering: .relaxed) > 0 else {
                flushed.succeed(())
                return
            }
            if inputClosed {
                self.closeWhenWritingStalls(unwritten: self.queuedBytes.load(ordering: .relaxed), deadline: .now() + TimeAmount(self.drainLimit))
            }
            last.whenComplete { _ in flushed.succeed(()) }
        }
    }

    /// Closes the connection once a grace period passes in which none of the `unwritten` bytes
    /// were written, or at `deadline`: a client still reading gets every reply, however slowly it
    /// reads them, up to the deadline, and one that stopped is not waited on.
    private func closeWhenWritingStalls(unwritten: Int, deadline: NIODeadline) {
        channel.eventLoop.scheduleTask(in: TimeAmount(Self.drainGrace)) { [channel] in
            let left = self.queuedBytes.load(ordering: .relaxed)
            guard channel.isActive, left > 0 else { return }
            if left < unwritten, .now() < deadline {
                self.closeWhenWritingStalls(unwritten: left, deadline: deadline)
            } else {
                channel.closeAtOnce()
            }
        }
    }

    private static func closeAfterGrace(_ channel: any Channel) {
        channel.eventLoop.scheduleTask(in: TimeAmount(drainGrace)) { channel.closeAtOnce() }
    }

    /// Completes once the outbox is finished and what was sent before is written.
    var flushedAll: EventLoopFuture<Void> { flushed.futureResult }
}
