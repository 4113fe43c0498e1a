import BroadsideClient
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// A round that ends while the player is in the lobby changes its row to `over`: the message line
/// says how, unless the player ended it themselves.
@Suite("Lobby: a round that ends there is said on the message line")
struct LobbyEndNewsTests {
    private let now = Fixtures.now

    private func inLobby(_ seat: SeatState = Fixtures.seatState(turn: .b)) -> SessionController {
        Fixtures.client(seat, page: .lobby)
    }

    @Test func anOpponentGivingUpIsSaid() {
        var client = inLobby()
        #expect(Fixtures.commands(client.receive(.event(.over(Fixtures.seatA, winner: .a, reason: .forfeit)), now: now)) == ["GAMES"])
        #expect(client.state.message == "bob gave up K7QX3M: you won.")
        #expect(Scenes.screen(client.state).contains("bob gave up K7QX3M: you won."))
    }

    @Test func aFleetSunkOrAClaimIsSaid() {
        var sunk = inLobby()
        _ = sunk.receive(.event(.over(Fixtures.seatA, winner: .b, reason: .sunk)), now: now)
        #expect(sunk.state.message == "bob sank your last ship in K7QX3M: you lost.")
        var claimed = inLobby()
        _ = claimed.receive(.event(.over(Fixtures.seatA, winner: .b, reason: .forfeit)), now: now)
        #expect(claimed.state.message == "bob claimed K7QX3M: the round waited on you too long, so you lost.")
    }

    /// Given up from the list (x, y), the round's end is what the player asked for: the message
    /// that says so stays.
    @Test func anEndThePlayerAskedForIsNotSaidAgain() {
        var client = inLobby()
        let listing = GameListing(summary: Fixtures.summary(turn: .b), ships: 5, enemyShips: 5)
        _ = client.receive(Reply(data: [listing.line], final: .ok("GAMES", ["count=1"])), to: .games, now: now)
        _ = client.type("x")
        #expect(client.type("y") == ["FORFEIT K7QX3M/A"])
        let gaveUp = client.state.message
        _ = client.receive(.event(.over(Fixtures.seatA, winner: .b, reason: .forfeit)), now: now)
        #expect(client.state.message == gaveUp)
    }

    /// Seen on the game screen, the end is there already.
    @Test func anEndOnScreenIsNotSaidAsNews() {
        var client = Fixtures.client(Fixtures.seatState(turn: .b))
        _ = client.receive(.event(.over(Fixtures.seatA, winner: .a, reason: .forfeit)), now: now)
        #expect(client.state.message == nil)
    }
}
