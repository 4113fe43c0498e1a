import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

@Suite("The status line while the server is gone")
struct ReconnectNoteTests {
    /// The full-screen client redraws each second: the wait before the next attempt counts down.
    @Test func theWaitForTheNextAttemptCountsDown() {
        var client = Fixtures.client(Fixtures.seatState())
        client.state.isConnected = false
        client.awaitReconnect(at: Fixtures.now + .seconds(15), now: Fixtures.now)
        #expect(screen(client.state, at: Fixtures.now).contains("Lost the server: trying again in 15 s (Ctrl-C quits)."))
        #expect(screen(client.state, at: Fixtures.now + .seconds(1)).contains("Lost the server: trying again in 14 s"))
        #expect(screen(client.state, at: Fixtures.now + .milliseconds(14_500)).contains("trying again in 1 s"))
        #expect(client.state.note(at: Fixtures.now + .seconds(15)) == "Lost the server: trying again now (Ctrl-C quits).")
    }

    /// A shot refused while the server is gone is not forgotten at the next failed attempt by the
    /// status line; the news of that attempt (what line mode prints) does not say it again, which
    /// would read as a second command refused.
    @Test func whatWasNotSentIsSaidUntilTheServerIsBack() {
        var client = Fixtures.client(Fixtures.seatState())
        client.state.isConnected = false
        client.awaitReconnect(at: Fixtures.now + .seconds(1), now: Fixtures.now)
        client.refuseWhileAway(now: Fixtures.now)
        let refused = "Still reconnecting to the server, so nothing was sent; trying again in 1 s (Ctrl-C quits)."
        // Line mode prints it once, as news.
        #expect(client.state.message == refused)
        #expect(client.state.note(at: Fixtures.now) == refused)
        client.awaitReconnect(at: Fixtures.now + .seconds(3), now: Fixtures.now + .seconds(1))
        // The failed attempt is no news: line mode prints nothing more.
        #expect(client.state.message == refused)
        #expect(client.state.note(at: Fixtures.now + .seconds(1))
            == "Still reconnecting to the server, so nothing was sent; trying again in 2 s (Ctrl-C quits).")
        _ = client.type("l")
        #expect(client.state.note(at: Fixtures.now + .seconds(2))?.hasPrefix("Still reconnecting to the server") == true)
        _ = client.connected(resuming: [], now: Fixtures.now)
        #expect(client.state.note(at: Fixtures.now + .seconds(2)) == "Connected to the server again.")
    }

    /// `BYE SHUTDOWN` is an operator's stop, most likely a restart: said so, not as a loss; a
    /// later loss without it is a loss again.
    @Test func aServerThatShutDownIsSaidToHaveShutDown() {
        var client = Fixtures.client(Fixtures.seatState())
        let goodbye = ServerLine.bye(.shutdown, text: "server shutting down")
        #expect(client.receive(.goodbye(goodbye), now: Fixtures.now).contains { if case .connectionLost = $0 { true } else { false } })
        client.awaitReconnect(at: Fixtures.now + .seconds(1), now: Fixtures.now)
        #expect(client.state.message == "The server shut down (restarting?): trying again in 1 s (Ctrl-C quits).")
        #expect(screen(client.state, at: Fixtures.now + .seconds(1)).contains("The server shut down (restarting?): trying again now"))
        _ = client.connected(resuming: [], now: Fixtures.now + .seconds(2))
        _ = client.receive(.disconnected, now: Fixtures.now + .seconds(3))
        client.awaitReconnect(at: Fixtures.now + .seconds(4), now: Fixtures.now + .seconds(3))
        #expect(client.state.message == "Lost the server: trying again in 1 s (Ctrl-C quits).")
    }

    /// Line mode prints what changed after each step: the loss once, not again at each failed
    /// attempt (1 s, 2 s, 4 s later), then the return.
    @Test func lineModeSaysTheLossOnce() {
        var client = Fixtures.client(Fixtures.seatState())
        var printed: [String] = []
        var before = client.state
        func step(_ change: (inout SessionController) -> Void) {
            change(&client)
            printed += PlainView.changes(from: Presentation(of: before), to: Presentation(of: client.state), now: Fixtures.now)
            before = client.state
        }
        step { _ = $0.receive(.disconnected, now: Fixtures.now) }
        for (due, at) in [(1, 0), (3, 1), (7, 3)] {
            step { $0.awaitReconnect(at: Fixtures.now + .seconds(due), now: Fixtures.now + .seconds(at)) }
        }
        step { _ = $0.connected(resuming: [], now: Fixtures.now + .seconds(7)) }
        #expect(printed == ["Lost the server: trying again in 1 s (Ctrl-C quits).", SessionController.reconnected])
    }

    /// A form shows the status line's note as the other pages do: a game refused while the
    /// server is away stays said through the next attempt.
    @Test func aFormKeepsSayingWhatWasNotSent() {
        var client = Fixtures.client(Fixtures.seatState())
        client.state.page = .newGame(NewGameForm(mode: .network, firstName: "ann"))
        client.state.isConnected = false
        client.awaitReconnect(at: Fixtures.now + .seconds(1), now: Fixtures.now)
        client.refuseWhileAway(now: Fixtures.now)
        client.awaitReconnect(at: Fixtures.now + .seconds(3), now: Fixtures.now + .seconds(1))
        let shown = screen(client.state, at: Fixtures.now + .seconds(1))
        #expect(shown.contains("Still reconnecting to the server, so nothing was sent; trying again in 2 s"), "\(shown)")
    }

    /// A server restart cuts both players off: the one back first finds the other away, and
    /// then hears of their return, though they never left. It is told only that it is back.
    @Test func anOpponentReconnectingAfterARestartIsNotSaidToHaveLeft() {
        var client = Fixtures.client(Fixtures.seatState())
        client.state.isConnected = false
        #expect(Fixtures.commands(client.connected(resuming: [Fixtures.storedSeatA], now: Fixtures.now)) == ["RESUME \(Fixtures.tokenA)", "GAMES"])
        let resumed = Fixtures.stateReply(Fixtures.seatState(away: 0), command: "RESUME")
        _ = client.receive(resumed, to: .resume(Fixtures.tokenA), now: Fixtures.now)
        _ = client.receive(.event(.back(Fixtures.seatA, seat: .b)), now: Fixtures.now + .seconds(2))
        let shown = screen(client.state, at: Fixtures.now + .seconds(2))
        #expect(shown.contains(SessionController.reconnected), "\(shown)")
        #expect(!shown.contains("bob is connected again") && !shown.contains("is back"), "\(shown)")
        #expect(!screen(client.state, at: Fixtures.now + .seconds(6)).contains("bob is connected again"))
    }

    /// An absence shown by the state of a game opened while the opponent was away is news when
    /// it ends: only a return soon after this client's own comes from a restart.
    @Test func aReturnFromAnAbsenceTheStateShowedIsNews() {
        var client = Fixtures.client(Fixtures.seatState())
        _ = client.receive(Fixtures.stateReply(Fixtures.seatState(away: 90)), to: .state(Fixtures.seatA), now: Fixtures.now)
        _ = client.receive(.event(.back(Fixtures.seatA, seat: .b)), now: Fixtures.now + .seconds(2))
        #expect(client.state.seats[Fixtures.seatA]?.notice == .opponentBack)
    }

    /// An absence this client heard of (`* LEFT`) is news when it ends, newer than the message
    /// said meanwhile, which gives way to it.
    @Test func aReturnFromAnAbsenceHeardOfIsNews() {
        var client = Fixtures.client(Fixtures.seatState())
        _ = client.receive(.event(.left(Fixtures.seatA, seat: .b)), now: Fixtures.now)
        client.report("A note.")
        _ = client.receive(.event(.back(Fixtures.seatA, seat: .b)), now: Fixtures.now + .seconds(2))
        #expect(client.state.message == nil)
        #expect(client.state.seats[Fixtures.seatA]?.notice == .opponentBack)
        // That absence is over: a later return with no absence before it is not news again.
        client.state.seats[Fixtures.seatA]?.clearNotice()
        _ = client.receive(.event(.back(Fixtures.seatA, seat: .b)), now: Fixtures.now + .seconds(3))
        #expect(client.state.seats[Fixtures.seatA]?.notice == nil)
    }

    /// The guide quotes what the client says once back, word for word.
    @Test func theClientGuideQuotesTheReturnAsTheClientSaysIt() throws {
        #expect(try RepositoryDocuments.words("docs/CLIENT.md").contains("Once back it says `\(SessionController.reconnected)`"))
    }

    private func screen(_ state: ClientState, at now: ContinuousClock.Instant) -> String {
        ClientView.screen(Presentation(of: state), size: Scenes.size, now: now).text
    }
}
