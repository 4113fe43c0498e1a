/// Which limit refused `NEW`, `JOIN` or `RESUME` with `ERR TOO_MANY_GAMES`: its `scope=`
/// (PROTOCOL.md 11). Each is lifted a different way, so a client must not have to read the text.
public enum GameLimitScope: String, Sendable {
    /// The seats one connection holds: `LEAVE` one.
    case seats
    /// The games one connection created that nobody has joined yet: get one joined, or `LEAVE` it.
    case unjoined
    /// The games created from one address: wait (`wait=`).
    case address
}
