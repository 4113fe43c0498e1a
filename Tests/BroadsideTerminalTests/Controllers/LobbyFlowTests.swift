import BroadsideClient
import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

@Suite("Lobby: resume on connect, new game, join by code, open")
struct LobbyFlowTests {
    private let now = Fixtures.now

    @Test func connectingResumesEveryStoredSeatThenListsGames() {
        var client = SessionController(state: ClientState(mode: .network, playerName: "ann"), seed: 1)
        let effects = client.connected(resuming: [Fixtures.storedSeatA, ResumableSeat(Fixtures.seatB, Fixtures.tokenB)], now: Fixtures.now)
        #expect(Fixtures.commands(effects) == ["RESUME \(Fixtures.tokenA)", "RESUME \(Fixtures.tokenB)", "GAMES"])
    }

    @Test func aTokenTheServerNoLongerKnowsIsForgotten() {
        var client = SessionController(state: ClientState(mode: .network, playerName: "ann"), seed: 1)
        let reply = Fixtures.ok("ERR BAD_TOKEN :no seat has this token")
        #expect(client.receive(reply, to: .resume(Fixtures.tokenA), now: now) == [.forgetSeat(Fixtures.tokenA)])
    }

    @Test func newGameKeysSendNewAndShowTheCode() {
        var client = SessionController(state: ClientState(mode: .network, playerName: "ann"), seed: 1)
        _ = client.type("n")
        // Opponent: computer, rules: salvo.
        #expect(client.type([.right, .down, .right, .enter]) == ["NEW salvo computer"])
        client = SessionController(state: ClientState(mode: .network, playerName: "ann"), seed: 1)
        _ = client.type("n")
        #expect(client.type([.enter]) == ["NEW classic human"])
        let effects = client.receive(
            Fixtures.ok("OK NEW K7QX3M/A token=\(Fixtures.tokenA) rules=classic opponent=human"),
            to: .new(rules: .classic, opponent: .human), now: now)
        #expect(effects.contains(.rememberSeat(Fixtures.seatA, Fixtures.tokenA, player: "ann")))
        #expect(Fixtures.commands(effects) == ["STATE K7QX3M/A"])
        #expect(client.state.message == "Game K7QX3M created.")
        let waiting = Fixtures.seatState(phase: .waiting, turn: nil, vs: nil, fleet: [], ready: SeatPair(a: false, b: false))
        _ = client.receive(Fixtures.stateReply(waiting), to: .state(Fixtures.seatA), now: now)
        #expect(client.state.page == .editor(Fixtures.seatA))
        // The editor says the code to give, once and no more: not the message too.
        let screen = Scenes.screen(client.state)
        #expect(screen.components(separatedBy: "K7QX3M").count == 4, "\(screen)")
        #expect(screen.contains("Game K7QX3M created.\n") && screen.contains("Waiting for an opponent: give them the code K7QX3M."))
        // Line mode prints it once, in the message.
        var typed = SessionController(state: ClientState(mode: .network, playerName: "ann", inputStyle: .commands), seed: 1)
        _ = typed.perform(.createGame(typed.state.newGameForm), now: now)
        _ = typed.receive(
            Fixtures.ok("OK NEW K7QX3M/A token=\(Fixtures.tokenA) rules=classic opponent=human"),
            to: .new(rules: .classic, opponent: .human), now: now)
        #expect(typed.state.message == "Game K7QX3M created: give the code K7QX3M to your opponent.")
    }

