import Testing
@testable import BroadsideTerminal

/// A script (standard input no terminal) sends its lines and its end in order, each waiting for
/// what the one before is owed (docs/CLIENT.md, line mode).
@Suite("Line mode's rules for a script")
struct LineModeScriptRulesTests {
    private let now = Fixtures.now
    private var session = LineModeSession(prompt: LinePrompt(isShown: false), state: LineModeStates.playing)

    private mutating func receive(
        _ input: LineInput, _ state: ClientState, errandRunning: Bool = false
    ) -> [LineModeSession.Action]? {
        session.receive(input, state, errandRunning: errandRunning, now: now)
    }

    /// The next line kept behind the shot, with `state` the client's once it has fired.
    private mutating func next(
        _ state: ClientState = LineModeStates.againstTheComputer, errandRunning: Bool = false
    ) -> LineInput? {
        session.nextAfterNews(state, errandRunning: errandRunning, now: now)
    }

    /// A `fire` read before the computer's answer waits for it; the script's lines after it wait
    /// too, or the next shot would take its place.
    @Test mutating func aScriptsLinesWaitBehindAShotKeptForTheComputersTurn() {
        let fire = LineInput.line("fire B2", endedByEnter: true)
        let firstKept = session.waitsForNews(fire, LineModeStates.shotKept, now: now)
        // Kept behind the line that waits, though the shot has fired meanwhile.
        let endKept = session.waitsForNews(.endOfInput, LineModeStates.againstTheComputer, now: now)
        #expect(firstKept && endKept)
        #expect(next(LineModeStates.shotKept) == nil)
        // Fired, but its reply has not come yet.
        #expect(next(errandRunning: true) == nil)
        #expect(next() == fire)
        #expect(next() == .endOfInput)
        #expect(next() == nil)
    }

    /// A command after `forfeit` waits for the round's end and the fleet it reveals, so that its
    /// answer is not printed before them.
    @Test mutating func aScriptsLineAfterARoundsEndAskedWaitsForTheEndAndItsFleet() {
        var asked = Fixtures.client(Fixtures.seatState())
        _ = asked.press(.character("X"), now: now)
        _ = asked.press(.character("y"), now: now)
        #expect(asked.state.awaitsNews, "the forfeit was not asked: \(asked.state)")
        let help = LineInput.line("help", endedByEnter: true)
        let kept = session.waitsForNews(help, asked.state, now: now)
        #expect(kept)
        let (whileAsked, whileOwed, once) = (next(asked.state), next(LineModeStates.ended), next(LineModeStates.revealed))
        #expect(whileAsked == nil && whileOwed == nil)
        #expect(once == help)
    }

    /// The shot that names the winner comes before the round's end (`* OVER`): a line read between
    /// them waits for it, or its answer would be printed before "Game over".
    @Test mutating func aScriptsLineAfterTheWinningShotWaitsForTheRoundsEnd() {
        var client = Fixtures.client(Fixtures.seatState(vs: "computer"))
        _ = client.receive(
            .event(.shot(Fixtures.seatA, by: .b, shots: [Fixtures.shot("E2=sunk:destroyer:E1:H")], then: .winner(.b))), now: now)
        let help = LineInput.line("help", endedByEnter: true)
        let kept = session.waitsForNews(help, client.state, now: now)
        let beforeTheEnd = next(client.state)
        #expect(kept && beforeTheEnd == nil)
    }

    /// News that never comes (a server that does not send it) holds a script's lines no longer
    /// than its end would wait, as docs/CLIENT.md says of the end.
    @Test mutating func aScriptsLinesWaitForNewsNoLongerThanItsEndWould() {
        let help = LineInput.line("help", endedByEnter: true)
        let kept = session.waitsForNews(help, LineModeStates.ended, now: now)
        let (soon, later) = (
            session.nextAfterNews(LineModeStates.ended, errandRunning: false, now: now + .seconds(9)),
            session.nextAfterNews(LineModeStates.ended, errandRunning: false, now: now + ScriptEnd.patience))
        #expect(kept && soon == nil)
        #expect(later == help)
    }

    @Test mutating func nothingWaitsWhileNoShotIsKept() {
        let kept = session.waitsForNews(.line("fire B2", endedByEnter: true), LineModeStates.againstTheComputer, now: now)
        #expect(!kept)
    }

    /// Typed ahead by a person, the next shot takes the kept one's place; Ctrl-C quits at once.
    @Test mutating func aPersonsLinesAndCtrlCDoNotWait() {
        var person = LineModeSession(prompt: LinePrompt(isShown: true), state: LineModeStates.playing)
        let typedKept = person.waitsForNews(.line("fire B2", endedByEnter: true), LineModeStates.shotKept, now: now)
        let interruptionKept = session.waitsForNews(.interrupted, LineModeStates.shotKept, now: now)
        #expect(!typedKept && !interruptionKept)
    }

    /// "the client first waits, up to 10 s, for what its last commands are owed": the end of a
    /// round given up, and the fleet that end reveals.
    @Test mutating func aScriptsEndWaitsForTheFleetARoundsEndReveals() {
        #expect(receive(.endOfInput, LineModeStates.ended) == [])
        #expect(!session.scriptEndIsDue(LineModeStates.ended, errandRunning: false, now: now))
        #expect(session.scriptEndIsDue(LineModeStates.revealed, errandRunning: false, now: now))
        #expect(session.scriptEndIsDue(LineModeStates.ended, errandRunning: false, now: now + ScriptEnd.patience))
    }

    /// The end of a script comes after the commands before it, and waits for their replies.
    @Test mutating func aScriptsEndWaitsForTheReplyToItsLastCommand() {
        #expect(receive(.endOfInput, LineModeStates.playing, errandRunning: true) == [.holdBack])
        #expect(!session.scriptEndIsDue(LineModeStates.playing, errandRunning: true, now: now))
        #expect(receive(.endOfInput, LineModeStates.playing) == [])
        #expect(!session.scriptEndIsDue(LineModeStates.playing, errandRunning: true, now: now))
        #expect(session.scriptEndIsDue(LineModeStates.playing, errandRunning: false, now: now))
    }

    /// A script's `quit` ends it as the end of its input does; the lines after it are not read.
    @Test mutating func aScriptsQuitIsItsEnd() {
        #expect(receive(.line("quit", endedByEnter: true), LineModeStates.ended) == [])
        #expect(receive(.line("show", endedByEnter: true), LineModeStates.ended) == nil)
        #expect(!session.scriptEndIsDue(LineModeStates.ended, errandRunning: false, now: now))
        #expect(session.scriptEndIsDue(LineModeStates.revealed, errandRunning: false, now: now))
    }

    /// While a command waits for its reply, a script's next command waits its turn.
    @Test mutating func aScriptsCommandsWaitTheirTurn() {
        let show = LineInput.line("show", endedByEnter: true)
        #expect(receive(show, LineModeStates.playing, errandRunning: true) == [.holdBack])
        #expect(receive(show, LineModeStates.playing) == [.perform(.show)])
    }
}
