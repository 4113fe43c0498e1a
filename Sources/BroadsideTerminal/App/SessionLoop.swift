import BroadsideClient

/// What the two input loops share: the app's own input (keys, typed lines), the server's messages,
/// a tick each second and the reconnection timer merged into one stream; the errand that runs
/// what waits on the server; and the handling of all but the app's own input. Each app takes
/// `next()`, handles its own input, hands the rest to `handle`, and shows what changed.
struct SessionLoop<Own: Sendable> {
    enum Input: Sendable {
        case own(Own)
        case session(SessionEvent)
    }

    enum SessionEvent: Sendable {
        case server(ServerMessage, generation: Int)
        /// For the keep-alive and the clocks on screen, and to say soon that the client waits for
        /// the server.
        case tick
        case reconnect
        /// The errand that held the driver is done.
        case errandDone
    }

    /// Hands the app's own input to the loop, from any thread.
    let feed: @Sendable (Own) -> Void
    var errand: DriverErrand<Input>
    private var link: ServerLink
    private var pending: AsyncStream<Input>.Iterator
    private let ticker: Task<Void, Never>

    /// Follows `driver`'s connection and starts the ticker; `start` starts the session.
    init(following driver: SessionDriver, reconnectingFor limit: Duration) {
        let (inputs, continuation) = AsyncStream.makeStream(of: Input.self)
        feed = { continuation.yield(.own($0)) }
        errand = DriverErrand { continuation.yield(.session(.errandDone)) }
        link = ServerLink(
            reconnectingFor: limit, deliver: { continuation.yield(.session(.server($0, generation: $1))) },
            retryDue: { continuation.yield(.session(.reconnect)) })
        link.follow(driver)
        pending = inputs.makeAsyncIterator()
        ticker = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(1))
                continuation.yield(.session(.tick))
            }
        }
    }

    /// Resumes the seats and lists the games, as an errand.
    mutating func start(_ driver: SessionDriver) {
        errand.start(driver) { .progress(await $0.start()) }
    }

    /// What was held back while an errand ran, once the driver is back, else the next input.
    mutating func next() async -> Input? {
        if let held = errand.nextHeldBack() { return held }
        return await pending.next()
    }

    /// Handles what is not the app's own input; nil when it came to nothing (a message of a
    /// connection given up, an errand collected already). `typedAhead` picks out the app's inputs
    /// that the player typed ahead, dropped once the errand is late; `connectionBack` hears the
    /// state once a lost connection is back.
    mutating func handle(
        _ event: SessionEvent, _ driver: inout SessionDriver, typedAhead: (Own) -> Bool,
        connectionBack: (ClientState) -> Void = { _ in }
    ) async -> SessionProgress? {
        switch event {
        case .tick where errand.isRunning:
            // The clocks go on; the keep-alive waits, a command being out anyway.
            if errand.isLate(at: .now) {
                errand.tellLate(&driver) { if case .own(let own) = $0 { typedAhead(own) } else { false } }
            }
            return .going
        case .tick:
            return errand.carryOut(driver.keepAlive(), with: driver)
        case .server where errand.isRunning, .reconnect where errand.isRunning:
            errand.holdBack(.session(event))
            return .going
        case .server(let message, let generation):
            guard generation == link.generation else { return nil }
            let moreFollow = errand.nextHeldBackIs { if case .session(.server(_, generation)) = $0 { true } else { false } }
            return errand.carryOut(driver.receive(message), with: driver, moreFollow: moreFollow)
        case .reconnect:
            errand.reconnect(driver)
            return .going
        case .errandDone:
            guard let (back, outcome) = await errand.collect() else { return nil }
            driver = back
            let progress = link.settle(outcome, &driver)
            if case .reconnection(failure: nil) = outcome { connectionBack(driver.state) }
            return progress
        }
    }

    /// `progress` after any step, with a lost connection turned into a wait for the next attempt.
    mutating func reconnectingIfLost(_ progress: SessionProgress, _ driver: inout SessionDriver) -> SessionProgress {
        link.handle(progress, &driver)
    }

    /// Gives up the errand as the client quits, taking back its driver, and stops the link and
    /// the ticker.
    mutating func finish(_ driver: inout SessionDriver) async {
        if let back = await errand.abandon() { driver = back }
        link.stop()
        ticker.cancel()
    }
}
