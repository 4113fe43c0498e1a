import BroadsideBots
import BroadsideChaos
import BroadsideLoad
import BroadsideProtocol
#if canImport(Glibc)
import Glibc
#endif

/// How fast a server took new clients: connect, TLS handshake, greeting, close.
struct HandshakeFigures {
    var perSecond: Double
    /// The server's CPU time per handshake; nil for `--connect`.
    var serverCPU: Duration?

    /// Clients doing handshakes at once, as in TOOLCHAIN-NOTES' reference figures.
    static let concurrency = 16

    /// Nil when `time` is zero (`--handshake-seconds 0`).
    static func measure(_ target: LoadTarget, child: ChildServer?, for time: Duration) async throws -> HandshakeFigures? {
        guard time > .zero else { return nil }
        let cpuBefore = child?.cpuTime()
        let result = try await HandshakeMeter.measure(target, concurrency: concurrency, duration: time)
        let cpu = difference(cpuBefore, child?.cpuTime())
        return HandshakeFigures(perSecond: result.perSecond, serverCPU: result.count > 0 ? cpu.map { $0 / result.count } : nil)
    }
}

/// What one server under test showed: how fast it takes new clients, its memory with the
/// connections open and idle, and the load.
struct ServerFigures {
    /// Nil when handshakes were not measured (`--handshake-seconds 0`).
    var handshakes: HandshakeFigures?
    /// Resident memory before the load's connections were opened, and with them open and idle;
    /// nil for a server this benchmark did not start.
    var residentBefore: Int?
    var residentOpen: Int?
    var connections: Int
    var load: LoadResult
    /// CPU time used during the window by the server (nil for `--connect`) and by this load client.
    var serverCPU: Duration?
    var clientCPU: Duration?

    /// CPU microseconds per round trip completed in the window.
    func microseconds(per cpu: Duration?) -> Double? {
        guard let cpu, !load.roundTrips.isEmpty else { return nil }
        return cpu.seconds * 1e6 / Double(load.roundTrips.count)
    }

    var residentPerConnection: Double? {
        guard let residentBefore, let residentOpen else { return nil }
        return Double(residentOpen - residentBefore) / Double(connections)
    }
}

/// Runs the same steps against every server, so that the figures compare like with like.
struct ServerMeasurement {
    let target: LoadTarget
    /// Nil when measuring a server given with `--connect`.
    let child: ChildServer?
    let end: LoadEnd
    /// Measured before any server carried a load.
    let handshakes: HandshakeFigures?
    /// SIGKILL proves durability; SIGTERM lets a profiler wrapping the server write its data.
    let stopSignal: Int32

    /// Memory before and with the conversations open, then the load. A child
    /// server is stopped (by default killed with SIGKILL) as soon as the window ends, with replies
    /// still in flight: whatever it acknowledged must be stored.
    func run<C: Conversation>(_ conversations: Int, _ make: @escaping @Sendable (Int) -> C) async throws -> ServerFigures {
        do {
            return try await measure(conversations, make)
        } catch {
            await child?.stop(stopSignal)
            throw error
        }
    }

    private func measure<C: Conversation>(_ conversations: Int, _ make: @escaping @Sendable (Int) -> C) async throws -> ServerFigures {
        let before = child?.residentBytes()
        let run = try await LoadRun.open(conversations, to: target, make)
        try await Task.sleep(for: .seconds(1))
        let open = child?.residentBytes()
        let window: ClosedRange<ContinuousClock.Instant>
        let (serverBefore, clientBefore) = (child?.cpuTime(), ProcessCPU.time(of: "self"))
        do {
            window = try await run.run(until: end)
        } catch {
            run.close()
            throw error
        }
        let (serverAfter, clientAfter) = (child?.cpuTime(), ProcessCPU.time(of: "self"))
        await child?.stop(stopSignal)
        await run.drain(limit: .seconds(10))
        let load = try await run.result(in: window)
        run.close()
        return ServerFigures(
            handshakes: handshakes, residentBefore: before, residentOpen: open,
            connections: conversations * C.connectionCount, load: load,
            serverCPU: difference(serverBefore, serverAfter), clientCPU: difference(clientBefore, clientAfter))
    }
}

/// CPU time between two readings; nil when either is missing.
private func difference(_ before: Duration?, _ after: Duration?) -> Duration? {
    guard let before, let after else { return nil }
    return after - before
}
