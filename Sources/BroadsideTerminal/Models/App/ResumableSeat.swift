import BroadsideProtocol

/// A seat the client stored to take back on connecting: its reference says which game a token
/// belonged to when the server no longer knows the token, and its opponent, when it was known,
/// whom that game was against.
struct ResumableSeat: Hashable, Sendable {
    let reference: SeatReference
    let token: SeatToken
    let opponent: KnownOpponent?

    init(_ reference: SeatReference, _ token: SeatToken, against opponent: KnownOpponent? = nil) {
        self.reference = reference
        self.token = token
        self.opponent = opponent
    }
}
