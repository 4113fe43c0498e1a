import BroadsideClient
import Foundation

/// Line mode (`--plain`): commands read from standard input, what happens written to standard
/// output as plain lines. For screen readers, dumb terminals and scripts.
enum LineModeApp {
    private enum Input: Sendable {
        /// A typed line; `endedByEnter` is false for one ended by Ctrl-D (or the input's end).
        case line(String, endedByEnter: Bool)
        case endOfInput
        case server(ServerMessage, generation: Int)
        case tick
        case reconnect
    }

    static func run(_ driver: inout SessionDriver, reconnectingFor limit: Duration) async -> SessionProgress {
        let (inputs, continuation) = AsyncStream.makeStream(of: Input.self)
        // A blocking read on a thread of its own, so server events print while nobody types.
        Thread.detachNewThread {
            while let line = Swift.readLine(strippingNewline: false) {
                // "\r\n" is one Character, which `hasSuffix("\n")` would not match.
                let endedByEnter = line.last == "\n" || line.last == "\r\n"
                continuation.yield(.line(endedByEnter ? String(line.dropLast()) : line, endedByEnter: endedByEnter))
            }
            continuation.yield(.endOfInput)
        }
        var link = ServerLink(
            reconnectingFor: limit, deliver: { continuation.yield(.server($0, generation: $1)) },
            retryDue: { continuation.yield(.reconnect) })
        link.follow(driver)
        // Ctrl-C (and a stop from outside) quits as `quit` does: the server is told goodbye.
        let queue = DispatchQueue(label: "broadside.line-mode.signals")
        let signals = [SIGINT, SIGTERM, SIGHUP].map { number in
            SignalSources.watch(number, on: queue) { continuation.yield(.endOfInput) }
        }
        SignalSources.resumeInstalled(signals)
        var ticker: Task<Void, Never>?
        defer {
            link.stop()
            ticker?.cancel()
            signals.forEach { $0.cancel() }
        }
        let prompt = LinePrompt(isShown: isatty(0) == 1)

        print(["Broadside line mode. Type help for the commands."])
        var progress = link.handle(await driver.start(), &driver)
        // Often enough for the keep-alive the server's idle timeout asks for, known once greeted.
        let tick = min(.seconds(30), driver.keepAliveInterval / 2)
        ticker = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: tick)
                continuation.yield(.tick)
            }
        }
        print(PlainView.page(driver.state, now: .now, width: outputWidth) + [driver.state.message].compactMap { $0 })
        var before = driver.state
        write(prompt.text(for: [], answersTypedLine: true, prompting: true))
        // The cursor stands after the prompt until something is written or a line is typed (the
        // terminal echoes its Enter).
        var promptShowing = prompt.isShown
        var pending = inputs.makeAsyncIterator()
        while progress == .going, let input = await pending.next() {
            switch input {
            case .endOfInput:
                progress = .quit
            case .line(let line, let endedByEnter):
                // Ctrl-D after a partly typed command sends it without the Enter whose echo would
                // have ended the prompt's line: the answer starts a line of its own all the same.
                if !endedByEnter, prompt.isShown { write("\n") }
                // A message answers one command; the next command starts without it.
                driver.clearMessage()
                before.message = nil
                progress = await perform(line, &driver)
            case .server(let message, let generation):
                guard generation == link.generation else { continue }
                progress = await driver.receive(message)
            case .tick:
                progress = await driver.keepAlive()
            case .reconnect:
                progress = await link.retry(&driver)
            }
            progress = link.handle(progress, &driver)
            let changes = fitted(PlainView.changes(from: before, to: driver.state, now: .now, width: outputWidth))
            let answersTypedLine = if case .line = input { true } else { false }
            let text = prompt.text(for: changes, answersTypedLine: answersTypedLine, prompting: progress == .going)
            write(text)
            if answersTypedLine || !text.isEmpty { promptShowing = prompt.isShown && progress == .going }
            before = driver.state
        }
        // Ended at the prompt (Ctrl-D, a signal, the server lost): the shell's prompt, or the
        // reason the client ends, starts on a line of its own.
        if promptShowing { write("\n") }
        return progress
    }

    private static func perform(_ line: String, _ driver: inout SessionDriver) async -> SessionProgress {
        switch PlainCommands.parse(line, state: driver.state) {
        case .intents(let intents): return await driver.perform(intents)
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
            return await driver.perform([.refreshGames])
        case .listLayouts: print(PlainView.layouts(driver.state))
        case .invalid(let problem): print([problem])
        }
        return .going
    }

    private static func print(_ lines: [String]) {
        guard !lines.isEmpty else { return }
        write(fitted(lines).joined(separator: "\n") + "\n")
    }

    /// Lines made safe to print and wrapped to the terminal's width, which a terminal would
    /// otherwise do mid-word.
    private static func fitted(_ lines: [String]) -> [String] {
        PlainView.wrapped(lines.map(TerminalText.printable), to: outputWidth)
    }

    /// The columns of the terminal standard output goes to, asked each time since it may be
    /// resized; `PlainView.defaultWidth` for a pipe or a file.
    private static var outputWidth: Int {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return PlainView.defaultWidth }
        return Int(size.ws_col)
    }

    private static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
