import BroadsideCore
import BroadsideProtocol
import BroadsideServerCore
import Testing

/// `REMOVE <ref> carrier carrier` is refused at the second mention with `NOT_PLACED`
/// (PROTOCOL.md 7.7), and nothing is removed; its text said "the Carrier is not placed" of a
/// carrier on the grid (independent client's audit): it says the ship is named twice.
@Suite struct ShipNamedTwiceTests {
    @Test func aShipNamedTwiceIsSaidToBeNamedTwiceAndStaysPlaced() {
        var game = SessionAtStart(index: 18)
        #expect(game.send(.place(.random)).succeeded)
        let refused = game.send(.remove(.ships([.carrier, .destroyer, .carrier])))
        #expect(refused.reply.map(\.description) == ["ERR NOT_PLACED :the Carrier is named twice; name each ship once"])
        #expect(game.session.match.game.fleet(of: .a).placements.count == 5)
    }
}
