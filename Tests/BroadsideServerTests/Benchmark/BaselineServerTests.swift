import BroadsideBaselines
import BroadsideBots
import BroadsideLoad
import BroadsideTLS
import NIOCore
import Testing

/// The servers `broadside-bench server` compares Broadside with, driven by the benchmark's own
/// clients over real TLS. Functional only: the benchmark measures, the tests time nothing.
@Suite(.timeLimit(.minutes(2))) struct BaselineServerTests {
    @Test func pingPongRoundTripsThroughTheEcho() async throws {
        let result = try await load(.echo, conversations: 3, roundTrips: 300) { _, origin in PingPong(origin: origin) }
        #expect(result.acknowledged >= 300)
    }

    /// A side takes its next turn only when the relay has told it of the other side's, so every
    /// round trip after each pair's first needs the relay's events.
    @Test func pairsTakeTurnsThroughTheRelay() async throws {
        let result = try await load(.relay, conversations: 3, roundTrips: 300) { number, origin in
            TurnRelay(key: "pair\(number)", origin: origin)
        }
        #expect(result.acknowledged >= 300)
    }

    /// Runs `conversations` against a baseline server until `roundTrips` are done, or a minute.
    private func load<C: Conversation>(
        _ behaviour: BaselineServer.Behaviour, conversations: Int, roundTrips: Int,
        _ make: @escaping @Sendable (Int, ContinuousClock.Instant) -> C
    ) async throws -> LoadResult {
        try await withTemporaryDirectory { directory in
            let files = try DevelopmentCertificates.ensure(in: directory).files
            let server = try await BaselineServer.start(
                behaviour, certificatePath: files.certificatePath, privateKeyPath: files.privateKeyPath, port: 0)
            return try await withCleanup {
                let port = try #require(server.localAddress?.port)
                let target = try LoadTarget(host: "127.0.0.1", port: port, caPath: files.caCertificatePath)
                let origin = ContinuousClock.now
                let run = try await LoadRun.open(conversations, to: target) { make($0, origin) }
                let window = try await run.run(until: .roundTrips(roundTrips, limit: .seconds(60)))
                await run.drain(limit: .seconds(10))
                let result = try await run.result(in: window)
                run.close()
                return result
            } cleanup: {
                try await server.close()
            }
        }
    }
}
