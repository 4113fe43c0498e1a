import BroadsideProtocol
import BroadsideServerCore
import NIOCore
import Synchronization

/// What the rest of the server may reach of one connection: its protocol state and its outbox.
final class ConnectionContext: Sendable {
    let id: ConnectionID
    let state: Mutex<ConnectionState>
    let outbox: Outbox

    init(id: ConnectionID, limits: ServerLimits, now: ContinuousClock.Instant, channel: any Channel) {
        self.id = id
        state = Mutex(ConnectionState(id: id, limits: limits, now: now))
        outbox = Outbox(channel: channel, limit: limits.maxQueuedOutputBytes)
    }

    /// Sends an event and lets the connection's state note what it means.
    func deliver(_ event: Event) {
        state.withLock { $0.observe(event) }
        outbox.send([event.line])
    }
}
