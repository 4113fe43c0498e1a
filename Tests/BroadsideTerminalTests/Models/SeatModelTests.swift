import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

@Suite("The game screen's model follows replies and events")
struct SeatModelTests {
    private let now = Fixtures.now

    @Test func ownShotsAndTheirResultPassTheTurn() {
        var model = Fixtures.model(Fixtures.seatState())
        model.recordOwnVolley([Fixtures.shot("B7=hit")], then: .next(.b), now: now)
        #expect(model.targetGrid.mark(at: Fixtures.cell("B7")) == .hit)
        #expect(!model.isMyTurn)
        #expect(ShotPhrases.own(model.lastVolley) == "You fired at B7: hit.")
    }

    @Test func theOpponentsShotsLandOnTheOwnGrid() {
        var model = Fixtures.model(Fixtures.seatState(turn: .b))
        let event = Event.shot(Fixtures.seatA, by: .b, shots: [Fixtures.shot("A2=hit")], then: .next(.a))
        model.apply(event, now: now)
        // A shot read twice (an event and a STATE around it) counts once.
        model.apply(event, now: now)
        #expect(model.incoming.count == 1)
        #expect(model.isMyTurn)
        #expect(ShotPhrases.incoming(model.lastIncomingVolley, by: "bob", fleet: model.ownGrid.fleet)
            == "bob fired at A2: hit your Carrier.")
    }

    @Test func readyAfterTheOpponentStartsTheRoundBeforeItsEventIsRead() {
        var model = Fixtures.model(Fixtures.seatState(
            phase: .placing, turn: nil, fleet: [], ready: SeatPair(a: false, b: true)))
        model.markReady(with: Fixtures.fleet, now: now)
        #expect(model.isPlaying && model.isMyTurn && model.shotsThisTurn == 1)
        // The event, when it comes, changes nothing.
        model.apply(.started(Fixtures.seatA, first: .a), now: now)
        #expect(model.isPlaying && model.isMyTurn)
        var first = Fixtures.model(Fixtures.seatState(
            phase: .placing, turn: nil, fleet: [], ready: SeatPair(a: false, b: false)))
        first.markReady(with: Fixtures.fleet, now: now)
        #expect(first.isPlacing && first.isReady)
    }

    /// A resumed salvo seat says what the last volleys did, as the server counts them.
    @Test func aResumedSalvoSeatKnowsItsLastVolleys() {
        var state = Fixtures.seatState(rules: .salvo, incoming: ["A1=miss", "B2=miss", "C3=hit"], outgoing: ["J1=miss", "J2=miss"])
        #expect(Fixtures.model(state).lastIncomingVolley.isEmpty)
        state.ownVolley = 2
        state.enemyVolley = 2
        let model = Fixtures.model(state)
        #expect(model.lastIncomingVolley.map(\.target.description) == ["B2", "C3"])
        #expect(model.lastVolley.count == 2)
    }

    /// A resumed seat's turn clock goes on from the turn's age the server gave.
    @Test func theTurnClockStartsFromTheAgeTheServerGives() {
        var state = Fixtures.seatState()
        state.turnSeconds = 65
        let model = Fixtures.model(state)
        let headline = GameStatus.headline(model, playerName: "ann", isHotSeat: false, mayDecline: false, style: .keys, now: now + .seconds(2))
        #expect(headline.text == "ann, it's your turn · 1:07")
    }

    @Test func gameOverScoresOnceAndRevealsTheEnemyFleet() {
        var model = Fixtures.model(Fixtures.seatState())
        let over = Event.over(Fixtures.seatA, winner: .a, reason: .sunk)
        model.apply(over, now: now)
        model.apply(over, now: now)
        model.apply(.reveal(Fixtures.seatA, fleet: Fixtures.fleet), now: now)
        #expect(model.summary.score == SeatPair(a: 1, b: 0))
        #expect(model.targetGrid.revealedFleet?.placements == Fixtures.fleet)
        #expect(GameStatus.outcome(model, playerName: "ann", isHotSeat: false, mayDecline: false, style: .keys) == "Game over: you win! Press r for a rematch.")
        #expect(GameStatus.outcome(model, playerName: "ann", isHotSeat: false, mayDecline: false, style: .commands) == "Game over: you win! Type rematch for a rematch.")
    }

    /// At a shared terminal both players read the end, so it names them both, the loser too, in
    /// one sentence on either player's screen.
    @Test func aSharedTerminalNamesBothPlayersInTheEnd() {
        var lost = Fixtures.model(Fixtures.seatState())
        lost.markEndingAsked(.forfeit)
        lost.apply(.over(Fixtures.seatA, winner: .b, reason: .forfeit), now: now)
        let given = GameStatus.outcome(lost, playerName: "ann", isHotSeat: true, mayDecline: false, style: .keys)
        #expect(given.hasPrefix("Game over: bob wins, ann forfeited! "), "\(given)")
        var won = Fixtures.model(Fixtures.seatState())
        won.apply(.over(Fixtures.seatA, winner: .a, reason: .forfeit), now: now)
        let taken = GameStatus.outcome(won, playerName: "ann", isHotSeat: true, mayDecline: false, style: .keys)
        #expect(taken.hasPrefix("Game over: ann wins, bob forfeited! "), "\(taken)")
    }

    @Test func aSunkShipIsSaidByName() {
        let sunk = Fixtures.shot("E2=sunk:destroyer:E1:H")
        #expect(ShotPhrases.own([sunk]) == "You fired at E2: Destroyer sunk!")
        #expect(ShotPhrases.incoming([sunk], by: "bob", fleet: Fleet()) == "bob fired at E2: your Destroyer sunk!")
        #expect(ShotPhrases.own([Fixtures.shot("A1=miss"), sunk]) == "You fired: A1 miss, E2 Destroyer sunk!")
    }
}
