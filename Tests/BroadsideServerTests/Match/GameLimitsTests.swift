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
        var generator = SeededGenerator(seed: 15)
        let start = ContinuousClock.now
        var (session, _) = makeSession(index: 15, opponent: .human, now: start, using: &generator)
        func send(_ command: GameCommand) -> SessionOutcome {
            session.handle(command, seat: .a, connection: testConnection(.a), now: start, using: &generator)
        }
        for _ in 0..<(ServerLimits.placementChangesPerRound / 4) {
            #expect(send(.place(Self.fleet)).succeeded)
            #expect(send(.remove(.all)).succeeded)
        }
        let eventsAtTheLimit = session.match.game.events.count
        #expect(send(.place(Self.fleet)).succeeded)
        let refused = send(.remove(.ships([.destroyer])))
        #expect(refused.reply.map(\.description) == [
            "ERR GAME_LIMIT :your fleet has changed \(ServerLimits.placementChangesPerRound) times this round; place the ships left and send READY",
        ])
        #expect(refused.storage == nil)
        #expect(session.match.game.fleet(of: .a).placements.count == 2)
        #expect(session.match.game.events.count == eventsAtTheLimit + 2)

        #expect(send(.place(.random)).succeeded)
        #expect(send(.ready).succeeded)
    }

    @Test func aShipNotPlacedIsRefusedBeforeTheLimit() {
        var generator = SeededGenerator(seed: 16)
        let start = ContinuousClock.now
        var (session, _) = makeSession(index: 16, opponent: .human, now: start, using: &generator)
        func send(_ command: GameCommand) -> SessionOutcome {
            session.handle(command, seat: .a, connection: testConnection(.a), now: start, using: &generator)
        }
        for _ in 0..<(ServerLimits.placementChangesPerRound / 4) {
            _ = send(.place(Self.fleet))
            _ = send(.remove(.all))
        }
        _ = send(.place(Self.fleet))
        #expect(send(.remove(.ships([.submarine]))).reply.last?.name == "NOT_PLACED")
        // Named after a ship whose removal alone would pass the limit, it is still refused first.
        #expect(send(.remove(.ships([.carrier, .submarine]))).reply.last?.name == "NOT_PLACED")
    }

    @Test func aRematchIsRefusedOnceTheGameHasHadItsLastRound() {
        var generator = SeededGenerator(seed: 17)
        let start = ContinuousClock.now
        var (session, _) = makeSession(index: 17, opponent: .human, now: start, using: &generator)
        func send(_ command: GameCommand, from seat: Seat) -> SessionOutcome {
            session.handle(command, seat: seat, connection: testConnection(seat), now: start, using: &generator)
        }
        while session.match.round < ServerLimits.roundsPerGame {
            #expect(send(.forfeit, from: .a).succeeded)
            #expect(send(.rematch, from: .a).succeeded)
            #expect(send(.rematch, from: .b).succeeded)
        }
        #expect(send(.forfeit, from: .a).succeeded)
        let refused = send(.rematch, from: .b)
        #expect(refused.reply.map(\.description) == [
            "ERR GAME_LIMIT :this game has played its \(ServerLimits.roundsPerGame) rounds; start a new game with NEW",
        ])
        #expect(refused.deliveries.isEmpty && refused.storage == nil)
        #expect(session.match.rematchOffers == SeatPair(a: false, b: false))
    }
}
