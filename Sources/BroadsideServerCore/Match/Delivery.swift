import BroadsideProtocol

/// An event for one connection.
public struct Delivery: Hashable, Sendable {
    public let connection: ConnectionID
    public let event: Event

    public init(_ connection: ConnectionID, _ event: Event) {
        self.connection = connection
        self.event = event
    }
}

extension Sequence<Delivery> {
    /// Each connection's events in the order they were made, the connections in the order they
    /// first appear: what one write per connection sends. A round's end sends each seat `OVER`
    /// and `REVEAL`; as one write they are one TLS record and one system call, not two.
    public func groupedByConnection() -> [(connection: ConnectionID, events: [Event])] {
        var groups: [(connection: ConnectionID, events: [Event])] = []
        for delivery in self {
            // A command makes a handful of deliveries at most, so a linear search beats hashing.
            if let index = groups.firstIndex(where: { $0.connection == delivery.connection }) {
                groups[index].events.append(delivery.event)
            } else {
                groups.append((delivery.connection, [delivery.event]))
            }
        }
        return groups
    }
}
