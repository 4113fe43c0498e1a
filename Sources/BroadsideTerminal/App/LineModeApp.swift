import BroadsideServer
import Foundation

/// Line mode (`--plain`): commands read from standard input, what happens written to standard
/// output as plain lines. For screen readers, dumb terminals and scripts.
enum LineModeApp {
    private enum Input: Sendable {
        /// A typed line; `endedByEnter` is false for one ended by Ctrl-D (or the input's end).
        case line(String, endedByEnter: Bool)
        case endOfInput
        /// Ctrl-C, or a stop from outside.
        case interrupted

        /// What a script sends: its lines and its end, which come in order.
        var isScripted: Bool {
            if case .interrupted = self { false } else { true }
        }
    }

    private typealias Loop = SessionLoop<Input>

    /// Runs until the player quits, input ends or the server is lost for good. What waits on the
    /// server runs as an errand: Ctrl-C, and Ctrl-D at a terminal, quit at once meanwhile. A
    /// script's end waits a while for what it is owed (`ScriptEnd`).
    static func run(_ driver: inout SessionDriver, reconnectingFor limit: Duration) async -> SessionProgress {
        var session = Loop(following: driver, reconnectingFor: limit)
        let feed = session.feed
        // A blocking read on a thread of its own, so server events print while nobody types.
        Thread.detachNewThread {
            while let line = Swift.readLine(strippingNewline: false) {
                // "\r\n" is one Character, which `hasSuffix("\n")` would not match.
                let endedByEnter = line.last == "\n" || line.last == "\r\n"
                feed(.line(endedByEnter ? String(line.dropLast()) : line, endedByEnter: endedByEnter))
            }
            feed(.endOfInput)
        }
        // Ctrl-C (and a stop from outside) quits as `quit` does: the server is told goodbye.
        let queue = DispatchQueue(label: "broadside.line-mode.signals")
        let signals = [SIGINT, SIGTERM, SIGHUP].map { number in
            SignalSources.watch(number, on: queue) { feed(.interrupted) }
        }
        SignalSources.resumeInstalled(signals)
        defer { signals.forEach { $0.cancel() } }
        let prompt = LinePrompt(isShown: isatty(0) == 1)

        print(["Broadside line mode. Type help for the commands."])
        session.start(driver)
        var started = false
        var progress = SessionProgress.going
        var before = driver.state
        // Whether the cursor stands at the start of a line (a typed line's Enter was echoed), not
        // after the prompt or in the middle of nothing yet shown.
        var atLineStart = false
        var scriptEnd: ScriptEnd?
        // A script's lines after a shot kept for the computer's turn, until it has fired: the next
        // shot would take its place, as only the latest waits (typed ahead by a person, it does).
        var afterKeptShot: [Input] = []
        while progress == .going {
            let input: Loop.Input
            if !afterKeptShot.isEmpty, driver.state.shotsAwaitingTurn.isEmpty, !session.errand.isRunning {
                input = .own(afterKeptShot.removeFirst())
            } else {
                guard let next = await session.next() else { break }
                if case .own(let own) = next, !prompt.isShown, own.isScripted,
                   !afterKeptShot.isEmpty || !driver.state.shotsAwaitingTurn.isEmpty {
                    afterKeptShot.append(own)
                    continue
                }
                input = next
            }
            var extra: [String] = []
            switch input {
            case .own(.interrupted):
                progress = .quit
            case .own(.endOfInput) where session.errand.isRunning && !prompt.isShown:
                // The end of a script: after the commands before it.
                session.errand.holdBack(input)
            case .own(.endOfInput) where !prompt.isShown:
                scriptEnd = scriptEnd ?? ScriptEnd(at: .now)
            case .own(.endOfInput):
                progress = .quit
            case .own(.line) where scriptEnd != nil:
                // A script's `quit` ended it: what follows is not read.
                continue
            case .own(.line(let line, _)) where !prompt.isShown && !session.errand.isRunning
                && PlainCommands.parse(line, state: driver.state) == .intents([.quit]):
                // A script's `quit` is its end, and waits as the end of its input does for what
                // its last commands are owed (a shot kept for the computer's turn).
                scriptEnd = ScriptEnd(at: .now)
            case .own(.line(let line, let endedByEnter)):
                // Ctrl-D after a partly typed command sends it without the Enter whose echo would
                // have ended the prompt's line: the answer starts a line of its own all the same.
                if !endedByEnter, prompt.isShown { write("\n") }
                atLineStart = true
                let request = PlainCommands.parse(line, state: driver.state)
                if session.errand.isRunning, !(prompt.isShown && request.onlyShows) {
                    progress = whileWaiting(input, request, prompt: prompt, &driver, &session.errand)
                } else {
                    // A message answers one command; the next command starts without it.
                    driver.clearMessage()
                    before.message = nil
                    progress = perform(request, &driver, &session.errand)
                }
            case .session(let event):
                // A person's commands typed ahead are dropped; a script's wait their turn.
                let typedAhead = { (input: Input) in if case .line = input { prompt.isShown } else { false } }
                guard let next = await session.handle(
                    event, &driver, typedAhead: typedAhead, connectionBack: { extra = standing($0) })
                else { continue }
                progress = next
            }
            progress = session.reconnectingIfLost(progress, &driver)
            if progress == .going, let scriptEnd, scriptEnd.isDue(driver.state, errandRunning: session.errand.isRunning, now: .now) {
                progress = .quit
            }
            if !started, !session.errand.isRunning {
                // The first page, once the seats are resumed and the games listed.
                started = true
                before = driver.state
                print(PlainView.page(driver.state, now: .now, width: outputWidth) + [driver.state.message].compactMap { $0 })
                atLineStart = true
            }
            let changes = PlainView.changes(from: before, to: driver.state, now: .now, width: outputWidth)
            let lines = fitted(changes + extra.filter { !changes.contains($0) })
            before = driver.state
            // The answer to a command comes when its errand is done.
            guard started, !(session.errand.isRunning && lines.isEmpty) else { continue }
            // Not between news owed and the rest of it (a round's end and the fleet it reveals):
            // read aloud, the prompt would come between a sentence and what it is about.
            let prompting = progress == .going && !session.errand.isRunning && !driver.state.awaitsNews
            let text = prompt.text(for: lines, answersTypedLine: atLineStart, prompting: prompting)
            write(text)
            if !text.isEmpty { atLineStart = !(prompt.isShown && prompting) }
        }
        await session.finish(&driver)
        // Ended at the prompt (Ctrl-D, a signal, the server lost): the shell's prompt, or the
        // reason the client ends, starts on a line of its own.
        if prompt.isShown, !atLineStart { write("\n") }
        return progress
    }

