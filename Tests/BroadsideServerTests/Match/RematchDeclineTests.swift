import BroadsideCore
import BroadsideProtocol
import BroadsideServerCore
import Testing

/// `DECLINE` (PROTOCOL.md 7.17): after a round, either seat ends the offer of a rematch that
/// stands, the other's declined or its own withdrawn; the other seat is told, the end is stored,
/// and either may offer again.
@Suite struct RematchDeclineTests {
    /// A match between ann and bob whose first round bob gave up.
    struct Over {
        var session: MatchSession
        var generator = SeededGenerator(seed: 15)
        let now = ContinuousClock.now

        init(opponent: Opponent = .human) {
            (session, _) = makeSession(index: 15, opponent: opponent, now: now, using: &generator)
            if opponent == .computer { _ = send(.forfeit, from: .a) } else { _ = send(.forfeit, from: .b) }
        }

        mutating func send(_ command: GameCommand, from seat: Seat) -> SessionOutcome {
            session.handle(command, seat: seat, connection: testConnection(seat), now: now, using: &generator)
        }

        func ref(_ seat: Seat) -> SeatReference { session.match.reference(seat) }
    }

    @Test func decliningTheOpponentsOfferEndsItTellsThemAndIsStored() {
        var game = Over()
        #expect(game.send(.rematch, from: .a).reply.map(\.description) == ["OK REMATCH \(game.ref(.a)) offered"])
        let declined = game.send(.decline, from: .b)
        #expect(declined.reply.map(\.description) == ["OK DECLINE \(game.ref(.b))"])
        #expect(declined.deliveries == [Delivery(testConnection(.a), .declined(game.ref(.a), by: .b))])
        #expect(game.session.match.rematchOffers == SeatPair(a: false, b: false))
        #expect(declined.storage?.record.rematchOffers == SeatPair(a: false, b: false))
        // Nothing stands now; an offer made again is a new one, and is told again.
        #expect(game.send(.decline, from: .b).reply.first?.name == ErrorCode.noOffer.rawValue)
        let offeredAgain = game.send(.rematch, from: .a)
        #expect(offeredAgain.reply.map(\.description) == ["OK REMATCH \(game.ref(.a)) offered"])
        #expect(offeredAgain.deliveries == [Delivery(testConnection(.b), .rematch(game.ref(.b), by: .a))])
    }

    @Test func withdrawingOnesOwnOfferTellsTheOpponentWhoMayThenOffer() {
        var game = Over()
        _ = game.send(.rematch, from: .a)
        let withdrawn = game.send(.decline, from: .a)
        #expect(withdrawn.reply.map(\.description) == ["OK DECLINE \(game.ref(.a))"])
        #expect(withdrawn.deliveries == [Delivery(testConnection(.b), .declined(game.ref(.b), by: .a))])
        #expect(game.session.match.rematchOffers == SeatPair(a: false, b: false))
        // Bob's `REMATCH` is an offer of his own, not the acceptance of one withdrawn.
        #expect(game.send(.rematch, from: .b).reply.map(\.description) == ["OK REMATCH \(game.ref(.b)) offered"])
    }

    @Test func anOfferAcceptedFirstStartsTheRoundAndTheDeclineComesTooLate() {
        var game = Over()
        _ = game.send(.rematch, from: .a)
        #expect(game.send(.rematch, from: .b).reply.first?.description.contains("round=2") == true)
        #expect(game.send(.decline, from: .a).reply.first?.name == ErrorCode.notOver.rawValue)
    }

    @Test func withNoOfferStandingTheErrorsComeInTheirOrder() {
        var game = Over()
        #expect(game.send(.decline, from: .a).reply.first?.name == ErrorCode.noOffer.rawValue)

        var playing = SeededGenerator(seed: 16)
        var (session, _) = makeSession(index: 16, opponent: .human, now: .now, using: &playing)
        let early = session.handle(.decline, seat: .a, connection: testConnection(.a), now: .now, using: &playing)
        #expect(early.reply.first?.name == ErrorCode.notOver.rawValue)

        // Nobody joined ann's game, which she then called off: nobody to offer a rematch to.
        var (alone, _) = MatchSession.create(
            code: testCode(17), rules: .classic, opponent: .human, creatorName: "ann", token: .random(using: &playing),
            tokenDigest: testDigest(17, .a), creator: testConnection(.a), claimLimits: ClaimLimits(), now: .now,
            using: &playing)
        _ = alone.handle(.forfeit, seat: .a, connection: testConnection(.a), now: .now, using: &playing)
        let nobody = alone.handle(.decline, seat: .a, connection: testConnection(.a), now: .now, using: &playing)
        #expect(nobody.reply.first?.name == ErrorCode.noOpponent.rawValue)
    }

    /// The computer accepts within the command, so no offer ever stands to decline.
    @Test func againstTheComputerNoOfferStands() {
        var game = Over(opponent: .computer)
        #expect(game.send(.decline, from: .a).reply.first?.name == ErrorCode.noOffer.rawValue)
        #expect(game.send(.rematch, from: .a).reply.first?.description.contains("round=2") == true)
    }
}
