@testable import BroadsideServer
import Testing

/// The buckets by address follow the addresses at work: those whose buckets have refilled are
/// dropped once many are kept, whichever way their buckets were drawn on.
@Suite struct AddressBucketsTests {
    private let start = ContinuousClock.now

    @Test func bucketsDrawnByOneAtATimeAreDroppedOnceFull() {
        var buckets = AddressBuckets()
        for index in 0..<10_000 { _ = buckets.take(from: "10.0.\(index)", budget: .perMinute(60), now: start) }
        #expect(buckets.count == 10_000)
        // A minute later each has refilled its one; the next address makes room.
        _ = buckets.take(from: "10.1.0", budget: .perMinute(60), now: start + .seconds(61))
        #expect(buckets.count == 1)
    }

    @Test func bucketsSpentByACostKnownAfterwardAreDroppedOnceFull() {
        var buckets = AddressBuckets()
        for index in 0..<10_000 { buckets.spend(5, from: "10.0.\(index)", budget: .perSecond(100, burstSeconds: 60), now: start) }
        #expect(buckets.count == 10_000)
        buckets.spend(5, from: "10.1.0", budget: .perSecond(100, burstSeconds: 60), now: start + .seconds(1))
        #expect(buckets.count == 1)
    }

    /// A bucket spent below empty refuses until it has refilled past one, and says how long that
    /// takes: the `wait=` of `ERR RATE_LIMITED` (PROTOCOL.md 11).
    @Test func aBucketSpentBelowEmptyRefusesUntilRefilled() {
        var buckets = AddressBuckets()
        buckets.spend(70, from: "10.0.0.1", budget: .perSecond(1, burstSeconds: 60), now: start)
        #expect(buckets.timeUntilOne(for: "10.0.0.1", now: start) == .seconds(11))
        #expect(buckets.timeUntilOne(for: "10.0.0.1", now: start + .milliseconds(10_250)) == .milliseconds(750))
        #expect(buckets.timeUntilOne(for: "10.0.0.1", now: start + .seconds(11)) == nil)
        #expect(buckets.timeUntilOne(for: "10.0.0.2", now: start) == nil)
    }

    /// A bucket emptied one at a time says when its next one comes, however slowly it refills.
    @Test func anEmptiedBucketSaysWhenItsNextOneComes() {
        var buckets = AddressBuckets()
        let taken = (0..<5).map { _ in buckets.take(from: "10.0.0.1", budget: .perMinute(1), now: start) }
        #expect(taken == Array(repeating: true, count: 5))
        let takenEarly = buckets.take(from: "10.0.0.1", budget: .perMinute(1), now: start + .seconds(15))
        #expect(!takenEarly)
        #expect(buckets.timeUntilOne(for: "10.0.0.1", now: start + .seconds(15)) == .seconds(45))
        let takenOnTime = buckets.take(from: "10.0.0.1", budget: .perMinute(1), now: start + .seconds(60))
        #expect(takenOnTime)
    }
}
