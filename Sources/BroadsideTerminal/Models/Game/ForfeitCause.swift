/// Why a round ended with `reason=forfeit`, which the protocol gives both a round given up and a
/// win claimed (PROTOCOL.md 7.10, 7.11): known only to a client that watched the round end.
public enum ForfeitCause: Hashable, Sendable {
    /// The loser gave the round up.
    case gaveUp
    /// The winner claimed it: the loser was away too long.
    case away
    /// The winner claimed it: the round waited on the loser alone too long.
    case keptWaiting

    /// What this seat asked for that may end the round, had it `won`, with its opponent away or
    /// not at the end. A seat that neither claimed nor gave up lost to a claim, and was there to
    /// see it, so the ground was the round waiting on it; and won by the opponent giving up,
    /// unless the opponent was away (a claim sent before this client started).
    init(asked: Request?, won: Bool, opponentAway: Bool) {
        switch (asked, won) {
        case (.claim(let ground)?, true): self = ground == .away ? .away : .keptWaiting
        case (.forfeit?, false): self = .gaveUp
        case (_, true): self = opponentAway ? .away : .gaveUp
        case (_, false): self = .keptWaiting
        }
    }

    /// A command of this seat that may end the round with `reason=forfeit`.
    public enum Request: Hashable, Sendable {
        case claim(ClaimGround.Kind)
        case forfeit
    }
}