    @Test func joiningByCodeSendsJoinAndOpensTheGame() {
        var client = SessionController(state: ClientState(mode: .network, playerName: "bob"), seed: 1)
        _ = client.type("c")
        #expect(client.type([.character("k"), .character("7"), .character("q"), .character("x"), .character("3"),
                             .character("m"), .enter]) == ["JOIN K7QX3M"])
        let effects = client.receive(
            Fixtures.ok("OK JOIN K7QX3M/B token=\(Fixtures.tokenB) rules=classic vs=ann"),
            to: .join(Fixtures.code, name: nil), now: now)
        #expect(effects.contains(.rememberSeat(Fixtures.seatB, Fixtures.tokenB, player: "bob")))
        #expect(Fixtures.commands(effects) == ["STATE K7QX3M/B"])
        // Told, as the creator is told bob joined.
        _ = client.receive(Fixtures.stateReply(Fixtures.seatState(Fixtures.seatB, phase: .placing, turn: nil, vs: "ann", fleet: [], ready: SeatPair(a: false, b: false))),
                           to: .state(Fixtures.seatB), now: now)
        #expect(client.state.page == .editor(Fixtures.seatB))
        #expect(Scenes.screen(client.state).contains("You joined K7QX3M: ann's game. Place your fleet."))
    }

    /// A game whose creator called it off before anyone joined can still be joined (PROTOCOL.md
    /// 7.2): there is no fleet to place, and the message says why, beside the end on screen.
    @Test func joiningAGameCalledOffSaysSoRatherThanToPlaceAFleet() {
        var client = SessionController(state: ClientState(mode: .network, playerName: "bob"), seed: 1)
        _ = client.perform(.join(Fixtures.code), now: now)
        _ = client.receive(
            Fixtures.ok("OK JOIN K7QX3M/B token=\(Fixtures.tokenB) rules=classic vs=ann"),
            to: .join(Fixtures.code, name: nil), now: now)
        var over = Fixtures.seatState(Fixtures.seatB, phase: .over, turn: nil, vs: "ann", fleet: [], ready: SeatPair(a: false, b: false))
        over.summary.reason = .abandoned
        _ = client.receive(Fixtures.stateReply(over), to: .state(Fixtures.seatB), now: now)
        let screen = Scenes.screen(client.state)
        #expect(client.state.message == "You joined K7QX3M: ann called its round off before anyone joined.")
        #expect(screen.contains("The round was abandoned. Press r for a rematch."), "\(screen)")
        #expect(!screen.contains("Place your fleet"), "\(screen)")
    }

    @Test func joiningAGameThePlayerIsAlreadyInOpensItInsteadOfTakingTheOtherSeat() {
        var client = SessionController(state: ClientState(mode: .network, playerName: "ann"), seed: 1)
        let listing = GameListing(summary: Fixtures.summary(), ships: 5, enemyShips: 3)
        _ = client.receive(Reply(data: [listing.line], final: .ok("GAMES", ["count=1"])), to: .games, now: now)
        _ = client.type("c")
        #expect(client.type([.character("k"), .character("7"), .character("q"), .character("x"), .character("3"),
                             .character("m"), .enter]) == ["STATE K7QX3M/A"])
        #expect(client.state.message == "You already play in game K7QX3M; here it is.")
    }

    @Test func theGamesReplyFillsTheLobbyAndEnterOpensTheSelectedGame() {
        var client = SessionController(state: ClientState(mode: .network, playerName: "ann"), seed: 1)
        let listing = GameListing(summary: Fixtures.summary(), ships: 5, enemyShips: 3)
        _ = client.receive(Reply(data: [listing.line], final: .ok("GAMES", ["count=1"])), to: .games, now: now)
        #expect(client.state.lobby.games.map(\.code) == [Fixtures.code])
        #expect(client.type([.enter]) == ["STATE K7QX3M/A"])
        _ = client.receive(Fixtures.stateReply(Fixtures.seatState()), to: .state(Fixtures.seatA), now: now)
        #expect(client.state.page == .game(Fixtures.seatA))
    }

    /// Esc backs out of every page to the lobby; once too often there, it says how to quit instead of quitting.
    @Test func escapeInTheLobbyDoesNotQuitButQDoes() {
        var client = SessionController(state: ClientState(mode: .network, playerName: "ann"), seed: 1)
        #expect(client.press(.escape, now: Fixtures.now).isEmpty)
        #expect(client.state.message == "Press q to quit.")
        #expect(client.press(.character("q"), now: Fixtures.now).contains { if case .quit = $0 { true } else { false } })
    }

    @Test func aLostConnectionEndsTheClientWithASentence() {
        var client = Fixtures.client(Fixtures.seatState())
        #expect(client.receive(.disconnected, now: now)
            == [.connectionLost("the connection to the server was lost; start again to resume your games")])
        #expect(client.receive(.disconnected, now: now).isEmpty)
    }

    /// A reply that failed as the server closed tells of the loss first; the goodbye it sent,
    /// read after, must not tell it again (it spent the next reconnection attempt at once).
    @Test func aGoodbyeAfterTheLossIsNotASecondLoss() {
        var client = Fixtures.client(Fixtures.seatState())
        #expect(client.receive(.disconnected, now: now).count == 1)
        let bye = ServerLine(.bye, "SHUTDOWN", text: "the server is shutting down")
        #expect(client.receive(.goodbye(bye), now: now).isEmpty)
        _ = client.connected(resuming: [], now: Fixtures.now)
        #expect(client.receive(.goodbye(bye), now: now)
            == [.connectionLost("the server closed the connection (the server is shutting down); start again to resume your games")])
    }

    @Test func opponentLeavingAndComingBackAreNoticed() {
        var client = Fixtures.client(Fixtures.seatState())
        _ = client.receive(.event(.left(Fixtures.seatA, seat: .b)), now: now)
        #expect(client.state.seats[Fixtures.seatA]?.notice == .opponentAway)
        #expect(client.state.seats[Fixtures.seatA]?.opponentAway(now: now + .seconds(5)) == .seconds(5))
        _ = client.receive(.event(.back(Fixtures.seatA, seat: .b)), now: now)
        #expect(client.state.seats[Fixtures.seatA]?.notice == .opponentBack)
        #expect(client.state.seats[Fixtures.seatA]?.opponentAway(now: now) == nil)
    }
}
