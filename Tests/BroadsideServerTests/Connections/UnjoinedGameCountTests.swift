import BroadsideCore
import BroadsideProtocol
import BroadsideServerCore
import Testing

/// A connection may have 20 games that nobody has joined yet (PROTOCOL.md 11). A game counts from
/// its `NEW` until the connection gets `* JOINED` or `* OVER` for it, or stops holding its seat A;
/// a game against the computer is joined from the start.
@Suite struct UnjoinedGameCountTests {
    private static let refusal = "ERR TOO_MANY_GAMES scope=unjoined :you have 20 games nobody has joined yet"

    /// How a game stops waiting for an opponent, as the connection learns it.
    enum Ending: CaseIterable, Sendable {
        case joined, over, left, taken

        func end(_ ref: SeatReference, in state: inout ConnectionState) {
            switch self {
            case .joined: state.observe(.joined(ref, opponentName: "bob"))
            case .over: state.observe(.over(ref, winner: nil, reason: .abandoned))
            case .left: state.lost(ref)
            case .taken: state.observe(.taken(ref))
            }
        }
    }

    /// `NEW human`, let through and carried out: game `index` with this connection in seat A.
    private func create(_ index: Int, in state: inout ConnectionState, now: ContinuousClock.Instant) {
        #expect(state.receive(.line("NEW human"), now: now) == .session(.create(name: "ann", rules: .classic, opponent: .human)))
        state.gained(SeatReference(testCode(index), .a), awaitingOpponent: true)
    }

    /// A connection that created the default 20 games at `now`, none of them joined.
    private func waitingOnTwentyGames(limits: ServerLimits = WireFuzzTests.generous, now: ContinuousClock.Instant) -> ConnectionState {
        var state = ConnectionState.greeted(limits: limits, now: now)
        for index in 0..<20 { create(index, in: &state, now: now) }
        return state
    }

    @Test(arguments: Ending.allCases)
    func aGameNoLongerWaitingGivesItsPlaceBack(_ ending: Ending) {
        let now = ContinuousClock.now
        var state = waitingOnTwentyGames(now: now)
        #expect(state.answer("NEW human", now: now) == Self.refusal)
        ending.end(SeatReference(testCode(7), .a), in: &state)
        create(20, in: &state, now: now)
        #expect(state.answer("NEW human", now: now) == Self.refusal)
    }

    @Test func aGameAgainstTheComputerIsNotRefusedByTheLimit() {
        let now = ContinuousClock.now
        var state = waitingOnTwentyGames(now: now)
        #expect(state.receive(.line("NEW computer"), now: now) == .session(.create(name: "ann", rules: .classic, opponent: .computer)))
    }

    /// Both limits reached: the unjoined games' refusal says what to do about them.
    @Test func theLimitOnUnjoinedGamesIsCheckedBeforeTheLimitOnSeats() {
        var limits = WireFuzzTests.generous
        limits.seatsPerConnection = 20
        let now = ContinuousClock.now
        var state = waitingOnTwentyGames(limits: limits, now: now)
        #expect(state.answer("NEW human", now: now) == Self.refusal)
        #expect(state.answer("NEW computer", now: now) == "ERR TOO_MANY_GAMES scope=seats :this connection holds 20 seats; LEAVE some first")
    }
}
