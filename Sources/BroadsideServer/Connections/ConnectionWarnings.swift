import BroadsideCore
import BroadsideServerCore
import Logging

/// What happens at connections that an operator must hear of, each counted into a line at most
/// every `interval` (`ThrottledWarning`): connections turned away at the door and connections
/// dropped for flooding or stalling, each limit on its own line, TLS handshakes that failed
/// (which is how a client that does not trust the server's certificate shows here),
/// games refused to an address that creates too many, guesses at codes and tokens (which
/// otherwise leave no trace), commands refused to an address over its budget of stored moves or
/// of `RESUME`s (which keep the store busy for every game), lines held back from an address
/// over its budget of lines or from busy addresses over theirs, and connections the listener
/// could not accept (`AcceptBackoff`).
struct ConnectionWarnings: Sendable {
    let refused: ThrottledWarningsByLimit<RefusedConnection>
    let dropped: ThrottledWarningsByLimit<DroppedConnection>
    let failedHandshakes: ThrottledWarning<HandshakeFailure>
    /// The client network (`ClientNetwork`) of the latest refusal.
    let gamesRefused: ThrottledWarning<String>
    /// `JOIN`s refused to an address over `--code-misses-per-minute`: someone guessing at codes.
    let joinsRefused: ThrottledWarning<String>
    /// `RESUME`s of tokens no seat has: someone guessing at tokens.
    let badTokens: ThrottledWarning<String>
    /// Commands that would store moves, refused to an address over `--stored-moves-per-second`.
    let movesRefused: ThrottledWarning<String>
    /// `RESUME`s refused to an address over `--resumes-per-minute`.
    let resumesRefused: ThrottledWarning<String>
    /// Times a connection's reading was held back, its next line unread, for an address over
    /// `--address-lines-per-second`.
    let addressLinesHeld: ThrottledWarning<String>
    /// The same for busy addresses over `--busy-lines-per-second`, all of them together.
    let busyLinesHeld: ThrottledWarning<String>
    /// Why the latest connection could not be accepted.
    let acceptFailures: ThrottledWarning<String>

    /// Counts lines held back for `budget`.
    func linesHeld(by budget: LineBudgets.Wait.Budget) -> ThrottledWarning<String> {
        switch budget {
        case .address: addressLinesHeld
        case .busy: busyLinesHeld
        }
    }

    init(logger: Logger, interval: Duration = .seconds(10), timer: WarningTimer = .sleeping) {
        refused = ThrottledWarningsByLimit(logger: logger, interval: interval, timer: timer, limit: \.limit) { count, refusal in
            "refused \(count, counting: "connection") (\(refusal.code)); the last, from \(refusal.peer): \(refusal.reason)"
        }
        dropped = ThrottledWarningsByLimit(logger: logger, interval: interval, timer: timer, limit: \.limit) { count, dropped in
            let bye = dropped.ending.bye.map { "BYE \($0.name)" } ?? "no BYE"
            return "closed \(count, counting: "connection") (\(bye)); the last, from \(dropped.peer): \(dropped.ending.reason)"
        }
        failedHandshakes = ThrottledWarning(logger: logger, interval: interval, timer: timer) { count, failure in
            "\(count, counting: "TLS handshake") failed; the last, from \(failure.peer): \(failure.reason)"
        }
        gamesRefused = ThrottledWarning(logger: logger, interval: interval, timer: timer) { count, network in
            "refused \(count, counting: "new game") to addresses over --games-per-minute; the last to \(network)"
        }
        joinsRefused = ThrottledWarning(logger: logger, interval: interval, timer: timer) { count, network in
            "refused \(count, counting: "JOIN") to addresses over --code-misses-per-minute (codes no game has: guessing?); the last to \(network)"
        }
        badTokens = ThrottledWarning(logger: logger, interval: interval, timer: timer) { count, network in
            "\(count, counting: "RESUME") with a token no seat has (guessing, or a seat of a game prune deleted); the last from \(network)"
        }
        movesRefused = ThrottledWarning(logger: logger, interval: interval, timer: timer) { count, network in
            "refused \(count, counting: "command") storing moves to addresses over --stored-moves-per-second; the last to \(network)"
        }
        resumesRefused = ThrottledWarning(logger: logger, interval: interval, timer: timer) { count, network in
            "refused \(count, counting: "RESUME") to addresses over --resumes-per-minute; the last to \(network)"
        }
        addressLinesHeld = ThrottledWarning(logger: logger, interval: interval, timer: timer) { count, network in
            "held back lines \(count, counting: "time") from addresses over --address-lines-per-second, until the budget allowed them; the last from \(network)"
        }
        busyLinesHeld = ThrottledWarning(logger: logger, interval: interval, timer: timer) { count, network in
            "held back lines \(count, counting: "time") from busy addresses (past \(ServerLimits.quietLinesPerSecondPerAddress) lines a second each) over --busy-lines-per-second, all of them together, until the budget allowed them; the last from \(network)"
        }
        acceptFailures = ThrottledWarning(logger: logger, interval: interval, timer: timer) { count, reason in
            "could not accept a connection \(count, counting: "time"), trying again each second; the last time: \(reason)"
        }
    }

    /// Logs every count still held back for its next line.
    func flush() {
        refused.flush()
        dropped.flush()
        failedHandshakes.flush()
        gamesRefused.flush()
        joinsRefused.flush()
        badTokens.flush()
        movesRefused.flush()
        resumesRefused.flush()
        addressLinesHeld.flush()
        busyLinesHeld.flush()
        acceptFailures.flush()
    }
}
