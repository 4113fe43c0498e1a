import Testing
@testable import BroadsideTerminal

@Suite("Reconnecting: soon at first, then less often, and not for ever")
struct ReconnectScheduleTests {
    @Test func waitsGrowThenLevelOffUntilTheLimitIsSpent() {
        var schedule = ReconnectSchedule(limit: .seconds(60))
        var delays: [Duration] = []
        while let delay = schedule.nextDelay() { delays.append(delay) }
        #expect(delays == [1, 2, 4, 8, 15, 15, 15].map { .seconds($0) })
        #expect(schedule.attempts == 7)
        #expect(schedule.nextDelay() == nil)
    }

    @Test func aLimitOfZeroGivesUpAtOnce() {
        var schedule = ReconnectSchedule(limit: .zero)
        #expect(schedule.nextDelay() == nil)
        #expect(schedule.attempts == 0)
    }
}
