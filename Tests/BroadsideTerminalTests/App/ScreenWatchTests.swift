import BroadsideClient
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// The full-screen loop's rule for keys read together, or typed while a reply was awaited: once a
/// key (or the reply) changes the screen, the keys read before the change are not pressed on it.
@Suite("Keys meant for the screen they were typed at")
struct ScreenWatchTests {
    private let readAt = ContinuousClock.now

    /// A game where it is ann's turn, listed and selected in the lobby, its state known.
    private func lobby() -> SessionController {
        var state = ClientState(mode: .network, playerName: "ann")
        state.seats[Fixtures.seatA] = Fixtures.model(Fixtures.seatState())
        state.lobby.update([GameListing(summary: Fixtures.summary(), ships: 5, enemyShips: 5)], now: Fixtures.now)
        return SessionController(state: state, seed: 1)
    }

    /// One batch of keys, all read at `readAt`, pressed as the loop presses them; the commands sent.
    private func press(_ keys: [Key], on client: inout SessionController, watch: inout ScreenWatch) -> [String] {
        var commands: [String] = []
        for key in keys where watch.isMeant(readAt: readAt) {
            commands += Fixtures.commands(client.press(key, now: Fixtures.now))
            watch.note(Presentation(of: client.state), at: .now)
        }
        return commands
    }

    /// Keys typed at the screen that says the games are loading were not meant for the page that
    /// opens once they are listed in solo and hot-seat (the form, where Enter makes a game, or
    /// the list); over the network the list opens whatever it holds, and a key typed while it
    /// loads (n, for a new game) is meant for it.
    @Test(arguments: [(PlayMode.solo, false), (.hotSeat, false), (.network, true)])
    func keysReadWhileLoadingAreMeantForTheListAlone(mode: PlayMode, meant: Bool) {
        var client = SessionController(state: ClientState(mode: mode, playerName: "ann"), seed: 1)
        _ = client.connected(resuming: [], now: Fixtures.now)
        var watch = ScreenWatch(client.presentation, at: readAt)
        _ = client.receive(Reply(data: [], final: .ok("GAMES", ["count=0"])), to: .games, now: Fixtures.now)
        watch.note(client.presentation, at: .now)
        #expect(watch.isMeant(readAt: readAt) == meant)
    }

    @Test func aDoubleEnterInTheLobbyOpensTheGameAndFiresNothing() {
        var client = lobby()
        var watch = ScreenWatch(Presentation(of: client.state), at: readAt)
        #expect(press([.enter, .enter], on: &client, watch: &watch) == [])
        #expect(client.state.page == .game(Fixtures.seatA))
        // Pressed once the game is on screen, Enter fires.
        let later = ContinuousClock.now
        #expect(watch.isMeant(readAt: later))
        #expect(Fixtures.commands(client.press(.enter, now: Fixtures.now)) == ["FIRE K7QX3M/A A1"])
    }

    /// "Xylophone" pasted where the terminal does not bracket pastes: X asks, the y is no answer.
    @Test func aQuestionAskedDropsTheKeysReadWithIt() {
        var client = Fixtures.client(Fixtures.seatState())
        var watch = ScreenWatch(Presentation(of: client.state), at: readAt)
        #expect(press("Xylophone".map(Key.character), on: &client, watch: &watch) == [])
        #expect(client.state.forfeitAsked == Fixtures.seatA)
    }

    /// Enter in the lobby on a game whose state is not known yet waits for `STATE`: the Enter typed
    /// meanwhile is held, and once the reply shows the game it was not meant for it.
    @Test func aReplyThatChangesTheScreenDropsTheKeysTypedWhileItWasAwaited() {
        var state = ClientState(mode: .network, playerName: "ann")
        state.lobby.update([GameListing(summary: Fixtures.summary(), ships: 5, enemyShips: 5)], now: Fixtures.now)
        var client = SessionController(state: state, seed: 1)
        var watch = ScreenWatch(Presentation(of: client.state), at: readAt)
        #expect(press([.enter], on: &client, watch: &watch) == ["STATE K7QX3M/A"])
        _ = client.receive(Fixtures.stateReply(Fixtures.seatState()), to: .state(Fixtures.seatA), now: Fixtures.now)
        watch.note(Presentation(of: client.state), at: .now)
        #expect(client.state.page == .game(Fixtures.seatA))
        #expect(!watch.isMeant(readAt: readAt))
    }

    /// Typing and moving between fields is what keys on a form are for: the rest of the batch is typed.
    @Test func keysThatStayOnTheScreenKeepTheRestOfTheBatch() {
        var client = SessionController(state: ClientState(mode: .hotSeat, playerName: "ann"), seed: 1)
        var watch = ScreenWatch(Presentation(of: client.state), at: readAt)
        _ = press([.character("z"), .tab, .character("b"), .up, .character("e")], on: &client, watch: &watch)
        guard case .newGame(let form) = client.state.page else { Issue.record("not the form"); return }
        #expect(form.textField(.firstName)?.text == "ze" && form.textField(.secondName)?.text == "b")
        #expect(watch.isMeant(readAt: readAt))
    }

    /// Keys read while the terminal was too small for the page are not meant for the page a
    /// resize shows again, however late the loop takes them (CI: Ctrl-U, `zed` and Enter, typed
    /// at the hidden form and taken once the resize had shown it, made a game); keys read after it are.
    @Test func keysReadWhileThePageWasHiddenAreNotMeantForItOnceShown() {
        let client = lobby()
        var watch = ScreenWatch(client.presentation, at: readAt)
        watch.noteDrawn(hidingPage: true, at: readAt)
        let typedWhileHidden = ContinuousClock.now
        #expect(watch.isMeant(readAt: typedWhileHidden), "dropped by the loop while hidden, not by the watch")
        watch.noteDrawn(hidingPage: true, at: .now)
        #expect(watch.isMeant(readAt: typedWhileHidden), "still hidden: nothing changed")
        watch.noteDrawn(hidingPage: false, at: .now)
        #expect(!watch.isMeant(readAt: typedWhileHidden))
        let typedAtThePage = ContinuousClock.now
        watch.noteDrawn(hidingPage: false, at: .now)
        #expect(watch.isMeant(readAt: typedAtThePage))
    }
}
