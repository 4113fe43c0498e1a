extension SeatNews {
    /// The news as the player reads it, `opponent` being the other player's name or stand-in
    /// (`SeatModel.opponentLabel`): a sentence, with its full stop.
    func sentence(opponent: String) -> String {
        switch self {
        case .joined(let name): "\(name) joined the game."
        case .opponentReady: "\(opponent)'s fleet is ready."
        case .rematchOffered: "\(opponent) offers a rematch."
        case .offerEnded(let end): end.sentence(opponent: opponent)
        // Not "left the game": the seat is only without a connection, and its player can resume it.
        case .opponentAway: "\(opponent) is away: no client of theirs is connected."
        case .opponentBack: "\(opponent) is connected again."
        }
    }
}

extension OfferEnd {
    func sentence(opponent: String) -> String {
        switch self {
        case .opponentWithdrew(already: false): "\(opponent) withdrew their offer of a rematch."
        case .opponentWithdrew(already: true): "\(opponent) had already withdrawn the offer."
        case .opponentDeclined(already: false): "\(opponent) declined the rematch."
        case .opponentDeclined(already: true): "\(opponent) had already declined the rematch."
        case .youDeclined: "You declined \(opponent)'s offer of a rematch."
        case .youWithdrew: "You withdrew your offer of a rematch."
        }
    }
}
