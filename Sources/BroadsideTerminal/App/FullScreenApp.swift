import BroadsideClient

/// The full-screen client: keys, server messages and a clock tick merged into one stream, each
/// handled in turn, then the screen redrawn.
enum FullScreenApp {
    private enum Input: Sendable {
        case terminal(TerminalEvent)
        case server(ServerMessage, generation: Int)
        case tick
        case reconnect
    }

    /// Runs until the player quits, input ends or the server is lost for good. The terminal is
    /// restored on every way out; the signal handlers of `TerminalInput` cover the ways that do
    /// not return here.
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
        var progress = link.handle(await driver.start(), &driver)
        var pending = inputs.makeAsyncIterator()
        shown = draw(driver.state, on: device, over: shown)
        // What the terminal shows is unknown after a resize or a stop, or when the player asks
        // (Ctrl-L): all of it is drawn again.
        var redrawAll = false
        // From Ctrl-Z until the shell continues the process: the terminal is the shell's.
        var suspended = false
        while progress == .going, let input = await pending.next() {
            switch input {
            case .terminal(.keys(let keys)):
                for key in keys where progress == .going && !suspended {
                    switch key {
                    case .suspend:
                        suspended = device.suspend()
                        if !suspended { driver.report("No shell to stop in: q or Ctrl-C quits.") }
                    case .redraw:
                        redrawAll = true
                    // While the page is hidden for want of room, only Ctrl-C (which the screen offers) acts on it.
                    case _ where shown.hidesPage && key != .interrupt:
                        continue
                    default:
                        progress = await driver.press(key)
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
            case .tick:
                progress = await driver.keepAlive()
            case .server(let message, let generation):
                guard generation == link.generation else { continue }
                progress = await driver.receive(message)
            case .reconnect:
                progress = await link.retry(&driver)
            }
            progress = link.handle(progress, &driver)
            if !suspended {
                shown = draw(driver.state, on: device, over: redrawAll ? nil : shown)
                redrawAll = false
            }
        }
        return progress
    }

    /// Draws the state over `shown`, what the terminal shows now (nil when unknown), and returns
    /// the screen drawn.
    private static func draw(_ state: ClientState, on device: TerminalDevice, over shown: Screen?) -> Screen {
        let screen = ClientView.screen(state, size: device.size, now: .now)
        device.write(AnsiRenderer.draw(screen, colour: device.colour, over: shown))
        return screen
    }
}
