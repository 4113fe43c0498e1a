extension SeatModel {
    /// The opponent's name as the client shows it (`SeatSummary.shownOpponentName`); nil while
    /// nobody has joined.
    var opponentName: String? { summary.shownOpponentName }

    /// The opponent's name, or a stand-in while nobody has joined.
    var opponentLabel: String { opponentName ?? "your opponent" }

    /// `notice` in words.
    var noticeSentence: String? { notice?.sentence(opponent: opponentLabel) }

    /// `offerEnd` in words.
    var offerEndSentence: String? { offerEnd?.sentence(opponent: opponentLabel) }
}
