import BroadsideCore
import BroadsideProtocol

/// What a change to the match gives the server to store.
extension MatchSession {
    /// What a change is measured against: not the match itself, whose events a held copy would
    /// make every change copy.
    struct Snapshot {
        let record: MatchRecord
        let eventCount: Int
    }

    var snapshot: Snapshot { Snapshot(record: match.record, eventCount: match.game.events.count) }

    /// Runs `change`, a change of several steps that moves only in the game (placing and removing
    /// ships), and undoes its moves if a later step is refused.
    mutating func allOrNothing<T>(_ change: (inout MatchSession) throws(ProtocolError) -> T) throws(ProtocolError) -> T {
        let saved = match.game.checkpoint()
        do {
            return try change(&self)
        } catch {
            match.game.restore(saved)
            throw error
        }
    }

    /// Has a change that leaves the match's row alone renew the row's time all the same when it
    /// was last written over an hour ago (or never by this session), so the row says when the
    /// game was last played, give or take an hour, without a row write on every shot.
    mutating func dated(_ outcome: SessionOutcome, now: ContinuousClock.Instant) -> SessionOutcome {
        guard var change = outcome.storage else { return outcome }
        if !change.recordChanged, let written = rowWrittenAt, written.duration(to: now) < Self.lastPlayedPrecision {
            return outcome
        }
        change.touchesRow = !change.recordChanged
        rowWrittenAt = now
        var dated = outcome
        dated.storage = change
        return dated
    }

    /// A successful outcome, with whatever changed since `before` to store.
    func outcome(
        _ reply: [ServerLine], _ deliveries: [Delivery], since before: Snapshot, fault: ComputerFault? = nil
    ) -> SessionOutcome {
        let record = match.record
        let events = match.game.events
        let change: StorageChange?
        if record.round != before.record.round {
            change = StorageChange(record: record, events: events, firstIndex: 0)
        } else if events.count > before.eventCount || record != before.record {
            let start = before.eventCount
            change = StorageChange(
                record: record, events: Array(events[start...]), firstIndex: start, recordChanged: record != before.record)
        } else {
            change = nil
        }
        return SessionOutcome(reply: reply, deliveries: deliveries, storage: change, fault: fault)
    }
}
