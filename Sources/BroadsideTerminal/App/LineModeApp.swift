import BroadsideServer
import Foundation

/// Line mode (`--plain`): commands read from standard input, what happens written to standard
/// output as plain lines. For screen readers, dumb terminals and scripts.
enum LineModeApp {
    private typealias Loop = SessionLoop<LineInput>

    /// Runs until the player quits, input ends or the server is lost for good. What waits on the
    /// server runs as an errand: Ctrl-C, and Ctrl-D at a terminal, quit at once meanwhile. What
    /// each input comes to, and what is printed, `LineModeSession` says.
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
        let ending = EndingSignals.numbers.map { number -> WatchedSignals.Watch in (number, { feed(.interrupted) }) }
        let continued: WatchedSignals.Watch = (SIGCONT, { feed(.continued) })
        let signals = WatchedSignals(ending + [continued], on: queue)
        defer { signals.stop() }
        var lineMode = LineModeSession(prompt: LinePrompt(isShown: isatty(0) == 1), state: driver.state)

        print(["Broadside line mode. Type help for the commands."])
        session.start(driver)
        var progress = SessionProgress.going
        while progress == .going {
            let input: Loop.Input
            let busy = session.errand.isRunning || session.errand.isReplaying
            if let kept = lineMode.nextAfterNews(driver.state, errandRunning: busy, now: .now) {
                input = .own(kept)
            } else {
                guard let next = await session.next() else { break }
                if case .own(let own) = next, lineMode.waitsForNews(own, driver.state, now: .now) { continue }
                input = next
            }
            var extra: [String] = []
            switch input {
            case .own(let own):
                guard let actions = lineMode.receive(own, driver.state, errandRunning: session.errand.isRunning, now: .now)
                else { continue }
                for action in actions {
                    progress = carryOut(action, for: input, &driver, &session.errand)
                }
            case .session(let event):
                guard let next = await session.handle(
                    event, &driver, typedAhead: lineMode.isTypedAhead, connectionBack: { extra = standing($0) })
                else { continue }
                progress = next
            }
            progress = session.reconnectingIfLost(progress, &driver)
            if progress == .going, lineMode.scriptEndIsDue(driver.state, errandRunning: session.errand.isRunning, now: .now) {
                progress = .quit
            }
            write(lineMode.output(
                after: progress, driver.state, errandRunning: session.errand.isRunning, extra: extra, now: .now, to: .current))
        }
        await session.finish(&driver)
        write(lineMode.closing)
        return progress
    }

    /// Does what `LineModeSession` said `input` comes to.
    private static func carryOut(
        _ action: LineModeSession.Action, for input: Loop.Input, _ driver: inout SessionDriver,
        _ errand: inout DriverErrand<Loop.Input>
    ) -> SessionProgress {
        switch action {
        case .write(let text): write(text)
        case .quit: return .quit
        case .holdBack: errand.holdBack(input)
        case .holdTypedAhead: errand.hold(input, &driver)
        case .perform(let request):
            driver.clearMessage()
            return perform(request, &driver, &errand)
        }
        return .going
    }

    private static func perform(_ request: PlainRequest, _ driver: inout SessionDriver, _ errand: inout DriverErrand<Loop.Input>) -> SessionProgress {
        switch request {
        case .intents(let intents):
            errand.start(driver) { .progress(await $0.perform(intents)) }
        case .help: print(PlainHelp.lines(for: driver.state.mode, width: min(outputWidth, PlainHelp.width)))
        case .show: print(PlainView.page(driver.presentation, now: .now, width: outputWidth))
        case .listGames:
            // Away from the server, the list is as last seen: asking for a fresher one would only
            // be refused, as if something had been lost.
            guard driver.state.isConnected else {
                print(PlainView.page(driver.presentation, now: .now, width: outputWidth) + [PlainView.listAsLastSeen])
                return .going
            }
            // Printed by `LineModeSession` once the server's list is in.
            errand.start(driver) { .progress(await $0.perform([.refreshGames])) }
        case .listLayouts: print(PlainView.layouts(driver.presentation))
        case .gridsPrinted(let printed): print([PlainView.gridsSetting(printed: printed)])
        case .invalid(let problem): print([problem])
        }
        return .going
    }

    /// Where the game on screen stands, said when the connection is back: a player who cannot
    /// glance at the board learns whose turn it is.
    private static func standing(_ state: ClientState) -> [String] {
        guard case .game(let ref) = state.page, let model = state.seats[ref] else { return [] }
        let headline = GameStatus.headline(
            model, playerName: state.playerName(of: ref), isHotSeat: state.isHotSeat(ref.code),
            mayDecline: state.mayDeclineRematch(in: ref.code), style: .commands, now: .now)
        return [headline.text]
    }

    private static func print(_ lines: [String]) {
        write(PlainOutput.current.text(lines))
    }

    /// The columns line mode prints to, for what it says before it starts.
    static var outputWidth: Int { PlainOutput.current.width }

    private static func write(_ text: String) {
        guard !text.isEmpty else { return }
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
