import BroadsideClient
import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// A round that ended before it started (called off, or given up while fleets were placed) had
/// no ships afloat: the counts of ships placed by then say nothing, so none are shown.
@Suite("Ship counts show only for a round that got past placing")
struct UnplayedRoundTests {
    /// Bob gave up while placing; ann, who had placed nothing, wins.
    private var givenUpWhilePlacing: SessionController {
        let placing = Fixtures.seatState(phase: .placing, turn: nil, fleet: [], ready: SeatPair(a: false, b: false))
        var client = Fixtures.client(placing)
        _ = client.receive(.event(.over(Fixtures.seatA, winner: .a, reason: .forfeit)), now: Fixtures.now)
        return client
    }

    @Test func theGameScreenShowsNoShipsAfloat() {
        let screen = Scenes.screen(givenUpWhilePlacing.state)
        #expect(screen.contains("Afloat: -\nEnemy afloat: -"), "\(screen)")
        #expect(!screen.contains("none"), "\(screen)")
        let lines = PlainView.page(Presentation(of: givenUpWhilePlacing.state), now: Fixtures.now)
        #expect(lines.contains("Afloat: -") && lines.contains("Enemy afloat: -"), "\(lines)")
    }

    /// A round played to its end shows what is left, none included.
    @Test func aRoundPlayedShowsItsShipsAfloat() {
        var client = Fixtures.client(Fixtures.seatState())
        _ = client.receive(.event(.over(Fixtures.seatA, winner: .b, reason: .forfeit)), now: Fixtures.now)
        #expect(Scenes.screen(client.state).contains("Afloat: Carrier Battleship Cruiser Submarine Destroyer"))
    }

    /// The lobby learns from the seat's state whether the round started, which `GAMES` does not say.
    @Test func theLobbyShowsNoCountsForARoundThatNeverStarted() {
        var client = givenUpWhilePlacing
        client.state.page = .lobby
        var summary = Fixtures.summary(phase: .over, turn: nil, winner: .a)
        summary.reason = .forfeit
        let listing = GameListing(summary: summary, ships: 0, enemyShips: 3)
        _ = client.receive(Reply(data: [listing.line], final: .ok("GAMES", ["count=1"])), to: .games, now: Fixtures.now)
        let row = LobbyView.row(client.state.lobby.games[0], session: Presentation(of: client.state), now: Fixtures.now)
        #expect(row.contains("over: you won"), "\(row)")
        #expect(!row.contains("0 : 3"), "\(row)")
        #expect(!LobbyView.details(client.state.lobby.games[0], session: Presentation(of: client.state), now: Fixtures.now).contains("ships"))
        // The same listing, for a round that was played: its counts are ships afloat.
        var played = Fixtures.client(Fixtures.seatState(phase: .over, turn: nil), page: .lobby)
        _ = played.receive(Reply(data: [listing.line], final: .ok("GAMES", ["count=1"])), to: .games, now: Fixtures.now)
        #expect(LobbyView.row(played.state.lobby.games[0], session: Presentation(of: played.state), now: Fixtures.now).contains("0 : 3"))
    }

    /// Called off before anyone joined: nothing was ever afloat, whatever the client knows.
    @Test func aRoundCalledOffShowsNoCounts() {
        var summary = Fixtures.summary(phase: .over, turn: nil, vs: nil)
        summary.reason = .abandoned
        var lobby = LobbyModel()
        lobby.update([GameListing(summary: summary, ships: 0, enemyShips: 0)], now: Fixtures.now)
        #expect(lobby.games[0].showsShipCounts == false)
        let state = ClientState(mode: .network, playerName: "ann")
        #expect(!LobbyView.row(lobby.games[0], session: Presentation(of: state), now: Fixtures.now).contains("0 : 0"))
        #expect(!LobbyView.details(lobby.games[0], session: Presentation(of: state), now: Fixtures.now).contains("ships"))
    }
}
