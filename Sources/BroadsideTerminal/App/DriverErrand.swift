import BroadsideClient

/// The driver's work that waits on the server, run beside the app's loop so that the loop goes on
/// reading keys and drawing meanwhile: a server that hangs must not freeze the client. The work
/// takes the driver with it and hands it back when done; meanwhile the app draws its own copy and
/// holds back the inputs that would change it, to handle them in order once the driver is back.
struct DriverErrand<Input: Sendable> {
    /// How long an errand may take before the player is told that the client waits for the server,
    /// and what the player types meanwhile is refused rather than kept for later.
    static var patience: Duration { .seconds(2) }
    static var waitingNote: String { "Waiting for the server to answer (Ctrl-C quits)." }
    static var refusedNote: String { "Still waiting for the server, so that was not done (Ctrl-C quits)." }

    /// What to tell the player once the errand is late, with `shown` the message on screen: that
    /// what was typed ahead was dropped, else that the client waits (nil: said already).
    private static func lateNote(droppedTypedAhead: Bool, shown: String?) -> String? {
        if droppedTypedAhead { return refusedNote }
        return shown == refusedNote || shown == waitingNote ? nil : waitingNote
    }

    /// Tells the app's loop that the errand is done, to `collect` it.
    private let done: @Sendable () -> Void
    private var task: Task<(driver: SessionDriver, outcome: ErrandOutcome), Never>?
    private var startedAt = ContinuousClock.now
    private var heldBack: [Input] = []
    /// What the server messages replayed from those held back wait on it for, until the last of
    /// them is in: run one errand each, the lobby's refreshes they ask for would be one `GAMES`
    /// each; run together, they come to one or two (`LobbyRefresh`).
    private var waitingForMore: [Effect] = []
    /// The errand is an attempt to connect again, which may wait out its connect timeout whatever
    /// cancels it, and holds no connection to close.
    private var isReconnecting = false
    /// Notes the app said meanwhile that are not about the wait (Ctrl-Z with no shell to stop in):
    /// said again on the driver handed back, which replaces the app's copy they were said on.
    private var saidMeanwhile: [String] = []

    init(whenDone done: @escaping @Sendable () -> Void) {
        self.done = done
    }

    var isRunning: Bool { task != nil }

    /// Server messages held back are being taken in, their commands kept for the last of them: an
    /// input of the app's own now would act before those commands are sent.
    var isReplaying: Bool { !waitingForMore.isEmpty }

    /// True once the errand running has taken longer than `patience`.
    func isLate(at now: ContinuousClock.Instant) -> Bool {
        isRunning && startedAt + Self.patience <= now
    }

    mutating func start(_ driver: SessionDriver, _ work: @escaping @Sendable (inout SessionDriver) async -> ErrandOutcome) {
        startedAt = .now
        isReconnecting = false
        saidMeanwhile = []
        let done = done
        task = Task {
            var driver = driver
            let outcome = await work(&driver)
            done()
            return (driver, outcome)
        }
    }

    /// How a driver's step goes on: what waits on the server runs as an errand, unless
    /// `moreFollow` (messages of the server held back behind the one the step took in): then it
    /// waits for theirs, to run with them.
    mutating func carryOut(_ step: DriverStep, with driver: SessionDriver, moreFollow: Bool = false) -> SessionProgress {
        switch step {
        case .done(let progress) where progress != .going:
            // The connection is gone, or the player quit: what was kept would get no answer.
            waitingForMore = []
            return progress
        case .done:
            break
        case .waiting(let effects):
            waitingForMore += effects
        }
        guard !moreFollow, !waitingForMore.isEmpty else { return .going }
        let effects = waitingForMore
        waitingForMore = []
        start(driver) { .progress(await $0.carryOut(effects)) }
        return .going
    }

    /// An attempt to connect again.
    mutating func reconnect(_ driver: SessionDriver) {
        start(driver) { .reconnection(failure: await $0.reconnect()) }
        isReconnecting = true
    }

    /// Keeps `input` until the driver is back.
    mutating func holdBack(_ input: Input) {
        heldBack.append(input)
    }

    /// What the player types while the errand runs (not quitting, which acts at once): kept for a
    /// moment, typed ahead, then refused with a note on `driver`, the app's copy, lest it fire long after.
    mutating func hold(_ input: Input, _ driver: inout SessionDriver) {
        if isLate(at: .now) {
            driver.report(Self.refusedNote)
        } else {
            holdBack(input)
        }
    }

    /// Once the errand is late: drops what was typed ahead (`typedAhead` picks it out of what is
    /// held back) and says so on `driver`, the app's copy, or that the client waits. The driver
    /// handed back replaces that copy, note and all.
    mutating func tellLate(_ driver: inout SessionDriver, typedAhead: (Input) -> Bool) {
        let dropped = refuseHeldBack(where: typedAhead)
        // An attempt to connect again is what the loss note says already ("trying again now"):
        // said to wait for an answer, it read as a command sent, and line mode then printed the
        // loss note again, as it was first said, at every attempt.
        guard dropped || !isReconnecting else { return }
        Self.lateNote(droppedTypedAhead: dropped, shown: driver.state.message).map { driver.report($0) }
    }

    /// Drops what was held back and `refused` picks out; returns whether anything was.
    private mutating func refuseHeldBack(where refused: (Input) -> Bool) -> Bool {
        let before = heldBack.count
        heldBack.removeAll(where: refused)
        return heldBack.count < before
    }

    /// Whether the next input held back is one `matches` picks out.
    func nextHeldBackIs(_ matches: (Input) -> Bool) -> Bool {
        heldBack.first.map(matches) ?? false
    }

    /// The next input held back, once the driver is back.
    mutating func nextHeldBack() -> Input? {
        guard !isRunning, !heldBack.isEmpty else { return nil }
        return heldBack.removeFirst()
    }

    /// Says `note` on `driver`, the app's copy, and, while an errand runs, on the driver it hands back.
    mutating func say(_ note: String, on driver: inout SessionDriver) {
        driver.report(note)
        if isRunning { saidMeanwhile.append(note) }
    }

    /// The driver and the outcome of the errand that said it is done.
    mutating func collect() async -> (driver: SessionDriver, outcome: ErrandOutcome)? {
        guard let task else { return nil }
        var result = await task.value
        self.task = nil
        for note in saidMeanwhile { result.driver.report(note) }
        saidMeanwhile = []
        return result
    }

    /// Gives the errand up as the client quits (a command waiting for its reply closes the
    /// connection: `ProtocolClient.send`); returns the driver once the errand has let go of it.
    mutating func abandon() async -> SessionDriver? {
        task?.cancel()
        guard !isReconnecting else {
            task = nil
            return nil
        }
        return await collect()?.driver
    }
}

/// What an errand came to.
enum ErrandOutcome: Sendable {
    case progress(SessionProgress)
    /// An attempt to reconnect: nil once back, else why not.
    case reconnection(failure: ClientError?)
}
