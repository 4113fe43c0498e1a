import BroadsideCore

/// The computer player broke the rules: a bug of the server's, not the player's. The round ends
/// with the computer's forfeit, and the I/O shell logs this at error level.
public struct ComputerFault: Hashable, Sendable, CustomStringConvertible {
    /// The round it happened in, from 1.
    public let round: Int
    /// What the computer was doing: "place its fleet" or "fire".
    public let doing: String
    /// What the rules said to it.
    public let error: GameError

    public var description: String { "the computer could not \(doing) in round \(round): \(error)" }
}