    /// A command while an errand holds the driver: a script's wait their turn, in order; a
    /// person's `quit` quits at once, and their other commands wait for a moment (typed ahead),
    /// then are refused, lest they fire long after.
    private static func whileWaiting(
        _ input: Loop.Input, _ request: PlainRequest, prompt: LinePrompt, _ driver: inout SessionDriver,
        _ errand: inout DriverErrand<Loop.Input>
    ) -> SessionProgress {
        guard prompt.isShown else {
            errand.holdBack(input)
            return .going
        }
        if request == .intents([.quit]) { return .quit }
        errand.hold(input, &driver)
        return .going
    }

    private static func perform(_ request: PlainRequest, _ driver: inout SessionDriver, _ errand: inout DriverErrand<Loop.Input>) -> SessionProgress {
        switch request {
        case .intents(let intents):
            errand.start(driver) { .progress(await $0.perform(intents)) }
        case .help: print(PlainHelp.lines(for: driver.state.mode, width: min(outputWidth, PlainHelp.width)))
        case .show: print(PlainView.page(driver.state, now: .now, width: outputWidth))
        case .listGames:
            print(PlainView.page(driver.state, now: .now, width: outputWidth))
            // Away from the server, the list is as last seen: asking for a fresher one would only
            // be refused, as if something had been lost.
            guard driver.state.isConnected else {
                print([PlainView.listAsLastSeen])
                return .going
            }
            errand.start(driver) { .progress(await $0.perform([.refreshGames])) }
        case .listLayouts: print(PlainView.layouts(driver.state))
        case .invalid(let problem): print([problem])
        }
        return .going
    }

    /// Where the game on screen stands, said when the connection is back: a player who cannot
    /// glance at the board learns whose turn it is.
    private static func standing(_ state: ClientState) -> [String] {
        guard case .game(let ref) = state.page, let model = state.seats[ref] else { return [] }
        let headline = GameStatus.headline(
            model, playerName: state.playerName(of: ref), isHotSeat: state.isHotSeat(ref.code), style: .commands, now: .now)
        return [headline.text]
    }

    private static func print(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        write(fitted(lines).joined(separator: "\n") + "\n")
    }

    /// Lines made safe to print and wrapped to the terminal's width, which a terminal would
    /// otherwise do mid-word.
    private static func fitted(_ lines: [String]) -> [String] {
        let printable = lines.map(TerminalText.printable)
        // A script reads a message a line: where no terminal would break it, it stays whole.
        return TerminalDevice.outputSize == nil ? printable : PlainView.wrapped(printable, to: outputWidth)
    }

    /// The columns of the terminal standard output goes to, asked each time since it may be
    /// resized; `PlainView.defaultWidth` for a pipe or a file.
    static var outputWidth: Int {
        guard let size = TerminalDevice.outputSize, size.columns > 0 else { return PlainView.defaultWidth }
        return size.columns
    }

    private static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
