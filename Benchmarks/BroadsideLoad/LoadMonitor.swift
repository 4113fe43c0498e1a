import BroadsideBots
import Synchronization

/// What every conversation of a run reports as it goes, read by the benchmark while it waits:
/// the round trips completed (for `--shots`) and the first failure.
public final class LoadMonitor: Sendable {
    private let count = Atomic<Int>(0)
    private let firstFailure = Mutex<LoadFailure?>(nil)

    public init() {}

    public var roundTrips: Int { count.load(ordering: .relaxed) }

    public var failure: LoadFailure? { firstFailure.withLock { $0 } }

    func acknowledged(_ roundTrips: Int) {
        guard roundTrips > 0 else { return }
        count.add(roundTrips, ordering: .relaxed)
    }

    func fail(_ failure: LoadFailure) {
        firstFailure.withLock { first in
            if first == nil { first = failure }
        }
    }
}
