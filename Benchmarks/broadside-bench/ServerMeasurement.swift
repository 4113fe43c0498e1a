import BroadsideLoad
#if canImport(Glibc)
import Glibc
#endif

/// What one server under test showed: how fast it takes new clients, its memory with the
/// connections open and idle, and the load.
struct ServerFigures {
    var handshakesPerSecond: Double
    /// Resident memory before the load's connections were opened, and with them open and idle;
    /// nil for a server this benchmark did not start.
    var residentBefore: Int?
    var residentOpen: Int?
    var connections: Int
    var load: LoadResult

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
    let handshakeTime: Duration

    /// Clients doing handshakes at once, as in TOOLCHAIN-NOTES' reference figures.
    static let handshakeConcurrency = 16

    /// Handshakes, then memory before and with the conversations open, then the load. A child
    /// server is killed with SIGKILL as soon as the window ends, with replies still in flight:
    /// whatever it acknowledged must be stored.
    func run<C: Conversation>(_ conversations: Int, _ make: @escaping @Sendable (Int) -> C) async throws -> ServerFigures {
        do {
            return try await measure(conversations, make)
        } catch {
            await child?.stop(SIGKILL)
            throw error
        }
    }

    private func measure<C: Conversation>(_ conversations: Int, _ make: @escaping @Sendable (Int) -> C) async throws -> ServerFigures {
        let handshakes = try await HandshakeMeter.measure(
            target, concurrency: Self.handshakeConcurrency, duration: handshakeTime)
        // The game server lets a closed connection go 2 s after its last line: wait that out.
        try await Task.sleep(for: .seconds(3))
        let before = child?.residentBytes()
        let run = try await LoadRun.open(conversations, to: target, make)
        try await Task.sleep(for: .seconds(1))
        let open = child?.residentBytes()
        let window: ClosedRange<ContinuousClock.Instant>
        do {
            window = try await run.run(until: end)
        } catch {
            run.close()
            throw error
        }
        await child?.stop(SIGKILL)
        await run.drain(limit: .seconds(10))
        let load = try await run.result(in: window)
        run.close()
        return ServerFigures(
            handshakesPerSecond: handshakes, residentBefore: before, residentOpen: open, connections: conversations * C.connectionCount,
            load: load)
    }
}
