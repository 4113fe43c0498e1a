import BroadsideAI
import BroadsideCore

/// The computer's moves, when it plays seat B: its fleet at the start of each round, and its shots
/// for as long as it has the turn.
extension MatchSession {
    /// A fresh strategy for one of the computer's turns; `seed` feeds whatever randomness it uses.
    public typealias ComputerTargeting = @Sendable (_ seed: UInt64) -> any TargetingStrategy

    /// The strongest strategy: the one the server plays.
    public static let strongestComputer: ComputerTargeting = { StrategyName.strongest.make(seed: $0) }

    /// What the computer's moves brought about.
    struct ComputerPlay {
        var deliveries: [Delivery] = []
        var fault: ComputerFault?
    }

    /// The computer places its whole fleet and declares it ready.
    mutating func prepareComputerFleet(using generator: inout some RandomNumberGenerator) -> ComputerPlay {
        guard match.opponent == .computer else { return ComputerPlay() }
        do throws(GameError) {
            try match.game.placeRemainingRandomly(for: .b, using: &generator)
            try match.game.declareReady(.b)
            return ComputerPlay()
        } catch {
            return computerForfeits(.b, after: "place its fleet", error)
        }
    }

    /// The computer fires for as long as it has the turn.
    mutating func playComputerTurns(using generator: inout some RandomNumberGenerator) -> ComputerPlay {
        var play = ComputerPlay()
        while let turn = match.game.phase.turn, match.isComputer(turn) {
            var strategy = computerTargeting(generator.next())
            let grid = match.game.view(for: turn).targetGrid
            let targets = strategy.chooseTargets(match.game.shotsPerTurn(for: turn), on: grid)
            do throws(GameError) {
                play.deliveries += announce(try match.game.fire(turn, at: targets))
            } catch {
                let forfeit = computerForfeits(turn, after: "fire", error)
                return ComputerPlay(deliveries: play.deliveries + forfeit.deliveries, fault: forfeit.fault)
            }
        }
        return play
    }

    /// A computer that breaks the rules is a bug of the server's, not the player's: it ends this
    /// round only, which the computer forfeits (PROTOCOL.md 7.10), rather than every game on the server.
    mutating func computerForfeits(_ seat: Seat, after doing: String, _ error: GameError) -> ComputerPlay {
        let fault = ComputerFault(round: match.round, doing: doing, error: error)
        // Only a round that is over refuses a forfeit, and the computer had a move to make in this one.
        guard (try? match.game.forfeit(seat, on: .gaveUp)) != nil else { return ComputerPlay(fault: fault) }
        return ComputerPlay(deliveries: finishRound(), fault: fault)
    }
}
