import BroadsideClient
import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

@Suite("Leaving a game puts the lobby's cursor on it")
struct LobbyReturnTests {
    private let now = Fixtures.now
    private let other = GameCode("P9ZZ2A")!  // a valid code

    private func listing(_ code: GameCode) -> GameListing {
        GameListing(summary: Fixtures.summary(SeatReference(code, .a)), ships: 5, enemyShips: 5)
    }

    private func games(_ codes: [GameCode]) -> Reply {
        Reply(data: codes.map { listing($0).line }, final: .ok("GAMES", ["count=\(codes.count)"]))
    }

    /// A game listed below the cursor, opened some other way than from the list (a join code).
    @Test func aListedGameIsSelectedOnLeavingIt() {
        var client = Fixtures.client(Fixtures.seatState(SeatReference(other, .a)))
        client.state.lobby.update([listing(Fixtures.code), listing(other)], now: Fixtures.now)
        #expect(client.state.lobby.selectedGame?.code == Fixtures.code)
        #expect(client.type("q") == ["GAMES"])
        #expect(client.state.page == .lobby)
        #expect(client.state.lobby.selectedGame?.code == other)
        _ = client.receive(games([Fixtures.code, other]), to: .games, now: now)
        #expect(client.state.lobby.selectedGame?.code == other)
    }

    /// The list shows the games the client holds seats in as they stand, before `GAMES` answers
    /// or while the server is away: a game created since the last list is not missing from it.
    @Test func theSeatsHeldAreListedAsTheyStandWithoutWaitingForTheServer() {
        var client = Fixtures.client(Fixtures.seatState(incoming: ["A1=hit"]))
        client.state.lobby.update([listing(other)], now: Fixtures.now)
        client.state.isConnected = false
        // The refresh asked for is dropped while away (SessionDriver); the list does without it.
        #expect(client.type("q") == ["GAMES"])
        #expect(client.state.page == .lobby)
        #expect(client.state.lobby.selectedGame?.code == Fixtures.code)
        #expect(client.state.lobby.games.map(\.code).sorted() == [Fixtures.code, other].sorted())
        let screen = Scenes.screen(client.state)
        #expect(screen.contains("K7QX3M") && screen.contains("your turn") && !screen.contains("No games"), "\(screen)")
    }

    /// A game just created is not in the list until the `GAMES` reply the lobby asks for lists it.
    @Test func aGameNotListedYetIsSelectedOnceTheListHasIt() {
        var client = Fixtures.client(Fixtures.seatState(phase: .placing, turn: nil, fleet: [], ready: SeatPair(a: false, b: false)),
                                     page: .editor(Fixtures.seatA))
        client.state.editors[Fixtures.seatA] = FleetEditor(rules: .classic)
        client.state.lobby.update([listing(other)], now: Fixtures.now)
        #expect(client.type("q") == ["GAMES"])
        _ = client.receive(games([Fixtures.code, other]), to: .games, now: now)
        #expect(client.state.lobby.selectedGame?.code == Fixtures.code)
        #expect(client.type([.enter]) == [])
        #expect(client.state.page == .editor(Fixtures.seatA))
    }

    /// A move the player makes before the list comes back is theirs to keep.
    @Test func aMoveBeforeTheListComesBackIsKept() {
        var client = Fixtures.client(Fixtures.seatState())
        client.state.lobby.update([listing(other)], now: Fixtures.now)
        _ = client.type("q")
        _ = client.type("j")
        _ = client.receive(games([Fixtures.code, other]), to: .games, now: now)
        #expect(client.state.lobby.selectedGame?.code == other)
    }
}
