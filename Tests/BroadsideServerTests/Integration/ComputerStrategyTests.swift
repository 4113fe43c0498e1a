import BroadsideAI
import BroadsideCore
import BroadsideProtocol
import BroadsideServerCore
import Testing

/// The computer the server plays aims by probability density, the strongest strategy, and not at
/// random (test audit: every test passed with any strategy behind the server's computer).
@Suite(.timeLimit(.minutes(2))) struct ComputerStrategyTests {
    @Test func theServerPlaysTheDensityStrategy() {
        #expect(StrategyName.strongest == .density)
        #expect(MatchSession.strongestComputer(1) is DensityStrategy)
    }

    /// On an empty grid the densest cells are the four in the middle (StrategyTests counts them):
    /// a computer firing at random would open there in one game of 25, in three games in a row
    /// once in 15,625. And it sinks a whole fleet in fewer shots than a random one takes on
    /// average (about 95); the seed makes the game the same in every run.
    @Test func theComputerOpensInTheMiddleAndSinksAFleetSoon() async throws {
        let middle = Set(["E5", "E6", "F5", "F6"].map(Fleets.cell))
        try await TestServer.with(seed: 7) { server in
            let ann = try await TestPlayer.connect(to: server, name: "ann")
            for game in 1...3 {
                let ref = try await Self.newGame(ann)
                var targets = Coordinate.all[...]
                var computerShots: [Coordinate] = []
                var winner: Seat?
                while winner == nil {
                    let reply = try await ann.ok(.fire(ref, [try #require(targets.popFirst())]))
                    if let seat = reply.final[field: "winner"] { winner = Seat(rawValue: seat); break }
                    let (shots, then) = try await ann.waitForEvent("the computer's shot") { event -> ([Shot], TurnAfter)? in
                        if case .shot(ref, .b, let shots, let then) = event { return (shots, then) }
                        return nil
                    }
                    computerShots += shots.map(\.target)
                    if case .winner(let seat) = then { winner = seat }
                    if game < 3 { break }
                }
                #expect(computerShots.first.map { middle.contains($0) } == true, "game \(game) opened at \(computerShots)")
                if game == 3 {
                    #expect(winner == .b && computerShots.count <= 75, "\(String(describing: winner)) after \(computerShots.count)")
                    #expect(Set(computerShots).count == computerShots.count)
                }
            }
            await ann.close()
        }
    }

    private static func newGame(_ ann: TestPlayer) async throws -> SeatReference {
        let created = try await ann.ok(.new(rules: .classic, opponent: .computer)).final
        let ref = try #require(created.positional.first.flatMap { SeatReference($0) })
        try await ann.ok(.place(ref, .random))
        try await ann.ok(.ready(ref))
        return ref
    }
}
