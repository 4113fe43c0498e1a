import BroadsideChaos
import BroadsideServerCore
import Testing

/// A seat of the harnesses' games that fails ends its game, and the run fails with its reason:
/// its opponent, waiting for a turn that never comes, is not left to wait forever
/// (`broadside-chaos flood` hung so once its honest games' shots were refused).
@Suite struct SeatFailureEndsTheGameTests {
    @Test func aShotRefusedFailsTheHonestGamesInsteadOfLeavingTheOpponentWaiting() async throws {
        var limits = ServerLimits()
        // A minute's worth at once: 60 moves, where a game stores a hundred or more.
        limits.storedMovesPerSecondPerAddress = 1
        let failure = try await TestServer.with(limits: limits) { server in
            try await withTemporaryDirectory { directory in
                await #expect(throws: ChaosFailure.self) {
                    try await withTimeout(30, "the refused shot to end the honest games") {
                        _ = try await HonestGames.play(
                            1, on: server.clientConfiguration, journalsIn: directory, seed: 1, until: .now + .seconds(20))
                    }
                }
            }
        }
        #expect(failure?.description.contains("RATE_LIMITED") == true, "\(String(describing: failure))")
    }
}
