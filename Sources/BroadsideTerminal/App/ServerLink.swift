import BroadsideClient

/// Keeps an app's session connected: forwards the server's messages to the app's input, tagged
/// with the connection they came from, and when the connection is lost tries again on a
/// `ReconnectSchedule`, resuming every seat, until the server is back or the time is spent.
/// The full-screen client and line mode share it.
struct ServerLink {
    /// Hands a message of connection `generation` to the app.
    private let deliver: @Sendable (ServerMessage, _ generation: Int) -> Void
    /// Tells the app it is time for the next attempt.
    private let retryDue: @Sendable () -> Void
    private var feeder: Task<Void, Never>?
    private var timer: Task<Void, Never>?
    private var schedule: ReconnectSchedule
    /// Why the connection was lost (the final sentence when no attempt is allowed), and why the
    /// last attempt failed.
    private var reason = ""
    private var lastFailure: String?
    /// An attempt was refused for good (`ClientError.isLasting`): the loss it ends with is final.
    private var refused = false
    /// The connection whose messages count; a message of an earlier one is stale.
    private(set) var generation = 0

    init(
        reconnectingFor limit: Duration, deliver: @escaping @Sendable (ServerMessage, _ generation: Int) -> Void,
        retryDue: @escaping @Sendable () -> Void
    ) {
        schedule = ReconnectSchedule(limit: limit)
        self.deliver = deliver
        self.retryDue = retryDue
    }

    /// Forwards the messages of the driver's connection from now on.
    mutating func follow(_ driver: SessionDriver) {
        feeder?.cancel()
        generation += 1
        let (messages, generation, deliver) = (driver.messages, generation, deliver)
        feeder = Task {
            for await message in messages { deliver(message, generation) }
        }
    }

    /// What an errand came to, with a failed attempt turned into a wait for the next attempt (a
    /// lost connection is `handle`'s, which the loops call on every progress).
    mutating func settle(_ outcome: ErrandOutcome, _ driver: inout SessionDriver) -> SessionProgress {
        switch outcome {
        case .progress(let progress): progress
        case .reconnection(let failure): attempted(failure: failure, &driver)
        }
    }

    /// Turns a lost connection into a wait for the next attempt, told to the player; other
    /// progress passes through.
    mutating func handle(_ progress: SessionProgress, _ driver: inout SessionDriver) -> SessionProgress {
        guard case .lost(let why) = progress, !refused else { return progress }
        reason = why
        return scheduleAttempt(&driver)
    }

    /// An attempt to connect again (`SessionDriver.reconnect`) came to `failure`: nil once back,
    /// else why not, and the next attempt waits, unless no attempt could do better.
    mutating func attempted(failure: ClientError?, _ driver: inout SessionDriver) -> SessionProgress {
        if let failure {
            if failure.isLasting {
                refused = true
                return .lost("the server went away, and connecting again was refused: \(failure)")
            }
            lastFailure = failure.description
            return scheduleAttempt(&driver)
        }
        schedule = ReconnectSchedule(limit: schedule.limit)
        lastFailure = nil
        follow(driver)
        return .going
    }

    func stop() {
        feeder?.cancel()
        timer?.cancel()
    }

    private mutating func scheduleAttempt(_ driver: inout SessionDriver) -> SessionProgress {
        guard let delay = schedule.nextDelay() else {
            guard schedule.attempts > 0 else { return .lost(reason) }
            let seconds = schedule.limit.components.seconds
            let why = lastFailure.map { " (\($0))" } ?? ""
            return .lost("the server went away and could not be reached again in \(seconds) s\(why)" + LostConnection.wayBack)
        }
        driver.awaitReconnect(at: .now + delay)
        let retryDue = retryDue
        timer = Task {
            try? await Task.sleep(for: delay)
            if !Task.isCancelled { retryDue() }
        }
        return .going
    }
}
