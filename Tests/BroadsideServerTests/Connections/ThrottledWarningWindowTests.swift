@testable import BroadsideServer
import NIOCore
import Synchronization
import Testing

/// Occurrences held back within a warning's quiet time are logged when it is over, not when the
/// next occurrence comes (which may be never), and all at once when the server stops.
@Suite struct ThrottledWarningWindowTests {
    let entries = CapturingLogHandler.Entries()
    let timer = ManualTimer()
    let start = ContinuousClock.now

    @Test func occurrencesHeldBackAreLoggedWhenTheQuietTimeIsOver() throws {
        let warnings = ConnectionWarnings(logger: CapturingLogHandler.logger(into: entries), interval: .seconds(10), timer: timer.timer)
        for second in [0, 1, 2] { try note(warnings, at: second) }
        #expect(lines == ["1 from 192.0.2.0"])
        #expect(timer.deadlines == [start + .seconds(10)])

        timer.fireAll()
        #expect(lines == ["1 from 192.0.2.0", "2 from 192.0.2.2"])
        // The next quiet time runs from that line.
        try note(warnings, at: 11)
        #expect(lines.count == 2)
        #expect(timer.deadlines == [start + .seconds(20)])
    }

    /// An occurrence after the quiet time that comes before its timer is logged at once, with the
    /// count; those after it wait for the end of the quiet time that line began.
    @Test func aLineLoggedBeforeTheTimerFiresBeginsTheNextQuietTime() throws {
        let warnings = ConnectionWarnings(logger: CapturingLogHandler.logger(into: entries), interval: .seconds(10), timer: timer.timer)
        for second in [0, 1, 11, 12] { try note(warnings, at: second) }
        #expect(lines == ["1 from 192.0.2.0", "2 from 192.0.2.11"])

        timer.fireAll()
        #expect(lines.count == 2)
        #expect(timer.deadlines == [start + .seconds(21)])
        timer.fireAll()
        #expect(lines == ["1 from 192.0.2.0", "2 from 192.0.2.11", "1 from 192.0.2.12"])
    }

    @Test func aFlushLogsWhatIsHeldBackAtOnce() throws {
        let warnings = ConnectionWarnings(logger: CapturingLogHandler.logger(into: entries), interval: .seconds(10), timer: timer.timer)
        for second in [0, 1, 2] { try note(warnings, at: second) }
        warnings.flush()
        #expect(lines == ["1 from 192.0.2.0", "2 from 192.0.2.2"])
        timer.fireAll()
        #expect(lines.count == 2)
    }

    /// The timer the server uses.
    @Test func theSleepingTimerEndsTheQuietTimeOnItsOwn() async throws {
        let warnings = ConnectionWarnings(logger: CapturingLogHandler.logger(into: entries), interval: .milliseconds(50))
        for _ in 0..<3 { try note(warnings, at: 0) }
        try await entries.waitFor("2 TLS handshakes failed")
    }

    private func note(_ warnings: ConnectionWarnings, at second: Int) throws {
        let peer = try SocketAddress(ipAddress: "192.0.2.\(second)", port: 4000)
        warnings.failedHandshakes.note(HandshakeFailure(peer: peer, timedOutAfter: .seconds(10)), now: start + .seconds(second))
    }

    /// Each line as "<count> from <address>".
    private var lines: [String] {
        entries.all.map { line in
            let words = line.split(separator: " ")
            let address = line.components(separatedBy: "from ").dropFirst().first?.components(separatedBy: ":").first ?? "-"
            return "\(words[1]) from \(address)"
        }
    }

    /// A timer that fires when the test says.
    final class ManualTimer: Sendable {
        private let pending = Mutex<[(deadline: ContinuousClock.Instant, fire: @Sendable () -> Void)]>([])

        var timer: WarningTimer {
            WarningTimer { deadline, fire in self.pending.withLock { $0.append((deadline, fire)) } }
        }

        var deadlines: [ContinuousClock.Instant] { pending.withLock { $0.map(\.deadline) } }

        func fireAll() {
            let due = pending.withLock { pending in
                defer { pending = [] }
                return pending
            }
            for timer in due { timer.fire() }
        }
    }
}
