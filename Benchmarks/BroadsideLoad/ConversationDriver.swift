import BroadsideBots
import NIOCore

/// Runs one conversation over its connections, all on one event loop: greetings, lines in and
/// out, and the promises the benchmark waits on. Lives on that loop only.
final class ConversationDriver<C: Conversation>: LineSink {
    private var conversation: C
    private var channels: [(any Channel)?]
    private var greeted: [Bool]
    private var stopping = false
    private let monitor: LoadMonitor
    /// Succeeds once every connection has been greeted and the conversation has said hello.
    let opened: EventLoopPromise<Void>
    /// Succeeds once, after `stop`, no reply is owed or the connections are gone.
    let drained: EventLoopPromise<Void>
    private var isOpen = false
    private var isDrained = false

    init(_ conversation: C, monitor: LoadMonitor, eventLoop: any EventLoop) {
        self.conversation = conversation
        self.monitor = monitor
        channels = Array(repeating: nil, count: C.connectionCount)
        greeted = Array(repeating: false, count: C.connectionCount)
        opened = eventLoop.makePromise()
        drained = eventLoop.makePromise()
    }

    var tally: Tally { conversation.tally }

    func connected(_ channel: any Channel, index: Int) {
        channels[index] = channel
    }

    func received(_ line: String, index: Int) {
        let now = ContinuousClock.now
        guard greeted[index] else {
            greeted[index] = true
            if greeted.allSatisfy({ $0 }) { send(conversation.open(now: now)) }
            return
        }
        let before = conversation.tally.count
        do {
            send(try conversation.receive(line, on: index, now: now))
        } catch {
            fail(error)
            return
        }
        monitor.acknowledged(conversation.tally.count - before)
        settle()
    }

    func closed(index: Int) {
        channels[index] = nil
        guard stopping else {
            fail(LoadFailure("the server closed a connection in the middle of the load"))
            return
        }
        finishDraining()
    }

    func begin() {
        send(conversation.begin(now: .now))
    }

    func stop() {
        stopping = true
        conversation.stop()
        settle()
    }

    /// Closes the connections; whatever is still owed is given up.
    func close() {
        stopping = true
        giveUpOpening(LoadFailure("the connections were closed before they were open"))
        finishDraining()
        for channel in channels { channel?.close(promise: nil) }
    }

    private func send(_ lines: [Outgoing]) {
        for outgoing in lines { channels[outgoing.connection]?.send(outgoing.line) }
    }

    private func settle() {
        guard conversation.isIdle else { return }
        if !isOpen, greeted.allSatisfy({ $0 }) {
            isOpen = true
            opened.succeed(())
        }
        if stopping { finishDraining() }
    }

    private func finishDraining() {
        guard !isDrained else { return }
        isDrained = true
        drained.succeed(())
    }

    private func giveUpOpening(_ failure: LoadFailure) {
        guard !isOpen else { return }
        isOpen = true
        opened.fail(failure)
    }

    private func fail(_ failure: LoadFailure) {
        monitor.fail(failure)
        giveUpOpening(failure)
        stopping = true
        finishDraining()
        for channel in channels { channel?.close(promise: nil) }
    }
}
