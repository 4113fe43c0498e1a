import BroadsideCore

/// Which connection holds each seat, and since when a seat has been held by none.
public struct Presence: Hashable, Sendable {
    private var holders = SeatPair<ConnectionID?>(a: nil, b: nil)
    /// Since when each seat has been away, or was last.
    public private(set) var awaySince: SeatPair<ContinuousClock.Instant>

    /// Both seats away, as after loading a match from storage: since `awaySince`.
    public init(awaySince: SeatPair<ContinuousClock.Instant>) {
        self.awaySince = awaySince
    }

    public func holder(of seat: Seat) -> ConnectionID? { holders[seat] }

    /// True while a connection holds either seat.
    public var isHeld: Bool { holders.a != nil || holders.b != nil }

    public func seats(heldBy connection: ConnectionID) -> [Seat] {
        Seat.allCases.filter { holders[$0] == connection }
    }

    /// How long the seat has been held by no connection; nil while held.
    public func away(_ seat: Seat, now: ContinuousClock.Instant) -> Duration? {
        holders[seat] == nil ? awaySince[seat].duration(to: now) : nil
    }

    /// Gives the seat to `connection`; returns the connection that held it before, if another.
    @discardableResult
    public mutating func hold(_ seat: Seat, by connection: ConnectionID) -> ConnectionID? {
        let previous = holders[seat]
        holders[seat] = connection
        return previous == connection ? nil : previous
    }

    /// A seat held by no connection is counted away from `now` at the earliest: as when its
    /// opponent first arrives, before which it had nobody to be there for.
    public mutating func countAway(_ seat: Seat, from now: ContinuousClock.Instant) {
        awaySince[seat] = max(awaySince[seat], now)
    }

    public mutating func release(_ seat: Seat, now: ContinuousClock.Instant) {
        holders[seat] = nil
        awaySince[seat] = now
    }
}
