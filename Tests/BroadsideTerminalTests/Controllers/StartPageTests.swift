import BroadsideClient
import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// Hot-seat and solo open on the new-game form, where Enter makes a game: a player coming back to
/// a game in play must land on that game instead, not make another one by pressing Enter.
@Suite("Start: a game in play is offered before a new one")
struct StartPageTests {
    private let now = Fixtures.now
    private let newer = GameCode("P9ZZ2A")!  // a valid code, listed after K7QX3M

    /// A client started in `mode` that resumed `seats` in the order they were stored and listed them.
    private func started(
        _ mode: PlayMode, resuming seats: [(SeatState, SeatToken)], inputStyle: InputStyle = .keys, nameIsRemembered: Bool = false
    ) -> SessionController {
        var state = ClientState(mode: mode, playerName: "ann", partnerName: "bob", inputStyle: inputStyle)
        state.nameIsRemembered = nameIsRemembered
        // As the launcher says it: line mode at start, the full-screen form beside the name.
        if inputStyle == .commands { state.message = state.rememberedNameNote }
        var client = SessionController(state: state, seed: 1)
        #expect(Fixtures.commands(client.connected(resuming: seats.map { ResumableSeat($0.0.summary.reference, $0.1) }, now: Fixtures.now)).last == "GAMES")
        for (seat, token) in seats {
            _ = client.receive(Fixtures.stateReply(seat, command: "RESUME"), to: .resume(token), now: now)
        }
        let listings = seats.map { GameListing(summary: $0.0.summary, ships: 5, enemyShips: 5).line }
        _ = client.receive(Reply(data: listings, final: .ok("GAMES", ["count=\(listings.count)"])), to: .games, now: now)
        return client
    }

    private func computer(_ ref: SeatReference = Fixtures.seatA, phase: RoundPhase = .playing) -> SeatState {
        var seat = Fixtures.seatState(ref, phase: phase, turn: phase == .playing ? .a : nil, vs: "computer")
        seat.summary.opponent = .computer
        return seat
    }

    /// Which page opens waits on the first list: before it, solo would show its form for an
    /// instant, and the lobby "No games yet", where the player is about to be shown their game.
    @Test func nothingButLoadingIsDrawnBeforeTheFirstList() {
        var client = SessionController(state: ClientState(mode: .solo, playerName: "ann"), seed: 1)
        _ = client.connected(resuming: [ResumableSeat(Fixtures.seatA, Fixtures.tokenA)], now: now)
        _ = client.receive(Fixtures.stateReply(computer(), command: "RESUME"), to: .resume(Fixtures.tokenA), now: now)
        #expect(client.presentation.awaitsFirstList)
        let loading = ClientView.screen(client.presentation, size: Scenes.size, now: now).text
        #expect(loading.contains("ann's games against the computer") && loading.contains("Loading your games…"), "\(loading)")
        #expect(!loading.contains("new game"), "\(loading)")

        let listing = GameListing(summary: computer().summary, ships: 5, enemyShips: 5).line
        _ = client.receive(Reply(data: [listing], final: .ok("GAMES", ["count=1"])), to: .games, now: now)
        #expect(!client.presentation.awaitsFirstList)
        let listed = ClientView.screen(client.presentation, size: Scenes.size, now: now).text
        #expect(listed.contains("Enter goes on with game K7QX3M") && !listed.contains("Loading"), "\(listed)")
    }

    /// Solo's and hot-seat's loading screen hides the page keys would act on, so only Ctrl-C
    /// acts there (the full screen drops the rest); over the network the list is the page, and a
    /// form opened from it (n) is drawn, not the loading screen over it.
    @Test func theLoadingScreenHidesThePageInSoloAndHotSeatAlone() {
        for mode in [PlayMode.solo, .hotSeat] {
            var client = SessionController(state: ClientState(mode: mode, playerName: "ann"), seed: 1)
            _ = client.connected(resuming: [], now: now)
            #expect(ScreenShown(client.presentation).isLoading)
            #expect(ClientView.screen(client.presentation, size: Scenes.size, now: now).text.contains("Ctrl-C quits"))
        }
        var network = SessionController(state: ClientState(mode: .network, playerName: "ann"), seed: 1)
        _ = network.connected(resuming: [], now: now)
        #expect(!ScreenShown(network.presentation).isLoading)
        #expect(ClientView.screen(network.presentation, size: Scenes.size, now: now).text.contains("Loading your games…"))
        _ = network.press(.character("n"), now: now)
        let form = ClientView.screen(network.presentation, size: Scenes.size, now: now).text
        #expect(form.contains("new game") && !form.contains("Loading"), "\(form)")
    }

