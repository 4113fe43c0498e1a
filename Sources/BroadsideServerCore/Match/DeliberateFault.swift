/// Wrong behaviour a test can switch on, to prove the conformance suite notices it. Production
/// servers never set any: `ServerConfiguration.deliberateFaults` is empty unless a test fills it.
public enum DeliberateFault: String, Hashable, Sendable, CaseIterable {
    /// Answers a shot fired out of turn with `OK` (a made-up miss) instead of `ERR NOT_YOUR_TURN`.
    case acceptShotsOutOfTurn
    /// Adds the opponent's fleet (`+ REVEAL`) to `STATE` and `RESUME` before the round is over.
    case revealFleetBeforeOver
    /// Lists a volley's shots in `OK FIRE` last fired first, though shots keep their order (PROTOCOL.md 4.6).
    case reverseShotsInFireReply
}
