import BroadsideCore
import BroadsideProtocol
import BroadsideServerCore

/// The connection a test gives each seat: ann's is 1, bob's 2.
func testConnection(_ seat: Seat) -> ConnectionID { ConnectionID(seat == .a ? 1 : 2) }

/// A classic match as the server makes it: ann creates it, and against a human bob joins. Returns
/// the creation's outcome too, for what it stores.
func makeSession(
    index: Int, opponent: Opponent, now: ContinuousClock.Instant, using generator: inout SeededGenerator
) -> (session: MatchSession, created: SessionOutcome) {
    var (session, created) = MatchSession.create(
        code: testCode(index), rules: .classic, opponent: opponent, creatorName: "ann", token: .random(using: &generator),
        tokenDigest: testDigest(index, .a), creator: testConnection(.a), claimLimits: ClaimLimits(), now: now,
        using: &generator)
    if opponent == .human {
        _ = session.join(
            name: "bob", token: .random(using: &generator), tokenDigest: testDigest(index, .b),
            connection: testConnection(.b), now: now)
    }
    return (session, created)
}

/// Each of `seats` places its fleet at random and declares it ready, at `now`.
func placeAndReady(
    _ seats: [Seat], in session: inout MatchSession, now: ContinuousClock.Instant, using generator: inout SeededGenerator
) {
    for seat in seats {
        for command in [GameCommand.place(.random), .ready] {
            _ = session.handle(command, seat: seat, connection: testConnection(seat), now: now, using: &generator)
        }
    }
}

/// A session from `makeSession`, its random draws seeded with its index, its clock still at its
/// start: commands are sent to it as each seat's connection sends them.
struct SessionAtStart {
    var session: MatchSession
    private var generator: SeededGenerator
    let start = ContinuousClock.now

    init(index: Int, opponent: Opponent = .human) {
        var generator = SeededGenerator(seed: UInt64(index))
        (session, _) = makeSession(index: index, opponent: opponent, now: start, using: &generator)
        self.generator = generator
    }

    mutating func send(_ command: GameCommand, from seat: Seat = .a) -> SessionOutcome {
        session.handle(command, seat: seat, connection: testConnection(seat), now: start, using: &generator)
    }
}
