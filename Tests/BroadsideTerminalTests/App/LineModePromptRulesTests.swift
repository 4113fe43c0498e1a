import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// Typed at a terminal, the prompt `> ` comes once a command's answer is printed and what it
/// brings unasked has come too (docs/CLIENT.md, line mode).
@Suite("Line mode's prompt: after each answer, not before the news owed")
struct LineModePromptRulesTests {
    private let now = Fixtures.now
    private var session = LineModeSession(prompt: LinePrompt(isShown: true), state: LineModeStates.playing)

    /// The first page printed, then the prompt.
    init() {
        #expect(printed(LineModeStates.playing).hasSuffix("\n> "))
    }

    private mutating func typed(
        _ line: String, endedByEnter: Bool = true, errandRunning: Bool = false
    ) -> [LineModeSession.Action]? {
        session.receive(.line(line, endedByEnter: endedByEnter), LineModeStates.playing, errandRunning: errandRunning, now: now)
    }

    /// What is written once a step leaves `state`.
    private mutating func printed(_ state: ClientState, errandRunning: Bool = false) -> String {
        session.output(after: .going, state, errandRunning: errandRunning, now: now, to: LineModeStates.output)
    }

    @Test mutating func aPersonGetsThePromptAfterEachAnswer() {
        #expect(typed("show") == [.perform(.show)])
        // What `show` printed ends a line; nothing changed, so the prompt alone follows it.
        #expect(printed(LineModeStates.playing) == "> ")
        #expect(typed("layouts") == [.perform(.listLayouts)])
        #expect(printed(LineModeStates.playing) == "> ")
    }

    /// The answer to a command that asks the server comes with the reply, and the prompt after it.
    @Test mutating func thePromptWaitsForTheReply() {
        #expect(typed("forfeit") == [.perform(PlainCommands.parse("forfeit", state: LineModeStates.playing))])
        #expect(printed(LineModeStates.playing, errandRunning: true) == "")
        let answer = printed(LineModeStates.revealed)
        #expect(!answer.hasPrefix("\n"))
        #expect(answer.hasSuffix("\n> "))
    }

    /// `games` prints the server's fresh list once, changed or not: printed at once and again
    /// when it changed, an opponent's away time, which moves on, printed it twice.
    @Test func gamesPrintsTheServersListOnce() {
        func lobby(awaySeconds: Int, receivedAt offset: Duration) -> ClientState {
            var state = ClientState(mode: .network, playerName: "ann")
            state.lobby.update(
                [GameListing(summary: Fixtures.summary(turn: .a), ships: 5, enemyShips: 5,
                             opponentPresence: OpponentPresence(awaySeconds: awaySeconds))],
                now: now + offset)
            return state
        }
        let before = lobby(awaySeconds: 6, receivedAt: .zero)
        for after in [before, lobby(awaySeconds: 7, receivedAt: .milliseconds(1_500))] {
            var session = LineModeSession(prompt: LinePrompt(isShown: true), state: before)
            _ = session.output(after: .going, before, errandRunning: false, now: now, to: LineModeStates.output)
            #expect(session.receive(.line("games", endedByEnter: true), before, errandRunning: false, now: now) == [.perform(.listGames)])
            #expect(session.output(after: .going, before, errandRunning: true, now: now, to: LineModeStates.output) == "")
            let listed = session.output(after: .going, after, errandRunning: false, now: now + .seconds(2), to: LineModeStates.output)
            #expect(listed.components(separatedBy: "Your games:").count == 2, "\(listed)")
            #expect(listed.hasSuffix("\n> "), "\(listed)")
            // Nothing more once it is printed.
            #expect(session.output(after: .going, after, errandRunning: false, now: now + .seconds(2), to: LineModeStates.output) == "")
        }
    }

    /// Brought back by `fg` after Ctrl-Z, the prompt that waited is written again below the
    /// shell's lines; not while a command waits for its answer, which brings the prompt.
    @Test mutating func thePromptComesBackAfterFg() {
        #expect(session.receive(.continued, LineModeStates.playing, errandRunning: false, now: now) == [.write(LinePrompt.prompt)])
        _ = typed("forfeit")
        #expect(printed(LineModeStates.playing, errandRunning: true) == "")
        #expect(session.receive(.continued, LineModeStates.playing, errandRunning: true, now: now) == [])
        var script = LineModeSession(prompt: LinePrompt(isShown: false), state: LineModeStates.playing)
        _ = script.output(after: .going, LineModeStates.playing, errandRunning: false, now: now, to: LineModeStates.output)
        #expect(script.receive(.continued, LineModeStates.playing, errandRunning: false, now: now) == [])
    }

    /// A round's end owes the fleet it reveals: the prompt must not part the two.
    @Test mutating func thePromptWaitsForNewsOwed() {
        _ = typed("forfeit")
        let end = printed(LineModeStates.ended)
        #expect(end.hasSuffix("\n"))
        #expect(!end.contains(LinePrompt.prompt))
        let fleet = printed(LineModeStates.revealed)
        #expect(!fleet.hasPrefix("\n"))
        #expect(fleet.hasSuffix("\n> "))
    }

    /// News while the prompt waits gets lines of its own, and the prompt again below it.
    @Test mutating func newsAtThePromptIsFollowedByThePromptAgain() {
        let news = printed(LineModeStates.revealed)
        #expect(news.hasPrefix("\n"))
        #expect(news.hasSuffix("\n> "))
    }

    /// While a command waits for its reply, a person's `quit` quits at once, what only shows is
    /// shown, and other commands are typed ahead.
    @Test mutating func aPersonsCommandsWhileAReplyIsOut() {
        #expect(typed("show", errandRunning: true) == [.perform(.show)])
        #expect(typed("fire B2", errandRunning: true) == [.holdTypedAhead])
        #expect(typed("quit", errandRunning: true) == [.quit])
        #expect(session.receive(.endOfInput, LineModeStates.playing, errandRunning: true, now: now) == [.quit])
    }

    /// `grids off` holds for the rest of the session: the turn coming back is said without the
    /// enemy waters, until `grids on`. It asks nothing of the server, so it is taken at once.
    @Test mutating func gridsOffHoldsUntilGridsOn() {
        #expect(turnComesBack().contains("Enemy waters:"))
        #expect(typed("grids off", errandRunning: true) == [.perform(.gridsPrinted(false))])
        #expect(turnComesBack() == "\nann, it's your turn\n> ")
        #expect(typed("grids on") == [.perform(.gridsPrinted(true))])
        #expect(turnComesBack().contains("Enemy waters:"))
    }

    /// What is written as bob's turn passes to ann.
    private mutating func turnComesBack() -> String {
        _ = printed(Fixtures.client(Fixtures.seatState(turn: .b)).state)
        return printed(LineModeStates.playing)
    }

    /// Ctrl-D after a partly typed command sends it with no Enter echoed: its answer starts a line.
    @Test mutating func aCommandEndedByCtrlDStartsItsAnswerOnALineOfItsOwn() {
        #expect(typed("show", endedByEnter: false) == [.write("\n"), .perform(.show)])
        #expect(session.closing == "")
    }

    /// The client ending at the prompt leaves the shell a line of its own.
    @Test func endingAtThePromptEndsItsLine() {
        #expect(session.closing == "\n")
    }
}