    /// A first list refused leaves the client on the page it opens on with no games.
    @Test func aRefusedFirstListOpensOnTheForm() {
        var client = SessionController(state: ClientState(mode: .solo, playerName: "ann"), seed: 1)
        _ = client.connected(resuming: [], now: now)
        _ = client.receive(Fixtures.ok("ERR UNAVAILABLE :the game database cannot be read"), to: .games, now: now)
        #expect(!client.presentation.awaitsFirstList)
        #expect(ClientView.screen(client.presentation, size: Scenes.size, now: now).text.contains("new game"))
    }

    @Test func soloWithAGameInPlayOpensOnTheListAndEnterGoesOnWithIt() {
        var client = started(.solo, resuming: [(computer(), Fixtures.tokenA)])
        #expect(client.state.page == .lobby)
        #expect(client.state.message == "Enter goes on with game K7QX3M; n starts a new one.")
        #expect(Scenes.screen(client.state).contains("Enter goes on with game K7QX3M; n starts a new one."))
        #expect(client.type([.enter]) == [])
        #expect(client.state.page == .game(Fixtures.seatA))
    }

    /// Line mode has no Enter on a list, nor an n key: it names the commands that do the same.
    @Test func lineModeNamesTheCommandsThatGoOnOrStartAnother() {
        let client = started(.hotSeat, resuming: [
            (Fixtures.seatState(Fixtures.seatA, turn: .b, vs: "bob"), Fixtures.tokenA),
            (Fixtures.seatState(Fixtures.seatB, turn: .b, vs: "ann"), Fixtures.tokenB),
        ], inputStyle: .commands)
        #expect(client.state.message == "open K7QX3M goes on with it; new starts another.")
    }

