import BroadsideBots
import NIOCore
import NIOPosix

/// Many conversations against one server, on the event loops of this process: opens them
/// all, then runs the load for a window, then stops and collects what they measured.
public final class LoadRun<C: Conversation>: Sendable {
    /// Each driver lives on its loop; `NIOLoopBound` checks that it is only touched there.
    private let drivers: [NIOLoopBound<ConversationDriver<C>>]
    public let monitor: LoadMonitor

    private init(drivers: [NIOLoopBound<ConversationDriver<C>>], monitor: LoadMonitor) {
        self.drivers = drivers
        self.monitor = monitor
    }

    /// Connects `count` conversations, a few at a time so that handshakes do not pile up, and
    /// returns once every one has been greeted and has said hello: the connections are then idle.
    public static func open(
        _ count: Int, to target: LoadTarget, _ make: @escaping @Sendable (Int) -> C
    ) async throws -> LoadRun<C> {
        let monitor = LoadMonitor()
        let group = MultiThreadedEventLoopGroup.singleton
        let drivers = try await withThrowingTaskGroup(of: NIOLoopBound<ConversationDriver<C>>.self) { tasks in
            var opened: [NIOLoopBound<ConversationDriver<C>>] = []
            for number in 0..<count {
                if number >= openingWidth, let driver = try await tasks.next() { opened.append(driver) }
                tasks.addTask { try await openOne(make(number), to: target, on: group.next(), monitor: monitor) }
            }
            while let driver = try await tasks.next() { opened.append(driver) }
            return opened
        }
        return LoadRun(drivers: drivers, monitor: monitor)
    }

    /// Conversations being opened at once (computed: a generic class has no stored statics).
    private static var openingWidth: Int { 32 }

    private static func openOne(
        _ conversation: C, to target: LoadTarget, on loop: any EventLoop, monitor: LoadMonitor
    ) async throws -> NIOLoopBound<ConversationDriver<C>> {
        let driver = try await loop.submit {
            NIOLoopBound(ConversationDriver(conversation, monitor: monitor, eventLoop: loop), eventLoop: loop)
        }.get()
        do {
            for index in 0..<C.connectionCount {
                _ = try await target.connect(on: loop, index: index) { driver.value }
            }
            try await loop.flatSubmit { driver.value.opened.futureResult }.get()
        } catch {
            loop.execute { driver.value.close() }
            throw error
        }
        return driver
    }

    /// Runs the load and returns the window it was measured in. Stops the conversations at the
    /// end of the window: they send nothing new, and the replies owed still arrive.
    public func run(until end: LoadEnd) async throws -> ClosedRange<ContinuousClock.Instant> {
        let start = ContinuousClock.now
        forEach { $0.begin() }
        let (deadline, target) = switch end {
        case .duration(let duration): (start + duration, Int.max)
        case .roundTrips(let count, let limit): (start + limit, count)
        }
        while ContinuousClock.now < deadline, monitor.roundTrips < target, monitor.failure == nil {
            try await Task.sleep(for: .milliseconds(10))
        }
        let stop = ContinuousClock.now
        forEach { $0.stop() }
        if let failure = monitor.failure { throw failure }
        return start...stop
    }

    /// Waits for every reply still owed; after `limit`, closes the connections instead.
    public func drain(limit: Duration) async {
        let timer = Task {
            try await Task.sleep(for: limit)
            close()
        }
        for driver in drivers {
            try? await driver.eventLoop.flatSubmit { driver.value.drained.futureResult }.get()
        }
        timer.cancel()
    }

    /// What the conversations measured inside `window`.
    public func result(in window: ClosedRange<ContinuousClock.Instant>) async throws -> LoadResult {
        var tallies: [Tally] = []
        for driver in drivers {
            tallies.append(try await driver.eventLoop.submit { driver.value.tally }.get())
        }
        return LoadResult(tallies, from: window.lowerBound, to: window.upperBound)
    }

    public func close() {
        forEach { $0.close() }
    }

    private func forEach(_ body: @escaping @Sendable (ConversationDriver<C>) -> Void) {
        for driver in drivers {
            driver.eventLoop.execute { body(driver.value) }
        }
    }
}

/// How long a load runs: a fixed time, or until this many round trips (within a time limit).
public enum LoadEnd: Sendable {
    case duration(Duration)
    case roundTrips(Int, limit: Duration)
}
