import BroadsideClient
import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

@Suite("Lobby: x gives up, calls off or removes a game, once the player says y")
struct LobbyRemovalTests {
    private let now = Fixtures.now
    private let waiting = GameCode("P9ZZ2A")!  // a valid code
    private let finished = GameCode("H4JJ7M")!  // a valid code

    /// A client on the lobby that resumed `seats` (each with its token) and listed them.
    private func lobby(_ seats: [(SeatState, SeatToken)], mode: PlayMode = .network) -> SessionController {
        var state = ClientState(mode: mode, playerName: "ann")
        state.page = .lobby
        var client = SessionController(state: state, seed: 1)
        _ = client.connected(resuming: seats.map { ResumableSeat($0.0.summary.reference, $0.1) }, now: now)
        for (seat, token) in seats {
            _ = client.receive(Fixtures.stateReply(seat, command: "RESUME"), to: .resume(token), now: now)
        }
        let listings = seats.map { GameListing(summary: $0.0.summary, ships: 5, enemyShips: 4).line }
        _ = client.receive(Reply(data: listings, final: .ok("GAMES", ["count=\(listings.count)"])), to: .games, now: now)
        return client
    }

    private func question(_ client: SessionController) -> String? { client.state.lobby.askedRemoval?.question }

    @Test func aRoundInProgressIsGivenUpOnlyAfterY() {
        var client = lobby([(Fixtures.seatState(), Fixtures.tokenA)])
        #expect(Scenes.screen(client.state).contains("x give up"))
        #expect(client.type("x") == [])
        #expect(question(client) == "Give up K7QX3M against bob? You lose the round. y/n")
        #expect(Scenes.screen(client.state).contains("Give up K7QX3M against bob? You lose the round. y/n"))
        #expect(client.type("y") == ["FORFEIT K7QX3M/A"])
        #expect(client.state.message == "You gave up K7QX3M; x again removes it from the list.")
        // The game screen will say the round was given up, not lost to a claim.
        _ = client.receive(.event(.over(Fixtures.seatA, winner: .b, reason: .forfeit)), now: now)
        #expect(client.state.seats[Fixtures.seatA]?.forfeitCause == .gaveUp)
    }

    /// Y answers as y does: Caps Lock on is no answer of no.
    @Test func aCapitalYCarriesItOutToo() {
        var client = lobby([(Fixtures.seatState(), Fixtures.tokenA)])
        _ = client.type("x")
        #expect(client.type("Y") == ["FORFEIT K7QX3M/A"])
    }

    /// Any key but y keeps the game, and does nothing else: Enter would have opened it.
    @Test func anyOtherKeyKeepsTheGameAndDoesNothingElse() {
        for key in [Key.enter, .character("n"), .character("x"), .escape, .down] {
            var client = lobby([(Fixtures.seatState(), Fixtures.tokenA)])
            _ = client.type("x")
            #expect(client.press(key, now: now).isEmpty, "\(key)")
            #expect(client.state.page == .lobby)
            #expect(client.state.message == "Nothing was given up: K7QX3M goes on.")
            #expect(question(client) == nil)
            // The question was answered: a y now is just a key.
            #expect(client.type("y") == [])
        }
    }

    @Test func aGameNobodyJoinedIsCalledOff() {
        let seat = Fixtures.seatState(SeatReference(waiting, .a), phase: .waiting, turn: nil, vs: nil, ready: SeatPair(a: false, b: false))
        var client = lobby([(seat, Fixtures.tokenA)])
        #expect(Scenes.screen(client.state).contains("x call off"))
        _ = client.type("x")
        #expect(question(client) == "Call off P9ZZ2A? Nobody has joined it: its round ends with no winner. y/n")
        #expect(client.type("y") == ["FORFEIT P9ZZ2A/A"])
        #expect(client.state.message == "Called off P9ZZ2A; x again removes it from the list.")
    }

    /// A finished game leaves the list: its seat is left and its token forgotten, so that the next
    /// start does not resume it.
    @Test func aFinishedGameIsRemovedAndItsTokenForgotten() {
        let ref = SeatReference(finished, .a)
        var client = lobby([(Fixtures.seatState(ref, phase: .over, turn: nil), Fixtures.tokenA), (Fixtures.seatState(), Fixtures.tokenB)])
        client.state.lobby.select(finished)
        #expect(Scenes.screen(client.state).contains("x remove"))
        _ = client.type("x")
        #expect(question(client) == "Remove finished game H4JJ7M from the list? It cannot be opened again. y/n")
        #expect(client.press(.character("y"), now: now) == [.send(.leave(ref)), .forgetSeat(Fixtures.tokenA), .send(.games)])
        #expect(client.state.seats[ref] == nil)
        #expect(client.state.seats[Fixtures.seatA] != nil)
        #expect(client.state.message == "Removed game H4JJ7M from the list.")
    }

