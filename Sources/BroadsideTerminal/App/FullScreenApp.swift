/// The full-screen client: keys, and what `SessionLoop` merges with them, each handled in turn,
/// then the screen redrawn.
enum FullScreenApp {
    private typealias Loop = SessionLoop<TerminalEvent>

    /// Runs until the player quits, input ends or the server is lost for good. The terminal is
    /// restored on every way out; the signal handlers of `TerminalInput` cover the ways that do
    /// not return here. What waits on the server runs as an errand: keys are read and the screen
    /// drawn meanwhile, and Ctrl-C quits at once. `typedBefore` keys were typed before the first
    /// screen (while connecting), and thrown away.
    static func run(
        _ driver: inout SessionDriver, reconnectingFor limit: Duration, device: TerminalDevice, typedBefore: Int
    ) async -> SessionProgress {
        device.enter()
        let terminal = TerminalInput(device: device)
        defer {
            terminal.stop()
            device.restore()
        }
        var session = Loop(following: driver, reconnectingFor: limit)
        let (terminalEvents, feed) = (terminal.events, session.feed)
        let reader = Task {
            for await event in terminalEvents { feed(event) }
        }
        defer { reader.cancel() }

        // Shown from before it is drawn, as every later screen is: a key typed as soon as it
        // appears, and read before the watch began, was meant for it (an end-to-end test's `c` at
        // the first lobby, on a loaded machine, was dropped).
        var watch = ScreenWatch(driver.presentation, at: .now)
        var shown = draw(&driver, on: device, over: nil)
        watch.noteDrawn(hidingPage: shown.hidesPage, at: .now)
        watch.drop(typedBefore)
        session.start(driver)
        var progress = SessionProgress.going
        // What the terminal shows is unknown after a resize or a stop, or when the player asks
        // (Ctrl-L): all of it is drawn again.
        var redrawAll = false
        // From Ctrl-Z until the shell continues the process: the terminal is the shell's.
        var suspended = false
        while progress == .going {
            guard let input = await session.next() else { break }
            switch input {
            case .own(.keys(let keys, let readAt)):
                var keys = keys[...]
                // A key that changes the screen drops the keys read with it: `ScreenWatch`.
                while progress == .going, !suspended, let key = watch.nextMeant(from: &keys, readAt: readAt) {
                    switch key {
                    case .suspend:
                        suspended = device.suspend()
                        if !suspended { session.errand.say("No shell to stop in: q or Ctrl-C quits.", on: &driver) }
                    case .redraw:
                        redrawAll = true
                    // While the page is hidden for want of room, only Ctrl-C (which the screen offers) acts on it.
                    case _ where shown.hidesPage && key != .interrupt:
                        continue
                    // As while the page loads, which it hides too; the keys are counted as dropped.
                    case _ where ScreenShown(driver.presentation).isLoading && key != .interrupt:
                        watch.drop(1)
                    case _ where session.errand.isRunning:
                        progress = whileWaiting(key, readAt: readAt, &driver, &session.errand)
                    case .paste(let text):
                        let screen = ScreenShown(driver.presentation)
                        if screen.takesText {
                            keys = typed(screen.typing(pasted: text)) + keys
                        } else {
                            session.errand.say(pasteRefused, on: &driver)
                        }
                    default:
                        progress = session.errand.carryOut(driver.press(key), with: driver)
                    }
                    watch.note(driver.presentation, at: .now)
                }
            case .own(.closed):
                progress = .quit
            case .own(.resized):
                redrawAll = true
            case .own(.continued):
                suspended = false
                redrawAll = true
                device.enter()
            case .session(let event):
                let typedAhead = { (event: TerminalEvent) in if case .keys = event { true } else { false } }
                guard let next = await session.handle(event, &driver, typedAhead: typedAhead) else { continue }
                progress = next
            }
            progress = session.reconnectingIfLost(progress, &driver)
            watch.note(driver.presentation, at: .now)
            // An errand's driver, handed back, would replace the copy told.
            if !session.errand.isRunning { tellDropped(&watch, &driver) }
            if !suspended {
                shown = draw(&driver, on: device, over: redrawAll ? nil : shown)
                watch.noteDrawn(hidingPage: shown.hidesPage, at: .now)
                redrawAll = false
            }
        }
        await session.finish(&driver)
        return progress
    }

    /// A key while an errand holds the driver: quitting quits at once; other keys wait their turn
    /// for a moment (typed ahead), then are refused, lest they fire long after.
    private static func whileWaiting(
        _ key: Key, readAt: ContinuousClock.Instant, _ driver: inout SessionDriver, _ errand: inout DriverErrand<Loop.Input>
    ) -> SessionProgress {
        if driver.quits(key) { return .quit }
        errand.hold(.own(.keys([key], readAt: readAt)), &driver)
        return .going
    }

    /// Says on the status line how many keys were dropped, where it would say nothing else.
    private static func tellDropped(_ watch: inout ScreenWatch, _ driver: inout SessionDriver) {
        let shown = driver.presentation
        let message = watch.message(for: shown, at: .now)
        guard message != shown.message else { return }
        if let message { driver.report(message) } else { driver.clearMessage() }
    }

    static let pasteRefused = "Pasted text goes only into a name or a code being typed: it was not used."

    /// The keys that type a paste: its characters, without the line breaks and tabs that would
    /// be Enter and Tab.
    static func typed(_ text: String) -> ArraySlice<Key> {
        text.filter { !$0.unicodeScalars.contains { $0.properties.generalCategory == .control } }.map(Key.character)[...]
    }

    /// Draws the state over `shown`, what the terminal shows now (nil when unknown), and returns
    /// the screen drawn; the driver learns how many games a page of the lobby shows at its size.
    private static func draw(_ driver: inout SessionDriver, on device: TerminalDevice, over shown: Screen?) -> Screen {
        let (size, now) = (device.size, ContinuousClock.now)
        driver.noteLobbyPage(LobbyView.gamesShown(driver.presentation, size: size, now: now))
        let screen = ClientView.screen(driver.presentation, size: size, now: now)
        device.write(AnsiRenderer.draw(screen, styles: device.styles, charset: device.charset, over: shown))
        return screen
    }
}
