import BroadsideProtocol
import BroadsideServerCore
import Synchronization

/// Every open connection by id, so sessions can deliver events and shutdown can reach everyone.
/// A mutex rather than an actor: delivering an event is a dictionary lookup on the hot path of
/// every shot, and must not wait behind other work.
final class ConnectionRegistry: Sendable {
    private let table = Mutex(Table())
    private let nextID = Atomic<UInt64>(1)
    private let closing = Atomic<Bool>(false)
    /// The budgets of lines read from client addresses: apart from `table`, as every line of
    /// every connection takes from them.
    private let lines = Mutex(LineBudgets())

    func makeID() -> ConnectionID {
        ConnectionID(nextID.wrappingAdd(1, ordering: .relaxed).oldValue)
    }

    private struct Table {
        var connections: [ConnectionID: ConnectionContext] = [:]
        /// Open connections by client address.
        var perAddress: [String: Int] = [:]
        /// Games created by client address.
        var creations = AddressBuckets()
        /// `JOIN`s of codes no game has, by client address: guesses at other players' codes.
        var codeMisses = AddressBuckets()
        /// `RESUME`s by client address.
        var resumes = AddressBuckets()
        /// Game events stored for the commands of an address's connections.
        var storedMoves = AddressBuckets()
        /// Connections accepted from an address, before their TLS handshake.
        var newConnections = NewConnectionBudgets()
    }

    /// Counts a connection accepted from `address`: nil when it may go on, else the budget it
    /// found spent (PROTOCOL.md 11), and the connection is to be closed before TLS.
    func admitNewConnection(from address: String?, limits: ServerLimits, now: ContinuousClock.Instant) -> NewConnectionBudgets.Refusal? {
        guard let address else { return nil }
        return table.withLock { $0.newConnections.admit(from: address, limits: limits, now: now) }
    }

    /// Takes a line read from `address` from the budgets it draws on (PROTOCOL.md 11): nil when
    /// it may be read now, else how long it waits for its turn (`LineBudgets.admit`).
    func admitLine(from address: String?, limits: ServerLimits, now: ContinuousClock.Instant) -> LineBudgets.Wait? {
        guard let address else { return nil }
        return lines.withLock { $0.admit(from: address, limits: limits, now: now) }
    }

    /// Goes on with a line from `address` whose `wait` is over: nil when it may be read.
    func admitLine(after wait: LineBudgets.Wait, from address: String?, limits: ServerLimits, now: ContinuousClock.Instant) -> LineBudgets.Wait? {
        guard let address else { return nil }
        return lines.withLock { $0.admit(after: wait, from: address, limits: limits, now: now) }
    }

    /// Gives back the turn a line held for `wait` took, when it is never read.
    func giveBackLine(_ wait: LineBudgets.Wait, from address: String?, limits: ServerLimits, now: ContinuousClock.Instant) {
        guard let address else { return }
        lines.withLock { $0.giveBack(wait, from: address, limits: limits, now: now) }
    }

    /// Counts `count` lines more from `address`, however many its budgets hold: what a line costs
    /// beyond one, known once it is read.
    func spendLines(_ count: Int, from address: String?, limits: ServerLimits, now: ContinuousClock.Instant) {
        guard let address, count > 0 else { return }
        lines.withLock { $0.spend(count, from: address, limits: limits, now: now) }
    }

    /// Counts a game created from `address` and returns nil; when the address has created as many
    /// as `limits` allow for now (PROTOCOL.md 11), counts nothing and returns how long until it may
    /// create one again.
    func takeGame(from address: String?, limits: ServerLimits, now: ContinuousClock.Instant) -> Duration? {
        guard let address else { return nil }
        return table.withLock { $0.creations.takeOrWait(from: address, budget: .perMinute(limits.gamesPerMinutePerAddress), now: now) }
    }

    /// Gives back the game `takeGame` counted for a `NEW` that created none (the store failed).
    func gameNotCreated(from address: String?, now: ContinuousClock.Instant) {
        guard let address else { return }
        table.withLock { $0.creations.giveBack(to: address, now: now) }
    }

