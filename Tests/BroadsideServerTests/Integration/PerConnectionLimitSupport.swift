import BroadsideServerCore

/// Runs `body` against a server whose per-connection limit `limit` is `value`, with ann and bob
/// connected, and ann again on a connection of her own (her laptop): the seats and games one
/// connection holds count apart from the other's.
func withAnnBobAndAnnsLaptop(
    limit: WritableKeyPath<ServerLimits, Int>, _ value: Int,
    _ body: (_ ann: TestPlayer, _ bob: TestPlayer, _ laptop: TestPlayer) async throws -> Void
) async throws {
    var limits = ServerLimits()
    limits[keyPath: limit] = value
    try await TestServer.with(limits: limits) { server in
        let ann = try await TestPlayer.connect(to: server, name: "ann")
        let bob = try await TestPlayer.connect(to: server, name: "bob")
        let laptop = try await TestPlayer.connect(to: server, name: "ann")
        try await body(ann, bob, laptop)
    }
}
