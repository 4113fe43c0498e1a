import BroadsideProtocol
import Logging

/// What happens at connections that an operator must hear of, each counted into a line at most
/// every `interval` (`ThrottledWarning`): connections turned away at the door, and TLS handshakes
/// that failed, which is how a client that does not trust the server's certificate shows here.
struct ConnectionWarnings: Sendable {
    let refused: ThrottledWarning<ServerLine>
    let failedHandshakes: ThrottledWarning<HandshakeFailure>

    init(logger: Logger, interval: Duration = .seconds(10)) {
        refused = ThrottledWarning(logger: logger, interval: interval) { count, refusal in
            "refused \(count) connection\(count == 1 ? "" : "s") (\(refusal.name)): \(refusal.text ?? "")"
        }
        failedHandshakes = ThrottledWarning(logger: logger, interval: interval) { count, failure in
            "\(count) TLS handshake\(count == 1 ? "" : "s") failed; the last, from \(failure.peer): \(failure.reason)"
        }
    }
}
