import BroadsideProtocol

/// Whom a game is against, as its state says it (`opponent=` and `vs=`, PROTOCOL.md 7.4).
struct KnownOpponent: Hashable, Sendable {
    let kind: Opponent
    /// Nil while nobody has joined.
    let name: String?

    init(_ kind: Opponent, name: String?) {
        self.kind = kind
        self.name = name
    }

    init(_ summary: SeatSummary) {
        self.init(summary.opponent, name: summary.opponentName)
    }
}
