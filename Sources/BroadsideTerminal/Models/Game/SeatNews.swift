/// Something that happened in a seat's game without the seat asking. The model keeps what it
/// was; the views say it in words (`GameStatus.sentence`).
enum SeatNews: Hashable, Sendable {
    case joined(name: String)
    case opponentReady
    case rematchOffered
    case offerEnded(OfferEnd)
    /// No client of the opponent's is connected (PROTOCOL.md 8).
    case opponentAway
    case opponentBack
}

/// How an offer of a rematch ended.
enum OfferEnd: Hashable, Sendable {
    /// The opponent took their offer back; `already` when that crossed this seat's `DECLINE`.
    case opponentWithdrew(already: Bool)
    /// The opponent turned this seat's offer down; `already` as above.
    case opponentDeclined(already: Bool)
    case youDeclined
    case youWithdrew
}
