import BroadsideCore
import BroadsideProtocol
import BroadsideServerCore
import Testing

/// A game keeps a bounded number of events (PROTOCOL.md 7.7, 7.12): a client cannot grow it
/// without end by placing and removing ships in a loop, or by ending and restarting rounds.
@Suite struct GameLimitsTests {
    /// Two ships: a `PLACE` then a `REMOVE all` of them are four changes.
    private static let fleet = PlacementRequest.ships(["carrier:A1:H", "destroyer:C1:H"].compactMap { ShipPlacement(wireForm: $0) })

    @Test func removingIsRefusedPastTheChangesOfARoundWhilePlacingAndReadyStillWork() throws {
        var game = SessionAtStart(index: 15)
        for _ in 0..<(ServerLimits.placementChangesPerRound / 4) {
            #expect(game.send(.place(Self.fleet)).succeeded)
            #expect(game.send(.remove(.all)).succeeded)
        }
        let eventsAtTheLimit = game.session.match.game.events.count
        #expect(game.send(.place(Self.fleet)).succeeded)
        let refused = game.send(.remove(.ships([.destroyer])))
        #expect(refused.reply.map(\.description) == [
            "ERR GAME_LIMIT :your fleet has changed \(ServerLimits.placementChangesPerRound) times this round; place the ships left and send READY",
        ])
        #expect(refused.storage == nil)
        #expect(game.session.match.game.fleet(of: .a).placements.count == 2)
        #expect(game.session.match.game.events.count == eventsAtTheLimit + 2)

        #expect(game.send(.place(.random)).succeeded)
        #expect(game.send(.ready).succeeded)
    }

    @Test func aShipNotPlacedIsRefusedBeforeTheLimit() {
        var game = SessionAtStart(index: 16)
        for _ in 0..<(ServerLimits.placementChangesPerRound / 4) {
            _ = game.send(.place(Self.fleet))
            _ = game.send(.remove(.all))
        }
        _ = game.send(.place(Self.fleet))
        #expect(game.send(.remove(.ships([.submarine]))).reply.last?.name == "NOT_PLACED")
        // Named after a ship whose removal alone would pass the limit, it is still refused first.
        #expect(game.send(.remove(.ships([.carrier, .submarine]))).reply.last?.name == "NOT_PLACED")
    }

    @Test func aRematchIsRefusedOnceTheGameHasHadItsLastRound() {
        var game = SessionAtStart(index: 17)
        while game.session.match.round < ServerLimits.roundsPerGame {
            #expect(game.send(.forfeit, from: .a).succeeded)
            #expect(game.send(.rematch, from: .a).succeeded)
            #expect(game.send(.rematch, from: .b).succeeded)
        }
        #expect(game.send(.forfeit, from: .a).succeeded)
        let refused = game.send(.rematch, from: .b)
        #expect(refused.reply.map(\.description) == [
            "ERR GAME_LIMIT :this game has played its \(ServerLimits.roundsPerGame) rounds; start a new game with NEW",
        ])
        #expect(refused.deliveries.isEmpty && refused.storage == nil)
        #expect(game.session.match.rematchOffers == SeatPair(a: false, b: false))
    }
}
