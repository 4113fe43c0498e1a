import BroadsideCore

/// What one accepted command changed, to be stored before anyone hears of it.
public struct StorageChange: Hashable, Sendable {
    /// The match as it now stands.
    public var record: MatchRecord
    /// Events appended to round `record.round`, the first at position `firstIndex` of the round.
    public var events: [GameEvent]
    public var firstIndex: Int
    /// Whether `record` differs from the match as stored before: most shots leave it as it was,
    /// and then its row is not written again.
    public var recordChanged: Bool
    /// Whether the row, though unchanged, has its time renewed: the game was played, and the row
    /// last written long enough ago (`MatchSession.lastPlayedPrecision`) that its time would
    /// no longer say so.
    public var touchesRow: Bool

    public init(
        record: MatchRecord, events: [GameEvent], firstIndex: Int, recordChanged: Bool = true, touchesRow: Bool = false
    ) {
        self.record = record
        self.events = events
        self.firstIndex = firstIndex
        self.recordChanged = recordChanged
        self.touchesRow = touchesRow
    }
}
