import BroadsideClient
import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// A seat whose token the server no longer knows (`ERR BAD_TOKEN` to `RESUME`): its game was
/// deleted there (`broadside prune`) or the server's data replaced. The player is told which game,
/// and it goes from the list, the screen and the stored tokens.
@Suite("A game the server no longer has")
struct GoneGameTests {
    private let now = Fixtures.now
    private let badToken = Fixtures.ok("ERR BAD_TOKEN :no seat has this token")
    private let emptyList = Reply(data: [], final: .ok("GAMES", ["count=0"]))

    /// At start only the stored seat is known: a seat stored before its opponent was known (or
    /// by a client that did not keep it) is named by its code alone.
    @Test func atStartTheGameIsNamedByItsCodeAndItsTokenForgotten() {
        var client = SessionController(state: ClientState(mode: .network, playerName: "ann"), seed: 1)
        _ = client.connected(resuming: [Fixtures.storedSeatA], now: now)
        #expect(client.receive(badToken, to: .resume(Fixtures.tokenA), now: now) == [.forgetSeat(Fixtures.tokenA)])
        _ = client.receive(emptyList, to: .games, now: now)
        let gone = "Game K7QX3M is no longer on the server (deleted as unplayed for long, or the server's data was reset): it is removed from your list."
        #expect(client.state.message == gone)
        #expect(Scenes.screen(client.state).contains("Game K7QX3M is no longer on the server"))
        #expect(client.state.lobby.games.isEmpty)
    }

    /// The opponent stored beside the token names the game at start.
    @Test func atStartTheStoredOpponentNamesTheGame() {
        var client = SessionController(state: ClientState(mode: .network, playerName: "ann"), seed: 1)
        _ = client.connected(resuming: [ResumableSeat(Fixtures.seatA, Fixtures.tokenA, against: KnownOpponent(.human, name: "bob"))], now: now)
        _ = client.receive(badToken, to: .resume(Fixtures.tokenA), now: now)
        #expect(client.state.message?.hasPrefix("Game K7QX3M against bob is no longer on the server") == true)

        var solo = SessionController(state: ClientState(mode: .solo, playerName: "ann"), seed: 1)
        let computer = KnownOpponent(.computer, name: "computer")
        _ = solo.connected(resuming: [ResumableSeat(Fixtures.seatA, Fixtures.tokenA, against: computer)], now: now)
        _ = solo.receive(badToken, to: .resume(Fixtures.tokenA), now: now)
        #expect(solo.state.message?.hasPrefix("Game K7QX3M against the computer is no longer on the server") == true)
    }

    /// Whom a game is against is stored once the server says it, and not again while it stays so.
    @Test func theOpponentIsStoredOnceKnown() {
        var client = SessionController(state: ClientState(mode: .network, playerName: "ann"), seed: 1)
        _ = client.connected(resuming: [Fixtures.storedSeatA], now: now)
        let bob = KnownOpponent(.human, name: "bob")
        let resumed = client.receive(Fixtures.stateReply(Fixtures.seatState(vs: "bob"), command: "RESUME"), to: .resume(Fixtures.tokenA), now: now)
        #expect(resumed == [.rememberOpponent(Fixtures.tokenA, bob)])
        let listing = GameListing(summary: Fixtures.summary(), ships: 5, enemyShips: 5)
        #expect(client.receive(Reply(data: [listing.line], final: .ok("GAMES", ["count=1"])), to: .games, now: now).isEmpty)

        // Nobody has joined yet: nothing to store until someone does.
        var waiting = SessionController(state: ClientState(mode: .network, playerName: "ann"), seed: 1)
        _ = waiting.connected(resuming: [Fixtures.storedSeatA], now: now)
        let open = waiting.receive(
            Fixtures.stateReply(Fixtures.seatState(phase: .placing, turn: nil, vs: nil), command: "RESUME"), to: .resume(Fixtures.tokenA), now: now)
        #expect(open.isEmpty)
        let joined = waiting.receive(.event(.joined(Fixtures.seatA, opponentName: "bob")), now: now)
        #expect(joined.contains(.rememberOpponent(Fixtures.tokenA, bob)))
    }

