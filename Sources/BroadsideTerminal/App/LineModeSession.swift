/// Line mode's rules, without I/O, in the way the server's `ConnectionState` keeps its own: what a
/// line or the input's end comes to, which of a script's lines wait, when a script's end quits and
/// when the prompt is shown. `LineModeApp` reads, runs the errands and writes what this says.
///
/// A script (`prompt` not shown) sends its lines and its end in order, and each waits for what the
/// one before it is owed; a person at the prompt typed each line after reading what came before.
struct LineModeSession {
    /// What the app does with a line or the input's end.
    enum Action: Hashable, Sendable {
        case write(String)
        case quit
        /// Keep the input until the errand running is done, then handle it in order.
        case holdBack
        /// A person's command typed while an errand runs: kept a moment, then refused
        /// (`DriverErrand.hold`), lest it fire long after.
        case holdTypedAhead
        /// Carry the request out; the message that answered the previous command is cleared.
        case perform(PlainRequest)
    }

    let prompt: LinePrompt
    /// Set once a script's input ended or it said `quit`.
    private var scriptEnd: ScriptEnd?
    /// A script's lines read while news was owed (`ClientState.awaitsNews`: a shot kept for the
    /// computer's turn, the computer's shot, a round's end asked for and the fleet it reveals),
    /// until it has come: a next shot would take a kept one's place (typed ahead by a person, it
    /// does), and a next command's answer would come before the news of the one before.
    private var waitingForNews: [LineInput] = []
    /// When the first of `waitingForNews` began to wait: news that never comes (a server that does
    /// not send it) holds a script no longer than its end would wait (`ScriptEnd.patience`).
    private var waitingSince: ContinuousClock.Instant?
    /// Whether the cursor stands at the start of a line (a typed line's Enter was echoed), not
    /// after the prompt or in the middle of nothing yet shown.
    private var atLineStart = false
    /// Set once the first page is printed: what changes is printed from then on.
    private var started = false
    /// The state as last printed, and when.
    private var printed: ClientState
    private var printedAt: ContinuousClock.Instant?
    /// What the player asked to hear less of (`grids off`).
    private(set) var settings = PlainSettings()
    /// Set by `games` while connected: the list is printed once the server's fresh one is in,
    /// changed or not. Printed at once and again when it changed, an opponent's away time, which
    /// moves on, printed it twice.
    private var listOwed = false

    init(prompt: LinePrompt, state: ClientState) {
        self.prompt = prompt
        printed = state
    }

    // MARK: Input

    /// Whether `input`, just read at `now`, waits for news owed (a script's does, as do its lines
    /// after one that waits); if so it is kept, for `nextAfterNews`.
    mutating func waitsForNews(_ input: LineInput, _ state: ClientState, now: ContinuousClock.Instant) -> Bool {
        guard !prompt.isShown, input.isScripted, !waitingForNews.isEmpty || state.awaitsNews else { return false }
        if waitingForNews.isEmpty { waitingSince = now }
        waitingForNews.append(input)
        return true
    }

    /// The next input kept for news, once the news has come (or waited for as long as a script's
    /// end would) and no command waits for its reply.
    mutating func nextAfterNews(_ state: ClientState, errandRunning: Bool, now: ContinuousClock.Instant) -> LineInput? {
        guard !waitingForNews.isEmpty, !errandRunning else { return nil }
        let waitedOut = waitingSince.map { now >= $0 + ScriptEnd.patience } ?? false
        guard !state.awaitsNews || waitedOut else { return nil }
        if waitingForNews.count == 1 { waitingSince = nil }
        return waitingForNews.removeFirst()
    }