    /// A name remembered from an earlier `--name`, which the full-screen form said beside the
    /// name, is said before the choice once the start goes on to the list; line mode said it
    /// at start, and keeps it before the choice.
    @Test func theChoiceFollowsTheNameRemembered() {
        let solo = started(.solo, resuming: [(computer(), Fixtures.tokenA)], nameIsRemembered: true)
        #expect(solo.state.message
            == "Playing as ann (the name used last; --name changes it). Enter goes on with game K7QX3M; n starts a new one.")
        let line = started(.solo, resuming: [(computer(), Fixtures.tokenA)], inputStyle: .commands, nameIsRemembered: true)
        #expect(line.state.message
            == "Playing as ann (the name used last; --name changes it). open K7QX3M goes on with it; new starts another.")
    }

    @Test func hotSeatWithAGameInPlayOpensOnTheListAndEnterHandsTheTerminalOver() {
        var client = started(.hotSeat, resuming: [
            (Fixtures.seatState(Fixtures.seatA, turn: .b, vs: "bob"), Fixtures.tokenA),
            (Fixtures.seatState(Fixtures.seatB, turn: .b, vs: "ann"), Fixtures.tokenB),
        ])
        #expect(client.state.page == .lobby)
        #expect(client.type([.enter]).isEmpty)
        #expect(client.state.page == .handover(Fixtures.seatB))
    }

    /// The game played last is the one whose seat was stored last, whatever its code.
    @Test func theGamePlayedLastIsSelected() {
        let client = started(.solo, resuming: [
            (computer(), Fixtures.tokenA), (computer(SeatReference(newer, .a)), Fixtures.tokenB),
        ])
        #expect(client.state.lobby.selectedGame?.code == newer)
        let older = started(.solo, resuming: [
            (computer(SeatReference(newer, .a)), Fixtures.tokenB), (computer(), Fixtures.tokenA),
        ])
        #expect(older.state.lobby.selectedGame?.code == Fixtures.code)
        // A finished game stored last is not what a player comes back to go on with.
        let finishedLast = started(.solo, resuming: [
            (computer(SeatReference(newer, .a)), Fixtures.tokenB), (computer(phase: .over), Fixtures.tokenA),
        ])
        #expect(finishedLast.state.lobby.selectedGame?.code == newer)
    }

    /// The game played last is where the cursor starts only if it waits on the player; else the
    /// first game listed, which is the first that waits on them.
    @Test func theCursorStartsOnTheGamePlayedLastOnlyIfItWaitsOnThePlayer() {
        let waiting = started(.network, resuming: [
            (Fixtures.seatState(SeatReference(newer, .a), turn: .a), Fixtures.tokenB),
            (Fixtures.seatState(turn: .b), Fixtures.tokenA),
        ])
        #expect(waiting.state.lobby.selectedGame?.code == newer)
        #expect(waiting.state.message == "Enter goes on with game P9ZZ2A; n starts a new one.")
        let ownTurn = started(.network, resuming: [
            (Fixtures.seatState(turn: .a), Fixtures.tokenA),
            (Fixtures.seatState(SeatReference(newer, .a), turn: .a), Fixtures.tokenB),
        ])
        #expect(ownTurn.state.lobby.selectedGame?.code == newer)
        // An offer of a rematch to answer waits on the player too.
        var offered = Fixtures.seatState(SeatReference(newer, .a), phase: .over, turn: nil)
        offered.summary.winner = .b
        offered.summary.rematchOffers = SeatPair(a: false, b: true)
        let answering = started(.network, resuming: [(Fixtures.seatState(turn: .a), Fixtures.tokenA), (offered, Fixtures.tokenB)])
        #expect(answering.state.lobby.selectedGame?.code == newer)
    }

    /// With nothing to go on with, the form is what the player came for: Enter makes the game.
    @Test func withNoGameInPlayTheFormOpensAndEnterCreates() {
        var fresh = started(.solo, resuming: [])
        #expect(fresh.state.page == .newGame(fresh.state.newGameForm))
        #expect(fresh.type([.enter]) == ["NEW classic computer"])
        let finishedOnly = started(.solo, resuming: [(computer(phase: .over), Fixtures.tokenA)])
        #expect(finishedOnly.state.page == .newGame(finishedOnly.state.newGameForm))
    }

    /// A finished game whose rematch offer waits for an answer is one to go on with too: at a
    /// shared terminal the offer of either player, elsewhere only the opponent's.
    @Test func aRematchOfferWaitingForAnAnswerOpensTheList() {
        func over(_ ref: SeatReference, vs: String, offeredBy offerer: Seat?) -> SeatState {
            var seat = Fixtures.seatState(ref, phase: .over, turn: nil, vs: vs)
            seat.summary.winner = .a
            seat.summary.rematchOffers = SeatPair(a: offerer == .a, b: offerer == .b)
            return seat
        }
        var hotSeat = started(.hotSeat, resuming: [
            (over(Fixtures.seatA, vs: "bob", offeredBy: .a), Fixtures.tokenA),
            (over(Fixtures.seatB, vs: "ann", offeredBy: .a), Fixtures.tokenB),
        ])
        #expect(hotSeat.state.page == .lobby)
        #expect(hotSeat.state.message == "Enter goes on with game K7QX3M; n starts a new one.")
        #expect(Scenes.screen(hotSeat.state).contains("ann offers a rematch"), "\(Scenes.screen(hotSeat.state))")
        _ = hotSeat.type([.enter])
        #expect(hotSeat.state.page != .lobby)

        let answering = started(.network, resuming: [(over(Fixtures.seatA, vs: "bob", offeredBy: .b), Fixtures.tokenA)])
        #expect(answering.state.message == "Enter goes on with game K7QX3M; n starts a new one.")
        // The player's own offer waits for the opponent, not for them.
        let offering = started(.solo, resuming: [(over(Fixtures.seatA, vs: "bob", offeredBy: .a), Fixtures.tokenA)])
        #expect(offering.state.page == .newGame(offering.state.newGameForm))
    }

    /// Only the start decides: after a reconnection the player stays on the form they opened.
    @Test func aReconnectionLeavesThePageAsItIs() {
        var client = started(.solo, resuming: [(computer(), Fixtures.tokenA)])
        _ = client.type("n")
        _ = client.connected(resuming: [Fixtures.storedSeatA], now: Fixtures.now)
        _ = client.receive(Fixtures.stateReply(computer(), command: "RESUME"), to: .resume(Fixtures.tokenA), now: now)
        let listing = GameListing(summary: computer().summary, ships: 5, enemyShips: 5)
        _ = client.receive(Reply(data: [listing.line], final: .ok("GAMES", ["count=1"])), to: .games, now: now)
        #expect(client.state.page == .newGame(client.state.newGameForm))
    }

    /// Over the network the client opens on the list anyway, on the game played last, and says
    /// how to go on with it.
    @Test func playOpensOnTheListOnTheGamePlayedLast() {
        var client = started(.network, resuming: [
            (Fixtures.seatState(), Fixtures.tokenA), (Fixtures.seatState(SeatReference(newer, .a)), Fixtures.tokenB),
        ])
        #expect(client.state.page == .lobby)
        #expect(client.state.message == "Enter goes on with game P9ZZ2A; n starts a new one.")
        #expect(client.state.lobby.selectedGame?.code == newer)
        _ = client.type([.enter])
        #expect(client.state.page == .game(SeatReference(newer, .a)))
        // With only finished games there is nothing to go on with, and nothing to say.
        let finished = started(.network, resuming: [(Fixtures.seatState(phase: .over, turn: nil), Fixtures.tokenA)])
        #expect(finished.state.message == nil)
    }
}
