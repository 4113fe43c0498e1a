/// Why a seat lost a round other than by its fleet sunk: given up (`FORFEIT`), or claimed against
/// by an opponent it left waiting (PROTOCOL.md 7.11). Said to the loser, who did not see it happen
/// when away, as to the winner.
public enum ForfeitGround: String, Hashable, Sendable, CaseIterable {
    case gaveUp = "gave-up"
    /// Held by no connection for the claim limit.
    case away
    /// The round waited on this seat alone for the turn limit.
    case keptWaiting = "kept-waiting"
}
