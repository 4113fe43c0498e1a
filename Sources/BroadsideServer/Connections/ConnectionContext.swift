import BroadsideProtocol
import BroadsideServerCore
import NIOCore
import Synchronization

/// What the rest of the server may reach of one connection: its protocol state and its outbox.
final class ConnectionContext: Sendable {
    let id: ConnectionID
    /// The client's address, for log lines (`ClientAddress`).
    let peer: SocketAddress?
    /// The client's network as the per-address limits count it (`ClientNetwork`); nil for a
    /// channel without an address (the tests' channels).
    let address: String?
    let state: Mutex<ConnectionState>
    let outbox: Outbox
    private let pipeline: ChannelPipeline

    init(id: ConnectionID, limits: ServerLimits, now: ContinuousClock.Instant, channel: any Channel) {
        self.id = id
        peer = channel.remoteAddress
        address = ClientNetwork.key(of: peer)
        state = Mutex(ConnectionState(id: id, limits: limits, now: now))
        // A client that closed its side and reads its last replies slowly is held no longer than an idle one.
        outbox = Outbox(channel: channel, limit: limits.maxQueuedOutputBytes, drainLimit: limits.idleTimeout)
        pipeline = channel.pipeline
    }

    /// Ends the connection as the server stops: its handler says `BYE SHUTDOWN` on its event
    /// loop, in order with the lines it reads, so that none read after the goodbye is acted on.
    func shutDown() {
        pipeline.fireUserInboundEventTriggered(ServerStopping())
    }

    /// Sends `lines`, then `events`, as one write (one TLS record, one system call), and lets the
    /// connection's state note the seat it `gained` (by `JOIN` or `RESUME`: the lines are the
    /// reply) and what the events mean. Events of a later protocol version than the connection
    /// speaks are left out.
    func send(_ lines: [ServerLine], then events: [Event], gained: SeatReference? = nil) {
        guard !events.isEmpty || gained != nil else {
            // Most replies come alone: no lock, and no copy of the lines.
            outbox.send(lines)
            return
        }
        let spoken = state.withLock { state in
            if let gained { state.gained(gained, awaitingOpponent: false) }
            return state.accept(events)
        }
        outbox.send(lines + spoken.map(\.line))
    }
}