    /// Reconnecting with the game on screen: the game was shown as it stood before the loss ("it's
    /// your turn"), and a shot would be refused for a seat the connection does not hold.
    @Test func onReconnectionTheGameOnScreenGivesWayToTheList() {
        var client = Fixtures.client(Fixtures.seatState())
        let listing = GameListing(summary: Fixtures.summary(), ships: 5, enemyShips: 5)
        _ = client.receive(Reply(data: [listing.line], final: .ok("GAMES", ["count=1"])), to: .games, now: now)
        client.state.isConnected = false
        _ = client.connected(resuming: [Fixtures.storedSeatA], now: now)
        #expect(client.receive(badToken, to: .resume(Fixtures.tokenA), now: now) == [.forgetSeat(Fixtures.tokenA)])
        #expect(client.state.page == .lobby)
        #expect(client.state.seats.isEmpty && client.state.lobby.games.isEmpty)
        let said = SessionController.reconnected + " Game K7QX3M against bob is no longer on the server "
            + "(deleted as unplayed for long, or the server's data was reset): it is removed from your list."
        #expect(client.state.message == said)
        // Unlike the news of the return alone, it stays until a key is pressed.
        #expect(client.state.note(at: now + .seconds(60)) == said)
        // Nothing of it is left to open, and the list as it stands no longer has it.
        _ = client.perform(.showLobby, now: now)
        #expect(client.state.lobby.games.isEmpty)
        #expect(client.perform(.open(Fixtures.code), now: now) == [])
        #expect(client.state.message == "You have no seat in game K7QX3M.")
    }

    @Test func aGameAgainstTheComputerSaysSo() {
        var seat = Fixtures.seatState(vs: "computer")
        seat.summary.opponent = .computer
        var client = Fixtures.client(seat, mode: .solo)
        client.state.isConnected = false
        _ = client.connected(resuming: [Fixtures.storedSeatA], now: now)
        _ = client.receive(badToken, to: .resume(Fixtures.tokenA), now: now)
        #expect(client.state.message?.contains("Game K7QX3M against the computer is no longer on the server") == true)
    }

    /// Hot-seat holds both seats: the game is said once, and both tokens are forgotten.
    @Test func bothSeatsOfAHotSeatGameGoTogether() {
        var client = Fixtures.client(Fixtures.seatState(Fixtures.seatA, vs: "bob"), mode: .hotSeat)
        client.state.seats[Fixtures.seatB] = Fixtures.model(Fixtures.seatState(Fixtures.seatB, vs: "ann"))
        let seatB = ResumableSeat(Fixtures.seatB, Fixtures.tokenB)
        _ = client.connected(resuming: [Fixtures.storedSeatA, seatB], now: now)
        let first = client.receive(badToken, to: .resume(Fixtures.tokenA), now: now)
        #expect(first == [.forgetSeat(Fixtures.tokenA), .forgetSeat(Fixtures.tokenB)])
        #expect(client.receive(badToken, to: .resume(Fixtures.tokenB), now: now) == [.forgetSeat(Fixtures.tokenB)])
        #expect(client.state.message?.components(separatedBy: "K7QX3M").count == 2)
        #expect(client.state.page == .lobby)
    }

    /// Other games stay as they were.
    @Test func onlyTheGoneGameLeaves() {
        let other = SeatReference(GameCode("P9ZZ2A")!, .a)  // a valid code
        var client = Fixtures.client(Fixtures.seatState(other), page: .game(other))
        client.state.seats[Fixtures.seatA] = Fixtures.model(Fixtures.seatState())
        _ = client.connected(resuming: [ResumableSeat(other, Fixtures.tokenB), Fixtures.storedSeatA], now: now)
        _ = client.receive(badToken, to: .resume(Fixtures.tokenA), now: now)
        #expect(client.state.page == .game(other))
        #expect(Array(client.state.seats.keys) == [other])
    }

    @Test func theClientGuideQuotesWhatThePlayerIsTold() throws {
        let words = try RepositoryDocuments.words("docs/CLIENT.md")
        #expect(words.contains(SessionController.gone(Fixtures.code, against: "bob")))
    }
}
