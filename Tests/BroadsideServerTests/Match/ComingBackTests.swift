import BroadsideCore
import BroadsideProtocol
import BroadsideServerCore
import Testing

/// A seat resumed and left in a loop would flood its opponent with `* BACK` and `* LEFT`: a seat
/// comes back 20 times at once, then once a second (PROTOCOL.md 7.3).
@Suite struct ComingBackTests {
    @Test func aSeatComingBackTooOftenIsRefusedAndItsOpponentHearsNothingOfIt() {
        var generator = SeededGenerator(seed: 11)
        let start = ContinuousClock.now
        var (session, _) = makeSession(index: 6, opponent: .human, now: start, using: &generator)
        var backs = 0
        var refused: [String] = []
        for _ in 0..<25 {
            _ = session.handle(.leave, seat: .b, connection: testConnection(.b), now: start, using: &generator)
            let outcome = session.resume(.b, connection: testConnection(.b), now: start)
            backs += outcome.deliveries.filter { if case .back = $0.event { true } else { false } }.count
            if !outcome.succeeded { refused.append(outcome.reply.last?.description ?? "") }
        }
        #expect(backs == 20)
        #expect(refused == Array(
            repeating: "ERR RATE_LIMITED wait=1 scope=comebacks :this seat has come back too often; try again in 1s", count: 5))
        // A second on, it may come back once more; a seat already held may always be resumed again.
        #expect(session.resume(.b, connection: testConnection(.b), now: start + .seconds(1)).succeeded)
        #expect(session.resume(.b, connection: testConnection(.b), now: start + .seconds(1)).succeeded)
    }
}
