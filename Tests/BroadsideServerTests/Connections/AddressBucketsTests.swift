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

    /// A bucket spent below empty refuses until it has refilled past one.
    @Test func aBucketSpentBelowEmptyRefusesUntilRefilled() {
        var buckets = AddressBuckets()
        buckets.spend(70, from: "10.0.0.1", budget: .perSecond(1, burstSeconds: 60), now: start)
        #expect(!buckets.hasOne(for: "10.0.0.1", now: start + .seconds(10)))
        #expect(buckets.hasOne(for: "10.0.0.1", now: start + .seconds(11)))
        #expect(buckets.hasOne(for: "10.0.0.2", now: start))
    }
}
