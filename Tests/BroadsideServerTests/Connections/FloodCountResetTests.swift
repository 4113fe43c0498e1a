import BroadsideProtocol
import BroadsideServerCore
import Testing

/// The count of rate-limited lines that ends in `BYE FLOOD` starts again from zero at the first
/// line let through at least one second after the last refusal (PROTOCOL.md 11): a client that
/// bursts past the limit now and then is never dropped, and one that goes on sending while limited
/// is, though a line gets through now and then as the bucket refills.
@Suite struct FloodCountResetTests {
    private static let refused = "ERR RATE_LIMITED wait=1 scope=commands :more than 100 commands per second; try again in 1s"
    private static let flood = "BYE FLOOD :too many commands while rate limited"

    /// Sends `count` `PING`s at `now`, all at once, and counts each answer.
    private func burst(_ count: Int, into state: inout ConnectionState, at now: ContinuousClock.Instant) -> [String: Int] {
        var answers: [String: Int] = [:]
        for _ in 0..<count {
            answers[state.answer("PING", now: now) ?? "nothing", default: 0] += 1
        }
        return answers
    }

    /// Each burst is 1000 refusals long, as many as a count allows, and begins one second after
    /// the last refusal of the one before, when the bucket holds 100 commands again.
    @Test func burstsASecondApartAreNeverDropped() {
        let start = ContinuousClock.now
        var state = ConnectionState(id: ConnectionID(1), limits: ServerLimits(), now: start)
        #expect(burst(1_200, into: &state, at: start) == ["OK PING": 200, Self.refused: 1_000])
        for second in 1...5 {
            #expect(burst(1_100, into: &state, at: start + .seconds(second)) == ["OK PING": 100, Self.refused: 1_000])
        }
    }

    /// Lines let through less than a second after the last refusal do not start the count again.
    @Test func aFloodResumedWithinTheSecondIsDroppedAtItsThousandAndFirstRefusal() {
        let start = ContinuousClock.now
        var state = ConnectionState(id: ConnectionID(1), limits: ServerLimits(), now: start)
        #expect(burst(1_200, into: &state, at: start) == ["OK PING": 200, Self.refused: 1_000])
        // 99.9 commands refilled.
        #expect(burst(100, into: &state, at: start + .milliseconds(999)) == ["OK PING": 99, Self.flood: 1])
    }
}
