import BroadsideProtocol

extension SessionController {
    /// Stores beside each seat's token whom its game is against, once the server has said so and
    /// it is not stored yet: at a later start, a game the server no longer has (`seatGone`) is
    /// known only by what was stored, and "against bob" tells the player which game it was.
    mutating func keepOpponents() -> [Effect] {
        var effects: [Effect] = []
        for (ref, token) in seatTokens.sorted(by: { $0.key.description < $1.key.description }) {
            guard let known = knownSummary(of: ref).map(KnownOpponent.init), known.label != nil,
                  storedOpponents[ref] != known
            else { continue }
            storedOpponents[ref] = known
            effects.append(.rememberOpponent(token, known))
        }
        return effects
    }

    /// The seat's summary as last heard: its state, else its row in the game list.
    func knownSummary(of ref: SeatReference) -> SeatSummary? {
        state.seats[ref]?.summary
            ?? state.lobby.games.first { $0.code == ref.code }?.seats.first { $0.summary.reference == ref }?.summary
    }
}
