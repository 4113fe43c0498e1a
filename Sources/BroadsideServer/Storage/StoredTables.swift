/// Which tables a game database holds, as a store that changes nothing finds them.
public enum StoredTables: Sendable, Hashable {
    /// This version's: its games can be read and counted.
    case current
    /// An earlier version's, which a store that may write brings up to date; until then its
    /// games cannot be counted.
    case earlierVersion
    /// None: a file no Broadside has written to yet, which holds no games.
    case none
}
