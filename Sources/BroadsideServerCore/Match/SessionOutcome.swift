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

    public init(reply: [ServerLine], deliveries: [Delivery] = [], storage: StorageChange? = nil) {
        self.reply = reply
        self.deliveries = deliveries
        self.storage = storage
    }

    public static func refused(_ error: ProtocolError) -> SessionOutcome {
        SessionOutcome(reply: [error.line])
    }

    /// True when the command was carried out.
    public var succeeded: Bool { reply.last?.kind == .ok }
}