    /// Nil while `address` may look a game up by its code; once it has joined as many codes no
    /// game has as `limits` allow for now (PROTOCOL.md 11), how long until it may again.
    func waitToLookUpCodes(from address: String?, now: ContinuousClock.Instant) -> Duration? {
        guard let address else { return nil }
        return table.withLock { $0.codeMisses.timeUntilOne(for: address, now: now) }
    }

    /// Counts a `RESUME` from `address` and returns nil; when the address has made as many as
    /// `limits` allow for now (PROTOCOL.md 11), counts nothing and returns how long until it may
    /// resume again.
    func takeResume(from address: String?, limits: ServerLimits, now: ContinuousClock.Instant) -> Duration? {
        guard let address else { return nil }
        return table.withLock { $0.resumes.takeOrWait(from: address, budget: .perMinute(limits.resumesPerMinutePerAddress), now: now) }
    }

    /// Nil while `address` may have moves stored; while its budget is spent, how long until it
    /// may again.
    func waitToStoreMoves(from address: String?, now: ContinuousClock.Instant) -> Duration? {
        guard let address else { return nil }
        return table.withLock { $0.storedMoves.timeUntilOne(for: address, now: now) }
    }

    /// Counts `count` game events stored for a command from `address`.
    func storedMoves(_ count: Int, from address: String?, limits: ServerLimits, now: ContinuousClock.Instant) {
        guard let address, count > 0 else { return }
        let budget = AddressBudget.perSecond(limits.storedMovesPerSecondPerAddress, burstSeconds: ServerLimits.storedMovesBurstSeconds)
        table.withLock { $0.storedMoves.spend(count, from: address, budget: budget, now: now) }
    }

    /// Counts a `JOIN` from `address` of a code no game has.
    func missedCode(from address: String?, limits: ServerLimits, now: ContinuousClock.Instant) {
        guard let address else { return }
        _ = table.withLock { $0.codeMisses.take(from: address, budget: .perMinute(limits.codeMissesPerMinutePerAddress), now: now) }
    }

    /// Adds a connection; returns why not instead when the server is full, the client's address
    /// has as many connections as it may, or the server is shutting down.
    func register(_ context: ConnectionContext, limits: ServerLimits) -> ConnectionRefusal? {
        table.withLock { table in
            if closing.load(ordering: .relaxed) { return .shuttingDown }
            guard table.connections.count < limits.maxConnections else {
                return .serverFull(maxConnections: limits.maxConnections)
            }
            if let address = context.address {
                guard table.perAddress[address, default: 0] < limits.connectionsPerAddress else {
                    return .addressFull(connectionsPerAddress: limits.connectionsPerAddress)
                }
                table.perAddress[address, default: 0] += 1
            }
            table.connections[context.id] = context
            return nil
        }
    }

    func unregister(_ id: ConnectionID) {
        table.withLock { table in
            guard let address = table.connections.removeValue(forKey: id)?.address else { return }
            let left = (table.perAddress[address] ?? 1) - 1
            table.perAddress[address] = left > 0 ? left : nil
        }
    }

    var count: Int { table.withLock { $0.connections.count } }

    /// Sends each connection its events in one write; a connection that has gone gets nothing.
    /// Nor does any once the server is stopping: an opponent's `* LEFT` as its connection closes
    /// must not beat this connection's own `BYE SHUTDOWN` and read as the opponent walking away.
    func deliver(_ deliveries: [Delivery]) {
        guard !closing.load(ordering: .relaxed) else { return }
        for (connection, events) in deliveries.groupedByConnection() {
            send([], then: events, to: connection)
        }
    }

    /// Sends one connection `lines`, then `events`, in one write, having noted the seat it
    /// `gained`; a connection that has gone gets nothing.
    func send(_ lines: [ServerLine], then events: [Event], gained: SeatReference? = nil, to connection: ConnectionID) {
        table.withLock { $0.connections[connection] }?.send(lines, then: events, gained: gained)
    }

    /// Has every connection say goodbye (`BYE SHUTDOWN`), each through its handler, which then
    /// acts on no more of its lines; its outbox flushes the goodbye and the connection closes.
    func closeAll() {
        closing.store(true, ordering: .relaxed)
        for context in table.withLock({ Array($0.connections.values) }) {
            context.shutDown()
        }
    }
}
