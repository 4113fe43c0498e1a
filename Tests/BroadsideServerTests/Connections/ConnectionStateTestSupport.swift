import BroadsideProtocol
import BroadsideServerCore

extension ConnectionState {
    /// A connection whose client, ann, has said `HELLO`, as the server holds it when game commands
    /// come. The rate limit is loosened (`WireFuzzTests.generous`) unless `limits` says otherwise.
    static func greeted(limits: ServerLimits = WireFuzzTests.generous, now: ContinuousClock.Instant) -> ConnectionState {
        var state = ConnectionState(id: ConnectionID(1), limits: limits, now: now)
        _ = state.receive(.line("HELLO 1 ann"), now: now)
        return state
    }

    /// What the connection answers `line` with by itself, as the client reads it: the reply's
    /// last line, or the `BYE`. Nil when the line goes on to the sessions, or gets no answer.
    mutating func answer(_ line: String, now: ContinuousClock.Instant) -> String? {
        switch receive(.line(line), now: now) {
        case .reply(let lines)?: lines.last?.description
        case .close(let bye)?: bye.description
        default: nil
        }
    }
}