    /// Someone joined while the question was open: giving up is not what was asked, so it is asked.
    @Test func aGameThatChangedSinceTheQuestionIsAskedAboutAgain() {
        let ref = SeatReference(waiting, .a)
        var client = lobby([(Fixtures.seatState(ref, phase: .waiting, turn: nil, vs: nil, ready: SeatPair(a: false, b: false)), Fixtures.tokenA)])
        _ = client.type("x")
        let joined = GameListing(summary: Fixtures.summary(ref, phase: .placing, turn: nil), ships: 5, enemyShips: 5)
        _ = client.receive(Reply(data: [joined.line], final: .ok("GAMES", ["count=1"])), to: .games, now: now)
        #expect(client.type("y") == [])
        #expect(question(client) == "Give up P9ZZ2A against bob? You lose the round. y/n")
        #expect(client.type("y") == ["FORFEIT P9ZZ2A/A"])
    }

    @Test func soloGivesUpToTheComputer() {
        var seat = Fixtures.seatState(vs: "computer")
        seat.summary.opponent = .computer
        var client = lobby([(seat, Fixtures.tokenA)], mode: .solo)
        _ = client.type("x")
        #expect(question(client) == "Give up K7QX3M against the computer? You lose the round. y/n")
        #expect(client.type("y") == ["FORFEIT K7QX3M/A"])
    }

    /// At a shared terminal the player whose go it is gives up, and is named.
    @Test func hotSeatGivesUpAsThePlayerWhoseGoItIs() {
        var client = lobby([
            (Fixtures.seatState(Fixtures.seatA, turn: .b, vs: "bob"), Fixtures.tokenA),
            (Fixtures.seatState(Fixtures.seatB, turn: .b, vs: "ann"), Fixtures.tokenB),
        ], mode: .hotSeat)
        _ = client.type("x")
        #expect(question(client) == "Give up K7QX3M as bob against ann? bob loses the round. y/n")
        #expect(client.type("y") == ["FORFEIT K7QX3M/B"])
        #expect(client.state.message == "bob gave up K7QX3M; x again removes it from the list.")
    }

    @Test func hotSeatRemovesAFinishedGameWithBothSeats() {
        var client = lobby([
            (Fixtures.seatState(Fixtures.seatA, phase: .over, turn: nil, vs: "bob"), Fixtures.tokenA),
            (Fixtures.seatState(Fixtures.seatB, phase: .over, turn: nil, vs: "ann"), Fixtures.tokenB),
        ], mode: .hotSeat)
        _ = client.type("x")
        #expect(client.press(.character("y"), now: now) == [
            .send(.leave(Fixtures.seatA)), .forgetSeat(Fixtures.tokenA),
            .send(.leave(Fixtures.seatB)), .forgetSeat(Fixtures.tokenB), .send(.games),
        ])
    }

    /// A token from `NEW` is known too, not only those resumed.
    @Test func aGameCreatedInThisSessionCanBeRemoved() {
        var client = SessionController(state: ClientState(mode: .network, playerName: "ann"), seed: 1)
        _ = client.receive(
            Fixtures.ok("OK NEW K7QX3M/A token=\(Fixtures.tokenA) rules=classic opponent=human"),
            to: .new(rules: .classic, opponent: .human), now: now)
        let over = GameListing(summary: Fixtures.summary(phase: .over, turn: nil, winner: .b), ships: 0, enemyShips: 2)
        _ = client.receive(Reply(data: [over.line], final: .ok("GAMES", ["count=1"])), to: .games, now: now)
        _ = client.type("x")
        #expect(client.press(.character("y"), now: now).contains(.forgetSeat(Fixtures.tokenA)))
    }

    /// Line mode: `drop CODE` is the question and its answer in one typed command.
    @Test func lineModeDropsAGameAtOnce() {
        let ref = SeatReference(finished, .a)
        var client = lobby([(Fixtures.seatState(ref, phase: .over, turn: nil), Fixtures.tokenA), (Fixtures.seatState(), Fixtures.tokenB)])
        guard case .intents(let giveUp) = PlainCommands.parse("drop k7qx3m", state: client.state) else {
            Issue.record("drop CODE is an intent")
            return
        }
        #expect(giveUp.flatMap { client.perform($0, now: now) } == [.send(.forfeit(Fixtures.seatA))])
        #expect(client.state.message == "You gave up K7QX3M; drop K7QX3M again removes it from the list.")

        guard case .intents(let forget) = PlainCommands.parse("drop H4JJ7M", state: client.state) else {
            Issue.record("drop CODE of a game given up is an intent")
            return
        }
        #expect(forget.flatMap { client.perform($0, now: now) } == [.send(.leave(ref)), .forgetSeat(Fixtures.tokenA), .send(.games)])

        #expect(client.perform(.drop(GameCode("Q2W3E4")!), now: now) == [])  // a valid code
        #expect(client.state.message == "No game Q2W3E4 in your list: games lists them.")
        #expect(PlainCommands.parse("drop", state: client.state) == .invalid("Write drop CODE, like drop K7QX3M."))
    }
}
