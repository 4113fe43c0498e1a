import BroadsideProtocol

/// What handling one command produced. The I/O shell stores `storage` first, then sends `reply`
/// to the commanding connection, then the deliveries; if storing fails, it sends
/// `ERR UNAVAILABLE` instead and keeps the session as it was.
public struct SessionOutcome: Sendable {
    /// Data lines then the final `OK` or `ERR`.
    public var reply: [ServerLine]
    public var deliveries: [Delivery]
    /// Nil when nothing needs storing.
    public var storage: StorageChange?
    /// Set when the computer broke the rules and forfeited the round for it: the server's fault,
    /// to be logged as an error. The rest of the outcome holds all the same.
    public var fault: ComputerFault?

    public init(
        reply: [ServerLine], deliveries: [Delivery] = [], storage: StorageChange? = nil, fault: ComputerFault? = nil
    ) {
        self.reply = reply
        self.deliveries = deliveries
        self.storage = storage
        self.fault = fault
    }

    public static func refused(_ error: ProtocolError) -> SessionOutcome {
        SessionOutcome(reply: [error.line])
    }

    /// True when the command was carried out.
    public var succeeded: Bool { reply.last?.kind == .ok }
}
