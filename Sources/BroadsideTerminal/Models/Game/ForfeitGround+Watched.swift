import BroadsideCore

/// A command of this seat that may end the round with `reason=forfeit`.
enum ForfeitRequest: Hashable, Sendable {
    case claim(ClaimGround.Kind)
    case forfeit
}

extension ForfeitGround {
    /// The ground a client that watched the round end infers, from a server that does not say
    /// (`cause=`, PROTOCOL.md 15): what this seat asked for that may end the round, had it `won`,
    /// with its opponent away or not at the end. A seat that neither claimed nor gave up lost to
    /// a claim, and was there to see it, so the ground was the round waiting on it; and won by
    /// the opponent giving up, unless the opponent was away (a claim sent before this client started).
    init(asked: ForfeitRequest?, won: Bool, opponentAway: Bool) {
        switch (asked, won) {
        case (.claim(let ground)?, true): self = ground == .away ? .away : .keptWaiting
        case (.forfeit?, false): self = .gaveUp
        case (_, true): self = opponentAway ? .away : .gaveUp
        case (_, false): self = .keptWaiting
        }
    }
}
