import BroadsideProtocol
import BroadsideServerCore
import Synchronization

/// Every open connection by id, so sessions can deliver events and shutdown can reach everyone.
/// A mutex rather than an actor: delivering an event is a dictionary lookup on the hot path of
/// every shot, and must not wait behind other work.
final class ConnectionRegistry: Sendable {
    private let connections = Mutex<[ConnectionID: ConnectionContext]>([:])
    private let nextID = Atomic<UInt64>(1)
    private let closing = Atomic<Bool>(false)

    func makeID() -> ConnectionID {
        ConnectionID(nextID.wrappingAdd(1, ordering: .relaxed).oldValue)
    }

    /// Adds a connection; returns the `BYE` to send instead when the server is full or shutting down.
    func register(_ context: ConnectionContext, limit: Int) -> ServerLine? {
        connections.withLock { all in
            if closing.load(ordering: .relaxed) { return Self.shutdownLine }
            guard all.count < limit else {
                return .bye(.serverFull, text: "the server has too many connections; try later")
            }
            all[context.id] = context
            return nil
        }
    }

    static let shutdownLine = ServerLine.bye(.shutdown, text: "the server is shutting down; resume your seats later")

    func unregister(_ id: ConnectionID) {
        _ = connections.withLock { $0.removeValue(forKey: id) }
    }

    var count: Int { connections.withLock { $0.count } }

    /// Sends each connection its events in one write; a connection that has gone gets nothing.
    func deliver(_ deliveries: [Delivery]) {
        for (connection, events) in deliveries.groupedByConnection() {
            connections.withLock { $0[connection] }?.send([], then: events)
        }
    }

    /// Says goodbye to every connection; their writers flush it and close.
    func closeAll() {
        closing.store(true, ordering: .relaxed)
        for context in connections.withLock({ Array($0.values) }) {
            context.outbox.send([Self.shutdownLine])
            context.outbox.finish()
        }
    }
}
