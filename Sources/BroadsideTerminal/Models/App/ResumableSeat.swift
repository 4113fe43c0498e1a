import BroadsideProtocol

/// A seat the client stored to take back on connecting: its reference says which game a token
/// belonged to when the server no longer knows the token.
public struct ResumableSeat: Hashable, Sendable {
    public let reference: SeatReference
    public let token: SeatToken

    public init(_ reference: SeatReference, _ token: SeatToken) {
        self.reference = reference
        self.token = token
    }
}
