import NIOCore

/// Runs the task of a connection's command on its channel's event loop. The command then meets
/// the channel without a hand-off between threads, and so do the game session and the store it
/// calls: an actor without an executor of its own runs on the executor its caller prefers
/// (SE-0417). On a server with few cores every hand-off is a wake-up and a wait for a core, and
/// a shot made several of them.
final class EventLoopExecutor: TaskExecutor {
    private let eventLoop: any EventLoop

    init(_ eventLoop: any EventLoop) {
        self.eventLoop = eventLoop
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        eventLoop.execute { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
