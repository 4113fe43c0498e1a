import BroadsideCore
import BroadsideProtocol
import BroadsideServerCore
import Testing

/// An offer of a rematch made again is answered as the first was, and sends no second `* REMATCH`
/// (PROTOCOL.md 7.12): the opponent, connected all along, was told once.
@Suite struct RematchOfferedAgainTests {
    @Test func offeringAgainTellsTheConnectedOpponentNothingAndTheOfferStillStands() {
        var generator = SeededGenerator(seed: 14)
        let start = ContinuousClock.now
        var (session, _) = makeSession(index: 14, opponent: .human, now: start, using: &generator)
        let (ann, bob) = (SeatReference(session.match.code, .a), SeatReference(session.match.code, .b))
        func send(_ command: GameCommand, from seat: Seat) -> SessionOutcome {
            session.handle(command, seat: seat, connection: testConnection(seat), now: start, using: &generator)
        }
        #expect(send(.forfeit, from: .b).succeeded)

        let offer = send(.rematch, from: .a)
        #expect(offer.reply.map(\.description) == ["OK REMATCH \(ann) offered"])
        #expect(offer.deliveries == [Delivery(testConnection(.b), .rematch(bob, by: .a))])
        let again = send(.rematch, from: .a)
        #expect(again.reply.map(\.description) == ["OK REMATCH \(ann) offered"])
        #expect(again.deliveries.isEmpty)

        #expect(send(.rematch, from: .b).reply.map(\.description) == ["OK REMATCH \(bob) round=2 first=B"])
    }
}
