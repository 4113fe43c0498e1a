import BroadsideProtocol
import BroadsideServerCore
import NIOCore

/// Why the registry turns a connection away: the `BYE` the client gets, and the reason in the
/// operator's words, which name the option to change rather than tell the client what to do.
enum ConnectionRefusal: Sendable {
    case shuttingDown
    case serverFull(maxConnections: Int)
    case addressFull(connectionsPerAddress: Int)

    var line: ServerLine {
        switch self {
        case .shuttingDown: .bye(.shutdown, text: "the server is shutting down; resume your seats later")
        case .serverFull: .bye(.serverFull, text: "the server has too many connections; try later")
        case .addressFull: .bye(.serverFull, text: "too many connections from your address; close some and try again")
        }
    }

    /// The option of the limit the server is at: refusals are counted by it.
    var option: LimitOption? {
        switch self {
        case .shuttingDown: nil
        case .serverFull: .maxConnections
        case .addressFull: .connectionsPerAddress
        }
    }

    /// Nil for a refusal that is no news to the operator: the server is stopping.
    var operatorReason: String? {
        switch self {
        case .shuttingDown: nil
        case .serverFull(let limit): "the server has as many connections as --max-connections allows (\(limit))"
        case .addressFull(let limit): "its address has as many connections as --connections-per-address allows (\(limit))"
        }
    }
}

/// A connection turned away, as the warning line names it.
struct RefusedConnection: Sendable {
    let peer: String
    /// The `BYE` code the client was given, for matching a player's report of it, or how it was
    /// turned away without one.
    let code: String
    /// The option of the limit it was over, by which refusals are counted apart.
    let limit: LimitOption
    let reason: String
}

extension RefusedConnection {
    /// A connection closed as soon as it was accepted, over a budget of new connections.
    static func closedBeforeTLS(peer: SocketAddress?, by refusal: NewConnectionBudgets.Refusal, limits: ServerLimits) -> RefusedConnection {
        let (limit, reason): (LimitOption, String) = switch refusal {
        case .address:
            (.newConnectionsPerSecond,
             "its address opened connections faster than --new-connections-per-second allows (\(limits.newConnectionsPerSecondPerAddress))")
        case .busy:
            (.busyConnectionsPerSecond,
             "busy addresses (past \(ServerLimits.quietNewConnectionsPerSecondPerAddress) new connections a second each) together "
                + "opened connections faster than --busy-connections-per-second allows (\(limits.busyConnectionsPerSecond))")
        }
        return RefusedConnection(peer: ClientAddress.describe(peer), code: "closed before TLS", limit: limit, reason: reason)
    }
}

extension RefusedConnection {
    /// Nil for a refusal the operator need not hear of.
    init?(_ refusal: ConnectionRefusal, peer: SocketAddress?) {
        guard let reason = refusal.operatorReason, let limit = refusal.option else { return nil }
        self.init(peer: ClientAddress.describe(peer), code: refusal.line.name, limit: limit, reason: reason)
    }
}
