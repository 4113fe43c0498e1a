import BroadsideCore
import BroadsideProtocol
import BroadsideServerCore
import Testing

/// `REMOVE <ref> carrier carrier` is refused at the second mention with `NOT_PLACED`
/// (PROTOCOL.md 7.7), and nothing is removed; its text said "the Carrier is not placed" of a
/// carrier on the grid (independent client's audit): it says the ship is named twice.
@Suite struct ShipNamedTwiceTests {
    @Test func aShipNamedTwiceIsSaidToBeNamedTwiceAndStaysPlaced() {
        var generator = SeededGenerator(seed: 18)
        let start = ContinuousClock.now
        var (session, _) = makeSession(index: 18, opponent: .human, now: start, using: &generator)
        func send(_ command: GameCommand) -> SessionOutcome {
            session.handle(command, seat: .a, connection: testConnection(.a), now: start, using: &generator)
        }
        #expect(send(.place(.random)).succeeded)
        let refused = send(.remove(.ships([.carrier, .destroyer, .carrier])))
        #expect(refused.reply.map(\.description) == ["ERR NOT_PLACED :the Carrier is named twice; name each ship once"])
        #expect(session.match.game.fleet(of: .a).placements.count == 5)
    }
}
