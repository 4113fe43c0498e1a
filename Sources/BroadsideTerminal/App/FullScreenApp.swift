import BroadsideClient

/// The full-screen client: keys, server messages and a clock tick merged into one stream, each
/// handled in turn, then the screen redrawn.
enum FullScreenApp {
    private enum Input: Sendable {
        case terminal(TerminalEvent)
        case server(ServerMessage, generation: Int)
        case tick
        case reconnect
        /// The errand that held the driver is done.
        case errandDone
    }

    /// Runs until the player quits, input ends or the server is lost for good. The terminal is
    /// restored on every way out; the signal handlers of `TerminalInput` cover the ways that do
    /// not return here. What waits on the server runs as an errand: keys are read and the screen
    /// drawn meanwhile, and Ctrl-C quits at once.
    static func run(_ driver: inout SessionDriver, reconnectingFor limit: Duration, device: TerminalDevice) async -> SessionProgress {
        device.enter()
        let terminal = TerminalInput(device: device)
        defer {
            terminal.stop()
            device.restore()
        }
        let (inputs, continuation) = AsyncStream.makeStream(of: Input.self)
        let terminalEvents = terminal.events
        var link = ServerLink(
            reconnectingFor: limit, deliver: { continuation.yield(.server($0, generation: $1)) },
            retryDue: { continuation.yield(.reconnect) })
        link.follow(driver)
        let feeders = [
            Task {
                for await event in terminalEvents { continuation.yield(.terminal(event)) }
            },
            Task {
                // The turn clock and the away timer count seconds.
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(1))
                    continuation.yield(.tick)
                }
            },
        ]
        defer {
            feeders.forEach { $0.cancel() }
            link.stop()
        }

        var shown = draw(driver.state, on: device, over: nil)
        var errand = DriverErrand<Input> { continuation.yield(.errandDone) }
        errand.start(driver) { .progress(await $0.start()) }
        var progress = SessionProgress.going
        var pending = inputs.makeAsyncIterator()
        // What the terminal shows is unknown after a resize or a stop, or when the player asks
        // (Ctrl-L): all of it is drawn again.
        var redrawAll = false
        // From Ctrl-Z until the shell continues the process: the terminal is the shell's.
        var suspended = false
        while progress == .going {
            let next: Input? = if let held = errand.nextHeldBack() { held } else { await pending.next() }
            guard let input = next else { break }
            switch input {
            case .terminal(.keys(let keys)):
                for key in keys where progress == .going && !suspended {
                    switch key {
                    case .suspend:
                        suspended = device.suspend()
                        if !suspended { errand.say("No shell to stop in: q or Ctrl-C quits.", on: &driver) }
                    case .redraw:
                        redrawAll = true
                    // While the page is hidden for want of room, only Ctrl-C (which the screen offers) acts on it.
                    case _ where shown.hidesPage && key != .interrupt:
                        continue
                    case _ where errand.isRunning:
                        progress = whileWaiting(key, &driver, &errand)
                    default:
                        progress = errand.carryOut(driver.press(key), with: driver)
                    }
                }
            case .terminal(.closed):
                progress = .quit
            case .terminal(.resized):
                redrawAll = true
            case .terminal(.continued):
                suspended = false
                redrawAll = true
                device.enter()
            case .tick where errand.isRunning:
                // The clocks on screen go on; the keep-alive waits, a command being out anyway.
                if errand.isLate(at: .now) {
                    errand.tellLate(&driver) { if case .terminal(.keys) = $0 { true } else { false } }
                }
            case .tick:
                progress = errand.carryOut(driver.keepAlive(), with: driver)
            case .server where errand.isRunning, .reconnect where errand.isRunning:
                errand.holdBack(input)
            case .server(let message, let generation):
                guard generation == link.generation else { continue }
                progress = errand.carryOut(driver.receive(message), with: driver)
            case .reconnect:
                errand.reconnect(driver)
            case .errandDone:
                guard let (back, outcome) = await errand.collect() else { continue }
                driver = back
                progress = link.settle(outcome, &driver)
            }
            progress = link.handle(progress, &driver)
            if !suspended {
                shown = draw(driver.state, on: device, over: redrawAll ? nil : shown)
                redrawAll = false
            }
        }
        if let back = await errand.abandon() { driver = back }
        return progress
    }

    /// A key while an errand holds the driver: quitting quits at once; other keys wait their turn
    /// for a moment (typed ahead), then are refused, lest they fire long after.
    private static func whileWaiting(_ key: Key, _ driver: inout SessionDriver, _ errand: inout DriverErrand<Input>) -> SessionProgress {
        if driver.quits(key) { return .quit }
        errand.hold(.terminal(.keys([key])), &driver)
        return .going
    }

    /// Draws the state over `shown`, what the terminal shows now (nil when unknown), and returns
    /// the screen drawn.
    private static func draw(_ state: ClientState, on device: TerminalDevice, over shown: Screen?) -> Screen {
        let screen = ClientView.screen(state, size: device.size, now: .now)
        device.write(AnsiRenderer.draw(screen, colour: device.colour, over: shown))
        return screen
    }
}