    /// What `input` comes to, with `state` the client's and `errandRunning` whether a command
    /// waits for its reply; nil when it is not read at all (a script's lines after its `quit`).
    mutating func receive(
        _ input: LineInput, _ state: ClientState, errandRunning: Bool, now: ContinuousClock.Instant
    ) -> [Action]? {
        switch input {
        case .interrupted:
            return [.quit]
        case .continued:
            // The prompt again where it was the last thing written: the shell's lines came after it.
            return started && prompt.isShown && !atLineStart ? [.write(LinePrompt.prompt)] : []
        case .endOfInput where !prompt.isShown && errandRunning:
            // The end of a script: after the commands before it.
            return [.holdBack]
        case .endOfInput where !prompt.isShown:
            scriptEnd = scriptEnd ?? ScriptEnd(at: now)
            return []
        case .endOfInput:
            return [.quit]
        case .line where scriptEnd != nil:
            return nil
        case .line(let line, _) where !prompt.isShown && !errandRunning
            && PlainCommands.parse(line, state: state) == .intents([.quit]):
            // A script's `quit` is its end, and waits as the end of its input does for what its
            // last commands are owed (a shot kept for the computer's turn).
            scriptEnd = ScriptEnd(at: now)
            return []
        case .line(let line, let endedByEnter):
            atLineStart = true
            // Ctrl-D after a partly typed command sends it without the Enter whose echo would have
            // ended the prompt's line: the answer starts a line of its own all the same.
            let lineEnd: [Action] = !endedByEnter && prompt.isShown ? [.write("\n")] : []
            return lineEnd + [command(PlainCommands.parse(line, state: state), errandRunning: errandRunning, connected: state.isConnected)]
        }
    }

    /// A command, carried out unless an errand holds the driver: then a script's wait their turn,
    /// in order; a person's `quit` quits at once, what only shows is shown, and the rest is typed ahead.
    private mutating func command(_ request: PlainRequest, errandRunning: Bool, connected: Bool) -> Action {
        if errandRunning, !(prompt.isShown && request.onlyShows) {
            guard prompt.isShown else { return .holdBack }
            return request == .intents([.quit]) ? .quit : .holdTypedAhead
        }
        // A message answers one command; the next command starts without it.
        printed.message = nil
        if case .gridsPrinted(let printed) = request { settings.printsGrids = printed }
        if request == .listGames, connected { listOwed = true }
        return .perform(request)
    }

    /// Which inputs held back while an errand runs a person typed ahead: dropped once the errand
    /// is late. A script's wait their turn.
    func isTypedAhead(_ input: LineInput) -> Bool {
        if case .line = input { prompt.isShown } else { false }
    }

    /// Whether a script's end, once come, quits now: once what it is owed has come, or it waited too long.
    func scriptEndIsDue(_ state: ClientState, errandRunning: Bool, now: ContinuousClock.Instant) -> Bool {
        scriptEnd?.isDue(state, errandRunning: errandRunning, now: now) ?? false
    }

    // MARK: Output

    /// What to write once a step is done, with `extra` lines said beside what changed: the first
    /// page, once the seats are resumed and the games listed; then what changed, the answer to a
    /// command once its errand is done, and the prompt while the client goes on.
    mutating func output(
        after progress: SessionProgress, _ state: ClientState, errandRunning: Bool, extra: [String] = [],
        now: ContinuousClock.Instant, to output: PlainOutput
    ) -> String {
        var text = ""
        if !started, !errandRunning {
            started = true
            (printed, printedAt) = (state, now)
            text = output.text(PlainView.page(Presentation(of: state), now: now, width: output.width, settings: settings) + [state.message].compactMap { $0 })
            atLineStart = true
        }
        var changes = PlainView.changes(from: Presentation(of: printed), to: Presentation(of: state), printedAt: printedAt, now: now, width: output.width, settings: settings)
        if listOwed, !errandRunning {
            listOwed = false
            let listed = state.page == .lobby ? PlainView.page(Presentation(of: state), now: now, width: output.width, settings: settings) : []
            changes = changes.filter { !listed.contains($0) } + listed
        }
        let lines = output.fitted(changes + extra.filter { !changes.contains($0) })
        (printed, printedAt) = (state, now)
        guard started, !(errandRunning && lines.isEmpty) else { return text }
        // Not between news owed and the rest of it (a round's end and the fleet it reveals):
        // read aloud, the prompt would come between a sentence and what it is about.
        let prompting = progress == .going && !errandRunning && !state.awaitsNews
        let answer = prompt.text(for: lines, answersTypedLine: atLineStart, prompting: prompting)
        if !answer.isEmpty { atLineStart = !(prompt.isShown && prompting) }
        return text + answer
    }

    /// What to write as the client ends: ended at the prompt (Ctrl-D, a signal, the server lost),
    /// the shell's prompt, or the reason the client ends, starts on a line of its own.
    var closing: String {
        prompt.isShown && !atLineStart ? "\n" : ""
    }
}
