import BroadsideCore
import BroadsideProtocol

/// The server plays the computer's turn within the player's `FIRE`, and its `* SHOT` follows the
/// reply at once; a shot the player fires meanwhile (typed ahead) would find the turn still the
/// computer's. It waits for that shot instead, and is fired as soon as the turn is back. Against a
/// person, who may take minutes, it is refused: a shot fired that late would surprise.
extension SessionController {
    /// Keeps `targets` for `ref`'s next turn, in place of any volley kept before.
    mutating func keepForTurn(_ targets: [Coordinate], of ref: SeatReference, now: ContinuousClock.Instant) -> [Effect] {
        // Nothing is kept while the server is away, as nothing would be sent.
        guard state.isConnected else {
            refuseWhileAway(now: now)
            return []
        }
        let replaced = state.shotsAwaitingTurn[ref].flatMap { $0 == targets ? nil : $0 }
        state.shotsAwaitingTurn[ref] = targets
        let words = { (cells: [Coordinate]) in cells.map(\.description).joined(separator: " ") }
        // Only the latest waits: one typed ahead before it will not fire, which is said.
        let instead = replaced.map { " (in place of \(words($0)))" } ?? ""
        state.message = "\(words(targets)) \(targets.count == 1 ? "fires" : "fire") once the computer has fired\(instead)."
        return []
    }

    /// The salvo kept for the turn is the one on screen: once a cell of it is taken back
    /// (Backspace, Enter on the cell, Esc), it is no longer kept, and the cell that makes the
    /// picks a whole salvo again keeps that one (`GameKeys.pick`). Said, as the player saw it kept.
    mutating func dropSalvoTakenBack() {
        guard case .game(let ref) = state.page, let kept = state.shotsAwaitingTurn[ref],
              state.seats[ref]?.rules.variant == .salvo
        else { return }
        let picked = state.aims[ref]?.salvo ?? []
        let takenBack = kept.filter { !picked.contains($0) }
        guard !takenBack.isEmpty else { return }
        state.shotsAwaitingTurn[ref] = nil
        let cells = takenBack.map(\.description).joined(separator: " ")
        state.message = "\(cells) taken back: the salvo fires once it has its \(kept.count) cells again."
    }

    /// After an event for `ref`: fires the volley kept for its turn once the turn is back, through
    /// the same checks as any shot; drops it once the round is over.
    mutating func fireAwaitingShot(of ref: SeatReference, now: ContinuousClock.Instant) -> [Effect] {
        guard let targets = state.shotsAwaitingTurn[ref] else { return [] }
        guard let model = state.seats[ref], model.isPlaying else {
            state.shotsAwaitingTurn[ref] = nil
            return []
        }
        guard model.isMyTurn else { return [] }
        state.shotsAwaitingTurn[ref] = nil
        return fire(targets, now: now)
    }
}
