import BroadsideCore
import BroadsideProtocol

/// A game as players know it: a code, two seats, and a series of rounds under the same rules.
public struct Match: Hashable, Sendable {
    public let code: GameCode
    public let opponent: Opponent
    /// Player names; seat B's is nil until someone joins.
    public var names: SeatPair<String?>
    /// SHA-256 digests of the seat tokens (hex): stored so a token can be checked, never the token.
    public var tokenDigests: SeatPair<String?>
    public var series: Series
    /// The current round.
    public var game: Game
    /// Seats that have offered a rematch of the finished round. At most one offer stands: the
    /// other seat's `REMATCH` accepts it and starts the next round, its `DECLINE` removes it.
    public var rematchOffers = SeatPair(a: false, b: false)

    public static let computerName = "computer"

    public init(code: GameCode, rules: Rules, opponent: Opponent, creatorName: String, creatorTokenDigest: String) {
        self.code = code
        self.opponent = opponent
        names = SeatPair(a: creatorName, b: opponent == .computer ? Self.computerName : nil)
        tokenDigests = SeatPair(a: creatorTokenDigest, b: nil)
        series = Series(rules: rules)
        game = series.startGame()
    }

    public var rules: Rules { series.rules }

    /// The number of the current round, from 1.
    public var round: Int { series.gamesStarted }

    public var hasOpponent: Bool { names.b != nil }

    /// Who plays a seat: the computer plays B in a game against it.
    public func isComputer(_ seat: Seat) -> Bool { opponent == .computer && seat == .b }

    public func reference(_ seat: Seat) -> SeatReference { SeatReference(code, seat) }

    public var roundPhase: RoundPhase {
        switch game.phase {
        case .placing: hasOpponent ? .placing : .waiting
        case .inProgress: .playing
        case .won, .forfeited, .abandoned: .over
        }
    }
}
