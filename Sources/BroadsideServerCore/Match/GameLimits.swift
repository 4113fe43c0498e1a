import BroadsideCore
import BroadsideProtocol

/// The limits on what one game keeps (`ServerLimits.placementChangesPerRound`, `roundsPerGame`):
/// nothing else a client can repeat grows a stored game, since every other move either ends
/// (a fleet is readied once, a cell fired at once, a round ended once) or stores nothing (an
/// offer of a rematch made again).
extension Match {
    /// Ships `seat` has placed or removed in the current round.
    func placementChanges(of seat: Seat) -> Int {
        game.events.count { event in
            switch event {
            case .placed(seat, _), .removed(seat, _): true
            default: false
            }
        }
    }

    /// Refuses a `REMOVE` that took `seat` past its placement changes for the round.
    func checkPlacementChanges(of seat: Seat) throws(ProtocolError) {
        let limit = ServerLimits.placementChangesPerRound
        guard placementChanges(of: seat) > limit else { return }
        throw ProtocolError(
            .gameLimit, "your fleet has changed \(limit) times this round; place the ships left and send READY")
    }

    /// Refuses a `REMATCH` once the game has had its last round.
    func checkRoundsLeft() throws(ProtocolError) {
        let limit = ServerLimits.roundsPerGame
        guard round >= limit else { return }
        throw ProtocolError(.gameLimit, "this game has played its \(limit) rounds; start a new game with NEW")
    }
}
