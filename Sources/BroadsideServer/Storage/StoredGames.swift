/// What the game database holds: its games by where they stand, and when they were last played.
/// What `broadside check` reports.
public struct StoredGames: Hashable, Sendable {
    /// Games whose round is over.
    public let finished: Int
    /// Games in their first round, nobody joined or fleets still being placed.
    public let notStarted: Int
    /// Games being played, or a later round's fleets being placed (a rematch).
    public let inPlay: Int
    /// When the game played longest ago and the one played last were last played (Unix seconds;
    /// a move counts to within `MatchSession.lastPlayedPrecision`); nil when there are no games.
    public let lastPlayed: ClosedRange<Int64>?

    public var total: Int { finished + notStarted + inPlay }

    static let noGames = StoredGames(finished: 0, notStarted: 0, inPlay: 0, lastPlayed: nil)
}
