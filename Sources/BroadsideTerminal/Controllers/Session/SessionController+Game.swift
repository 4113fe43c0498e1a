import BroadsideCore
import BroadsideProtocol

extension SessionController {
    /// Fires this turn's shots. Moves the rules forbid are caught here, so the player hears why at
    /// once; the server checks again. Shots fired while the computer has the turn wait for it.
    mutating func fire(_ targets: [Coordinate], now: ContinuousClock.Instant) -> [Effect] {
        guard case let (ref, model)? = currentSeat else { return noGameOnScreen() }
        guard case .game = state.page else {
            // Line mode's `fire` reaches the fleet editor too.
            state.message = "Place your fleet first: the round starts when both fleets are ready."
            return []
        }
        guard model.isPlaying else {
            state.message = model.isOver ? "The round is over." : "The round has not started: both fleets must be ready."
            return []
        }
        // Kept only with as many shots as the turn would take now: a salvo being picked on the full
        // screen (one cell so far) is not yet one to keep. The computer may still sink a ship first.
        let computerFiresNext = model.summary.opponent == .computer && model.summary.turn == model.seat.opponent
            && targets.count == model.shotsPerTurn
        guard model.isMyTurn || computerFiresNext else {
            let opponent = model.opponentLabel
            // At a shared terminal, with what the player whose go is over does next.
            state.message = state.isHotSeat(ref.code)
                ? "It is \(opponent)'s turn: press Enter, then pass the terminal to \(opponent)." : "It is \(opponent)'s turn."
            return []
        }
        let fired = model.targetGrid.firedAt
        if let repeated = targets.first(where: fired.contains) {
            state.message = "Already fired at \(repeated)."
            return []
        }
        if let twice = targets.enumerated().first(where: { targets[..<$0.offset].contains($0.element) })?.element {
            state.message = "\(twice) appears twice in the salvo."
            return []
        }
        guard model.isMyTurn else { return keepForTurn(targets, of: ref, now: now) }
        guard targets.count == model.shotsThisTurn else {
            let count = model.shotsThisTurn
            state.message = "This turn takes \(count, counting: "shot"), not \(targets.count)."
            return []
        }
        state.aims[ref, default: Aim()].clearSalvo()
        return [.send(.fire(ref, targets))]
    }

    /// Hot-seat, after a turn: the screen is covered until the other player takes the terminal.
    /// Once the round is over too: the player who did not end it sees its end on their own
    /// screen, with the enemy fleet revealed to them.
    mutating func passTerminal() -> [Effect] {
        guard case let (ref, model)? = currentSeat, state.isHotSeat(ref.code), !model.isMyTurn else { return [] }
        state.page = .handover(SeatReference(ref.code, model.seat.opponent))
        return []
    }

    /// Hot-seat: the next player pressed Enter; only now is their view drawn, and only now does
    /// their turn clock start.
    mutating func takeTerminal(now: ContinuousClock.Instant) -> [Effect] {
        guard case .handover(let ref) = state.page else { return [] }
        state.seats[ref]?.clearNotice()
        state.seats[ref]?.restartTurnClock(now: now)
        state.page = page(for: ref)
        return []
    }

    /// Offers another round, or accepts the opponent's offer. At a shared terminal the other
    /// player sees the end of the round before a new one covers it: asked for before they have,
    /// the rematch is offered from this seat and the terminal passed to them to answer; once both
    /// have seen the end, both seats ask at once.
    mutating func rematch() -> [Effect] {
        guard case let (ref, model)? = currentSeat else { return noGameOnScreen() }
        guard model.isOver else {
            state.message = "The round is still on: a rematch can be offered once it is over."
            return []
        }
        guard model.summary.opponentName != nil else {
            state.message = "Nobody joined this game, so there is nobody to play again."
            return []
        }
        let isHotSeat = state.isHotSeat(ref.code)
        guard !model.rematchRequested else {
            let answer = isHotSeat ? "press Enter for \(model.opponentLabel) to answer it" : "waiting for \(model.opponentLabel)"
            state.message = "Your offer of a rematch stands: \(answer)."
            return []
        }
        guard isHotSeat else { return [.send(.rematch(ref))] }
        guard model.opponentSawEnd else {
            state.page = .handover(SeatReference(ref.code, model.seat.opponent))
            return [.send(.rematch(ref))]
        }
        let asking = Seat.allCases.map { SeatReference(ref.code, $0) }.filter { state.seats[$0]?.rematchRequested == false }
        return asking.map { .send(.rematch($0)) }
    }

    /// Wins against an opponent who has been away longer than the claim limit.
    mutating func claim(now: ContinuousClock.Instant) -> [Effect] {
        guard case let (ref, model)? = currentSeat else { return noGameOnScreen() }
        guard !model.isOver else {
            state.message = AimingHints.noWinToClaim
            return []
        }
        guard model.summary.opponent == .human else {
            state.message = "The computer never goes away, so there is no win to claim."
            return []
        }
        guard !state.isHotSeat(ref.code) else {
            state.message = "Both players are at this terminal, so there is no win to claim."
            return []
        }
        guard model.summary.opponentName != nil else {
            state.message = "Nobody has joined this game yet, so there is no win to claim."
            return []
        }
        guard let ground = state.claimGround(for: model, now: now) else {
            let keptWaiting = state.turnLimit.map { " or keep you waiting \(clock($0))" } ?? ""
            state.message = "\(model.opponentLabel) is connected and the round waits on you; you can claim only when they are away\(keptWaiting)."
            return []
        }
        guard ground.isMet else {
            tooEarlyToClaim(model, ground, now: now)
            return []
        }
        state.seats[ref]?.markEndingAsked(.claim(ground.kind))
        return [.send(.claim(ref))]
    }

    mutating func forfeit() -> [Effect] {
        guard case let (ref, model)? = currentSeat else { return noGameOnScreen() }
        guard !model.isOver else {
            state.message = AimingHints.nothingToForfeit
            return []
        }
        state.seats[ref]?.markEndingAsked(.forfeit)
        return [.send(.forfeit(ref))]
    }

    /// Says when a claim will win: a time that stays true, where a count of seconds left would go
    /// stale on screen. Out of date once that time has come: the status line then says to claim.
    mutating func tooEarlyToClaim(_ model: SeatModel, _ ground: ClaimGround, now: ContinuousClock.Instant) {
        let when = ground.kind.held(for: ground.needed)
        // Printed once in line mode, a count of what is left is true as it is read.
        let left = state.inputStyle == .commands ? ", in \(clock(ground.remaining, roundedUp: true))" : ""
        report("Too early: you can claim the win once \(model.opponentLabel) \(when)\(left).", outdatedAt: now + ground.remaining)
    }

    /// Line mode can ask for a game's action from the lobby, or from a hot-seat handover.
    mutating func noGameOnScreen() -> [Effect] {
        state.message = handoverPending ?? "Open a game first (open CODE): that acts on the game on screen."
        return []
    }

    /// What stands before any action while the terminal is being handed over; nil otherwise.
    var handoverPending: String? {
        guard case .handover(let next) = state.page else { return nil }
        return "First the terminal goes to \(state.playerName(of: next)), who types take."
    }
}
