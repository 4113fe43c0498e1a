import BroadsideCore
import BroadsideProtocol
import BroadsideServerCore
import Logging

/// How a round ended, as the log's `how=` says it. The protocol says `reason=forfeit` for a
/// `FORFEIT`, a `CLAIM` and a computer that broke the rules alike; the server knows which it was.
enum RoundEnding: String, Sendable {
    case fleetSunk = "fleet sunk"
    case forfeit
    case claim
    /// The computer broke the rules and forfeited: a bug of the server's, logged as an error too.
    case computerFault = "computer fault"
    /// Forfeited before anyone joined: nobody won.
    case abandoned

    /// How a round now in `phase` ended: by `command`, or, when the computer broke the rules on
    /// its way, by `fault`. Nil while the round is not over.
    init?(_ phase: Phase, command: GameCommand?, fault: ComputerFault?) {
        switch phase {
        case .placing, .inProgress: return nil
        case .won: self = .fleetSunk
        case .abandoned: self = .abandoned
        case .forfeited:
            if fault != nil {
                self = .computerFault
            } else {
                self = command == .claim ? .claim : .forfeit
            }
        }
    }
}

extension Logger {
    /// A round that has just ended, once stored: an operator sees games finish, not their shots.
    func roundEnded(_ match: Match, how: RoundEnding) {
        info("game over", metadata: [
            "game": "\(match.code)", "round": "\(match.round)",
            "players": "\(match.names.a ?? "-") vs \(match.names.b ?? "-")",
            "winner": "\(match.game.phase.winner.map { match.names[$0] ?? "\($0)" } ?? "none")", "how": "\(how.rawValue)",
        ])
    }
}
