import BroadsideAI
import BroadsideCore
import BroadsideProtocol
import BroadsideServerCore
import Testing

/// A computer that breaks the rules ends its round by forfeit, not the server (PROTOCOL.md 7.10).
@Suite struct ComputerFaultTests {
    /// A strategy with a bug: it fires at the same cell every turn.
    private struct OneCellStrategy: TargetingStrategy {
        mutating func chooseTargets(_ count: Int, on grid: TargetGrid) -> [Coordinate] { [Coordinate.all[0]] }
    }

    @Test func aComputerThatFiresTwiceAtACellForfeitsTheRound() throws {
        var generator = SeededGenerator(seed: 3)
        let now = ContinuousClock.now
        var (session, _) = MatchSession.create(
            code: testCode(1), rules: .classic, opponent: .computer, creatorName: "ann", token: .random(using: &generator),
            tokenDigest: testDigest(1, .a), creator: testConnection(.a), claimLimits: ClaimLimits(), now: now,
            computer: { _ in OneCellStrategy() }, using: &generator)
        var outcomes: [SessionOutcome] = []
        for command in [GameCommand.place(.random), .ready] {
            outcomes.append(session.handle(command, seat: .a, connection: testConnection(.a), now: now, using: &generator))
        }
        // Ann fires until the computer's second turn, its first repeated cell.
        for target in Coordinate.all.dropFirst().prefix(2) where !session.match.game.phase.isOver {
            outcomes.append(session.handle(.fire([target]), seat: .a, connection: testConnection(.a), now: now, using: &generator))
        }
        let faulty = try #require(outcomes.last)
        #expect(outcomes.allSatisfy { $0.succeeded })
        #expect(faulty.fault?.doing == "fire" && faulty.fault?.error == .alreadyFiredAt(Coordinate.all[0]))
        #expect(outcomes.dropLast().allSatisfy { $0.fault == nil })

        // Ann wins by the computer's forfeit, told as of any forfeit: `* OVER`, then `* REVEAL`.
        let ref = session.match.reference(.a)
        #expect(session.match.game.phase == .forfeited(by: .b, ground: .gaveUp))
        let annsEvents = faulty.deliveries.filter { $0.connection == testConnection(.a) }.map(\.event)
        #expect(Array(annsEvents.suffix(2)) == [
            .over(ref, winner: .a, reason: .forfeit, cause: .gaveUp), .reveal(ref, fleet: session.match.game.fleet(of: .b).placements),
        ])
        // Stored as such.
        let stored = try #require(faulty.storage)
        #expect(stored.events.last == .forfeited(.b, .gaveUp))
        #expect(stored.record.wins == SeatPair(a: 1, b: 0) && stored.record.phase == .over)

        // Only the round ended: the match plays on.
        let rematch = session.handle(.rematch, seat: .a, connection: testConnection(.a), now: now, using: &generator)
        #expect(rematch.succeeded && session.match.round == 2)
    }
}
