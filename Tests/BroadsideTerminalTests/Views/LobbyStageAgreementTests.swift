import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// The lobby's State column says a game waits on the player exactly where the lobby lists it
/// first: both read the one stage of the game (`LobbyGame.stage`).
@Suite("Lobby: the state said and the order listed agree on what waits on the player")
struct LobbyStageAgreementTests {
    /// What the State column says of a game that waits on ann (seat A, against bob): her turn,
    /// her fleet to place, bob's offer to answer, or fleets placed by whom an older server does
    /// not say.
    private static let awaitingAnn: Set = ["your turn", "place your fleet", "bob offers a rematch", "placing fleets"]

    /// Ann's seat A of a game against bob at every stage `GAMES` can list it in.
    private static var listings: [GameListing] {
        let readiness: [SeatPair<Bool>?] = [nil] + [false, true].flatMap { a in [false, true].map { b in SeatPair(a: a, b: b) } }
        let placing = readiness.map { listing(.placing, ready: $0) }
        let playing = Seat.allCases.map { listing(.playing, turn: $0) }
        let over = [Seat.a, .b, nil].flatMap { winner in
            [Seat.a, .b, nil].map { offerer in listing(.over, winner: winner, rematchBy: offerer) }
        }
        return [listing(.waiting, vs: nil)] + placing + playing + over
    }

    private static func listing(
        _ phase: RoundPhase, turn: Seat? = nil, vs: String? = "bob", ready: SeatPair<Bool>? = nil, winner: Seat? = nil,
        rematchBy offerer: Seat? = nil
    ) -> GameListing {
        var summary = Fixtures.summary(phase: phase, turn: turn, vs: vs, winner: winner)
        if phase == .over { summary.rematchOffers = SeatPair(a: offerer == .a, b: offerer == .b) }
        return GameListing(summary: summary, ships: 5, enemyShips: 5, ready: ready)
    }

    @Test(arguments: listings)
    func theStateSaysTheGameWaitsOnThePlayerWhereItIsListedFirst(listing: GameListing) {
        let state = ClientState(mode: .network, playerName: "ann")
        let game = LobbyGame(code: Fixtures.code, seats: [listing])
        let phrase = LobbyView.phrase(game, session: Presentation(of: state), now: Fixtures.now)
        #expect(Self.awaitingAnn.contains(phrase) == game.awaitsThisClient, "\(phrase)")
        #expect((game.listingGroup == 0) == game.awaitsThisClient, "\(phrase)")
    }
}
