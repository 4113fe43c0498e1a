import BroadsideProtocol

extension ProtocolError {
    /// `NOT_SEATED` for a seat this connection does not hold, wherever that is found: in the
    /// connection's own list, at the session, or when the game has left memory meanwhile.
    public static func notSeated(in ref: SeatReference) -> ProtocolError {
        ProtocolError(.notSeated, "this connection holds no seat in \(ref); create, join or resume one")
    }
}
