import BroadsideClient

/// The full-screen client: keys, server messages and a clock tick merged into one stream, each
/// handled in turn, then the screen redrawn.
enum FullScreenApp {
    private enum Input: Sendable {
        case terminal(TerminalEvent)
        case server(ServerMessage)
        case tick
    }

    /// Runs until the player quits or input ends. The terminal is restored on every way out; the
    /// signal handlers of `TerminalInput` cover the ways that do not return here.
    static func run(
        _ driver: inout SessionDriver, messages: AsyncStream<ServerMessage>, device: TerminalDevice
    ) async -> SessionProgress {
        device.enter()
        let terminal = TerminalInput(device: device)
        defer {
            terminal.stop()
            device.restore()
        }
        let (inputs, continuation) = AsyncStream.makeStream(of: Input.self)
        let terminalEvents = terminal.events
        let feeders = [
            Task {
                for await event in terminalEvents { continuation.yield(.terminal(event)) }
            },
            Task {
                for await message in messages { continuation.yield(.server(message)) }
            },
            Task {
                // The turn clock and the away timer count seconds.
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(1))
                    continuation.yield(.tick)
                }
            },
        ]
        defer { feeders.forEach { $0.cancel() } }

        draw(driver.state, on: device)
        var progress = await driver.start()
        var pending = inputs.makeAsyncIterator()
        draw(driver.state, on: device)
        while progress == .going, let input = await pending.next() {
            switch input {
            case .terminal(.keys(let keys)):
                for key in keys where progress == .going { progress = await driver.press(key) }
            case .terminal(.closed):
                progress = .quit
            case .terminal(.resized):
                break
            case .tick:
                progress = await driver.keepAlive()
            case .server(let message):
                progress = await driver.receive(message)
            }
            draw(driver.state, on: device)
        }
        return progress
    }

    private static func draw(_ state: ClientState, on device: TerminalDevice) {
        let screen = ClientView.screen(state, size: device.size, now: .now)
        device.write(AnsiRenderer.draw(screen, colour: device.colour))
    }
}
