import BroadsideProtocol
@testable import BroadsideServer

// Transitional: ConnectionWarningsTests (another engineer's file) still notes refusals as the
// `BYE` lines they were before the warning named the client's address and the operator's reason.
// Remove once it notes `RefusedConnection`s.
extension ThrottledWarning where Occurrence == RefusedConnection {
    func note(_ line: ServerLine, now: ContinuousClock.Instant) {
        note(RefusedConnection(peer: ClientAddress.describe(nil), code: line.name, reason: line.text ?? ""), now: now)
    }
}
