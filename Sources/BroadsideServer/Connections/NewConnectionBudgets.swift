import BroadsideServerCore

/// The budgets a connection accepted from a client address draws on before its TLS handshake
/// (PROTOCOL.md 11): the address's own (`--new-connections-per-second`), and, for its connections
/// past the quiet allowance (`ServerLimits.quietNewConnectionsPerSecondPerAddress`), the one every
/// busy address shares (`--busy-connections-per-second`). A handshake is the costliest thing a
/// client can make the server do: a client with many addresses, each within its own budget, is
/// held to the shared one. Players, who connect once and again after a drop, stay within the
/// allowance and never meet it.
struct NewConnectionBudgets {
    /// The budget that turned a connection away.
    enum Refusal: Equatable, Sendable { case address, busy }

    private var addresses = AddressBuckets()
    private var quiet = AddressBuckets()
    private var busy = SharedBudget()

    /// Takes a connection from `address` from its budgets in turn: its own, then the quiet
    /// allowance or the shared one. Nil when it may go on to its handshake. A connection counts
    /// against the budgets it reached, whatever becomes of it.
    mutating func admit(from address: String, limits: ServerLimits, now: ContinuousClock.Instant) -> Refusal? {
        guard addresses.take(from: address, budget: Self.addressBudget(limits), now: now) else { return .address }
        guard !quiet.take(from: address, budget: Self.quietBudget, now: now) else { return nil }
        let allowed = busy.use(perSecond: limits.busyConnectionsPerSecond, burstSeconds: ServerLimits.busyConnectionsBurstSeconds, now: now) {
            $0.allow(now: now)
        }
        return allowed ? nil : .busy
    }

    private static func addressBudget(_ limits: ServerLimits) -> AddressBudget {
        .perSecond(limits.newConnectionsPerSecondPerAddress, burstSeconds: ServerLimits.newConnectionsBurstSeconds)
    }

    private static let quietBudget = AddressBudget.perSecond(
        ServerLimits.quietNewConnectionsPerSecondPerAddress, burstSeconds: ServerLimits.quietNewConnectionsBurstSeconds)
}
