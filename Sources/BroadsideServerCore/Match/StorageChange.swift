import BroadsideCore

/// What one accepted command changed, to be stored before anyone hears of it.
public struct StorageChange: Hashable, Sendable {
    /// The match as it now stands.
    public var record: MatchRecord
    /// Events appended to round `record.round`, the first at position `firstIndex` of the round.
    public var events: [GameEvent]
    public var firstIndex: Int

    public init(record: MatchRecord, events: [GameEvent], firstIndex: Int) {
        self.record = record
        self.events = events
        self.firstIndex = firstIndex
    }
}
