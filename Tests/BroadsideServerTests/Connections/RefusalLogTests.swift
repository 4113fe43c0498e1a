import BroadsideProtocol
@testable import BroadsideServer
import Testing

/// Refused connections are counted into one log line at most every interval, so that a flood of
/// them cannot fill the log, and none is left out of the counts.
@Suite struct RefusalLogTests {
    @Test func refusalsAreCountedIntoOneLinePerInterval() {
        let entries = CapturingLogHandler.Entries()
        let refusals = RefusalLog(logger: CapturingLogHandler.logger(into: entries), interval: .seconds(10))
        let full = ServerLine.bye(.serverFull, text: "the server has too many connections; try later")
        let start = ContinuousClock.now
        for second in [0, 1, 2, 11, 12] { refusals.note(full, now: start + .seconds(second)) }
        let lines = entries.all.map { $0.split(separator: " ").prefix(4).joined(separator: " ") }
        #expect(lines == ["warning refused 1 connection", "warning refused 3 connections"])
    }
}
