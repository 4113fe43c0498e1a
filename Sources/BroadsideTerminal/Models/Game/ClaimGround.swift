/// What a `CLAIM` would rest on (PROTOCOL.md 7.11): the opponent away for the claim limit, or the
/// round waiting on them alone for the turn limit. The client works it out as the server does, to
/// offer the claim when it would win and to say when it will.
struct ClaimGround: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case away
        case keptWaiting
    }

    let kind: Kind
    /// How long the ground has held, and how long it must.
    let held: Duration
    let needed: Duration

    var isMet: Bool { held >= needed }
    var remaining: Duration { needed - held }

    /// The ground nearest to holding for `model`'s seat; nil when there is none: a computer, or a
    /// human opponent present while the round waits on this seat (or on both, or on neither).
    /// `turnLimit` is nil from a server that does not say it.
    static func nearest(
        _ model: SeatModel, claimLimit: Duration, turnLimit: Duration?, now: ContinuousClock.Instant
    ) -> ClaimGround? {
        guard model.summary.opponent == .human, !model.isOver else { return nil }
        let away = model.opponentAway(now: now).map { ClaimGround(kind: .away, held: $0, needed: claimLimit) }
        let kept = turnLimit.flatMap { limit in
            model.keptWaiting(now: now).map { ClaimGround(kind: .keptWaiting, held: $0, needed: limit) }
        }
        return [away, kept].compactMap { $0 }.min { $0.remaining < $1.remaining }
    }
}
