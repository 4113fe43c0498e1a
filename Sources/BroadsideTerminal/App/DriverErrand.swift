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
    static func lateNote(droppedTypedAhead: Bool, shown: String?) -> String? {
        if droppedTypedAhead { return refusedNote }
        return shown == refusedNote || shown == waitingNote ? nil : waitingNote
    }

    /// Tells the app's loop that the errand is done, to `collect` it.
    private let done: @Sendable () -> Void
    private var task: Task<(driver: SessionDriver, outcome: ErrandOutcome), Never>?
    private var startedAt = ContinuousClock.now
    private var heldBack: [Input] = []

    init(whenDone done: @escaping @Sendable () -> Void) {
        self.done = done
    }

    var isRunning: Bool { task != nil }

    /// True once the errand running has taken longer than `patience`.
    func isLate(at now: ContinuousClock.Instant) -> Bool {
        isRunning && startedAt + Self.patience <= now
    }

    mutating func start(_ driver: SessionDriver, _ work: @escaping @Sendable (inout SessionDriver) async -> ErrandOutcome) {
        startedAt = .now
        let done = done
        task = Task {
            var driver = driver
            let outcome = await work(&driver)
            done()
            return (driver, outcome)
        }
    }

    /// How a driver's step goes on: what waits on the server runs as an errand.
    mutating func carryOut(_ step: DriverStep, with driver: SessionDriver) -> SessionProgress {
        switch step {
        case .done(let progress):
            return progress
        case .waiting(let effects):
            start(driver) { .progress(await $0.carryOut(effects)) }
            return .going
        }
    }

    /// Keeps `input` until the driver is back.
    mutating func holdBack(_ input: Input) {
        heldBack.append(input)
    }

    /// Drops what was held back and `refused` picks out; returns whether anything was.
    mutating func refuseHeldBack(where refused: (Input) -> Bool) -> Bool {
        let before = heldBack.count
        heldBack.removeAll(where: refused)
        return heldBack.count < before
    }

    /// The next input held back, once the driver is back.
    mutating func nextHeldBack() -> Input? {
        guard !isRunning, !heldBack.isEmpty else { return nil }
        return heldBack.removeFirst()
    }

    /// The driver and the outcome of the errand that said it is done.
    mutating func collect() async -> (driver: SessionDriver, outcome: ErrandOutcome)? {
        guard let task else { return nil }
        let result = await task.value
        self.task = nil
        return result
    }

    /// Gives the errand up as the client quits (a command waiting for its reply closes the
    /// connection: `ProtocolClient.send`); returns the driver once the errand has let go of it.
    mutating func abandon() async -> SessionDriver? {
        task?.cancel()
        return await collect()?.driver
    }
}

/// What an errand came to.
enum ErrandOutcome: Sendable {
    case progress(SessionProgress)
    /// An attempt to reconnect: nil once back, else why not.
    case reconnection(failure: String?)
}
