import BroadsideProtocol
import BroadsideServerCore
import Logging

/// Why the server ended a connection, for its "connection closed" line: the `BYE` the client was
/// given, if any, and the reason in the operator's words, which name the option of the limit it
/// was over (`limit`) when there is one.
struct ConnectionEnding: Sendable {
    let bye: ServerLine?
    let reason: String
    /// The option of the limit the client was over.
    let limit: LimitOption?

    /// The goodbye the client was given, its own text as the reason.
    static func said(_ bye: ServerLine) -> ConnectionEnding {
        ConnectionEnding(bye: bye, reason: bye.text ?? "", limit: nil)
    }

    /// A connection turned away as soon as it came, the reason in the operator's words when
    /// there is news in it.
    static func refused(_ refusal: ConnectionRefusal) -> ConnectionEnding {
        ConnectionEnding(bye: refusal.line, reason: refusal.operatorReason ?? refusal.line.text ?? "", limit: refusal.option)
    }

    /// `BYE FLOOD`, `bye` as `ConnectionState` words it.
    static func flooded(_ bye: ServerLine, limits: ServerLimits) -> ConnectionEnding {
        ConnectionEnding(
            bye: bye, reason: "more than \(LimitOption.floodLimit.rawValue) (\(limits.floodLimit)) commands in a row while rate limited",
            limit: .floodLimit)
    }

    /// `bye` is nil for the handshake, which ends beneath TLS, without one.
    static func timedOut(_ timeout: ConnectionTimeout, bye: ServerLine?, limits: ServerLimits) -> ConnectionEnding {
        let (option, limit, what): (LimitOption, Duration, String) = switch timeout {
        case .handshake: (.handshakeTimeout, limits.handshakeTimeout, "no TLS handshake within")
        case .hello: (.helloTimeout, limits.helloTimeout, "no HELLO within")
        case .line: (.lineTimeout, limits.lineTimeout, "a line left unfinished for")
        case .idle: (.idleTimeout, limits.idleTimeout, "nothing received for")
        }
        return ConnectionEnding(bye: bye, reason: "\(what) \(option.rawValue) (\(limit.components.seconds) s)", limit: option)
    }

    /// The client left more output unread than the server keeps for it.
    static func notReading(limitBytes: Int) -> ConnectionEnding {
        ConnectionEnding(
            bye: nil, reason: "the client left more than \(LimitOption.maxQueuedOutput.rawValue) (\(limitBytes) bytes) unread",
            limit: .maxQueuedOutput)
    }

    var metadata: Logger.Metadata {
        var metadata: Logger.Metadata = ["reason": "\(reason)"]
        if let bye { metadata["bye"] = "\(bye.name)" }
        return metadata
    }
}

/// A connection the server ended for a limit an operator sets, as the warning line names it.
struct DroppedConnection: Sendable {
    let peer: String
    let ending: ConnectionEnding
    let limit: LimitOption

    /// Nil for an ending that is routine (a player gone idle, a client that said `QUIT`, a server
    /// full or stopping) or warned of already (`LimitOption.isWarnedWhenDropped`).
    init?(peer: String, ending: ConnectionEnding) {
        guard let limit = ending.limit, limit.isWarnedWhenDropped else { return nil }
        (self.peer, self.ending, self.limit) = (peer, ending, limit)
    }
}
