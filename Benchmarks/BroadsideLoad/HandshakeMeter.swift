import BroadsideBots
import NIOCore
import NIOPosix

/// Measures how fast a server takes new clients: connect, TLS handshake, the server's greeting,
/// close; `concurrency` clients doing that over and over for `duration`.
public enum HandshakeMeter {
    /// Complete handshakes in a measured time.
    public struct Result: Sendable {
        public let count: Int
        public let elapsed: Duration

        public var perSecond: Double { Double(count) / (Double(elapsed.nanoseconds) / 1e9) }
    }

    public static func measure(_ target: LoadTarget, concurrency: Int, duration: Duration) async throws -> Result {
        let start = ContinuousClock.now
        let deadline = start + duration
        let count = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<concurrency {
                group.addTask {
                    var done = 0
                    while ContinuousClock.now < deadline {
                        try await handshake(with: target)
                        done += 1
                    }
                    return done
                }
            }
            return try await group.reduce(0, +)
        }
        return Result(count: count, elapsed: ContinuousClock.now - start)
    }

    private static func handshake(with target: LoadTarget) async throws {
        let loop = MultiThreadedEventLoopGroup.singleton.next()
        let greeted = loop.makePromise(of: Void.self)
        let channel: any Channel
        do {
            channel = try await target.connect(on: loop, index: 0) { GreetingSink(greeted) }
        } catch {
            greeted.fail(error)
            throw error
        }
        try await greeted.futureResult.get()
        try await channel.close()
    }
}

/// Waits for the first line of a connection.
private final class GreetingSink: LineSink {
    private let greeted: EventLoopPromise<Void>
    private var done = false

    init(_ greeted: EventLoopPromise<Void>) {
        self.greeted = greeted
    }

    func connected(_ channel: any Channel, index: Int) {}

    func received(_ line: String, index: Int) {
        finish { $0.succeed(()) }
    }

    func closed(index: Int) {
        finish { $0.fail(LoadFailure("the server closed the connection before its greeting")) }
    }

    private func finish(_ body: (EventLoopPromise<Void>) -> Void) {
        guard !done else { return }
        done = true
        body(greeted)
    }
}
