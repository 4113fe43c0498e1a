import NIOCore

/// Runs a task on a channel's event loop: a connection's command, which then meets the channel
/// without a hand-off between threads, and so do the game session and the store it calls (an
/// actor without an executor of its own runs on the executor its caller prefers, SE-0417); and a
/// client certificate's verification, which would otherwise wait for the shared pool of threads.
/// On a server with few cores every hand-off is a wake-up and a wait for a core.
public final class EventLoopExecutor: TaskExecutor {
    private let eventLoop: any EventLoop

    public init(_ eventLoop: any EventLoop) {
        self.eventLoop = eventLoop
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        eventLoop.execute { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
