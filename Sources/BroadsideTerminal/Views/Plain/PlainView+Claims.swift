import BroadsideCore
import BroadsideProtocol

/// Line mode's news of claims: said once, as one comes to win (PROTOCOL.md 7.11's grounds,
/// `ClaimGround`), where the full screen offers its key as the time comes.
extension PlainView {
    /// The claim on the game on screen that would win now and did not when last printed.
    static func claimNews(
        _ before: SeatModel, _ after: SeatModel, session: Presentation, printedAt: ContinuousClock.Instant?,
        now: ContinuousClock.Instant
    ) -> [String] {
        guard let ground = newlyMetClaim(before, after, session: session, printedAt: printedAt, now: now),
              let news = GameStatus.claim(after, style: .commands, ground: ground, now: now)
        else { return [] }
        return [news]
    }

    /// The ground a claim would now win on, where it would not when last printed.
    static func newlyMetClaim(
        _ before: SeatModel, _ after: SeatModel, session: Presentation, printedAt: ContinuousClock.Instant?,
        now: ContinuousClock.Instant
    ) -> ClaimGround? {
        guard let printedAt, let ground = session.claimGround(for: after, now: now), ground.isMet,
              session.claimGround(for: before, now: printedAt)?.isMet != true
        else { return nil }
        return ground
    }

    /// Claims that came to win in games other than the one on screen, which says its own: with
    /// the game named, wherever the player is (the list, another game, a fleet being placed).
    static func claimsElsewhere(
        _ old: Presentation, _ new: Presentation, printedAt: ContinuousClock.Instant?, now: ContinuousClock.Instant
    ) -> [String] {
        let onScreen: SeatReference? = if case .game(let ref) = new.page { ref } else { nil }
        return new.heldSeats.filter { $0 != onScreen }.sorted { $0.description < $1.description }.compactMap { ref in
            guard let before = old.seat(ref), let after = new.seat(ref),
                  let ground = newlyMetClaim(before, after, session: new, printedAt: printedAt, now: now)
            else { return nil }
            return GameStatus.claimNews(inList: after, ground: ground)
        }
    }
}
