import BroadsideProtocol

extension SeatSummary {
    /// The opponent's name as the client shows it. A person may call themselves `computer`
    /// (PROTOCOL.md 5.3): shown so, they would pass for the computer, so they are marked as a player.
    var shownOpponentName: String? {
        guard let name = opponentName, opponent == .human, name.lowercased() == "computer" else { return opponentName }
        return name + " (a player)"
    }
}
