/// The authoritative state of one game between seat A and seat B.
///
/// Every change is a `GameEvent`, checked against the rules before it is applied and then kept
/// in `events`; replaying those events rebuilds the same game.
public struct Game: Hashable, Sendable {
    public let rules: Rules
    /// The seat that fires the first shot once both fleets are ready.
    public let firstSeat: Seat
    public private(set) var phase: Phase = .placing
    public private(set) var events: [GameEvent] = []
    /// Each seat's own waters: its fleet and the shots fired into it.
    private var waters = SeatPair(a: Waters(), b: Waters())
    private var ready = SeatPair(a: false, b: false)

    public init(rules: Rules = .classic, firstSeat: Seat = .a) {
        self.rules = rules
        self.firstSeat = firstSeat
    }

    /// Rebuilds a game from its events; throws the first one the rules refuse.
    public init(rules: Rules, firstSeat: Seat, replaying events: [GameEvent]) throws(GameError) {
        self.init(rules: rules, firstSeat: firstSeat)
        for event in events { _ = try apply(event) }
    }

    // MARK: Reading

    public func fleet(of seat: Seat) -> Fleet { waters[seat].fleet }

    public func isReady(_ seat: Seat) -> Bool { ready[seat] }

    /// Own ships not yet sunk, largest first.
    public func shipsAfloat(of seat: Seat) -> [ShipKind] { waters[seat].afloat }

    /// The shots `seat` has fired this round, oldest first, with what each found.
    public func shots(firedBy seat: Seat) -> [Shot] { waters[seat.opponent].shotsReceived }

    /// How many shots `seat`'s latest volley held; 0 before its first.
    public func latestVolleySize(firedBy seat: Seat) -> Int {
        for event in events.reversed() {
            if case .fired(seat, let cells) = event { return cells.count }
        }
        return 0
    }

    /// How many cells `seat` fires at in its turn.
    public func shotsPerTurn(for seat: Seat) -> Int {
        rules.shotsPerTurn(shipsAfloat: waters[seat].afloatCount, cellsLeft: waters[seat.opponent].cellsLeft)
    }

    /// Everything `seat` may see: its own grid, and a target grid built only from its own shots.
    public func view(for seat: Seat) -> SeatView {
        let target = waters[seat.opponent].targetGrid(fleetKinds: rules.fleet, revealingFleet: phase.isOver)
        let incoming = waters[seat].targetGrid(fleetKinds: rules.fleet, revealingFleet: false)
        return SeatView(
            seat: seat, rules: rules, phase: phase,
            ownGrid: OwnGrid(fleet: waters[seat].fleet, incoming: incoming),
            targetGrid: target,
            ready: ready,
            shotsThisTurn: phase.turn == seat ? shotsPerTurn(for: seat) : 0
        )
    }

    // MARK: Going back

    /// The game as it stands, for `restore(_:)` when a command of several moves is refused
    /// part-way. The events are kept by count, not copied: a copy would be copied again by the
    /// next move, every event of the round each time, however many changes a fleet has had.
    public struct Checkpoint: Sendable {
        fileprivate let phase: Phase
        fileprivate let waters: SeatPair<Waters>
        fileprivate let ready: SeatPair<Bool>
        fileprivate let eventCount: Int
    }

    public func checkpoint() -> Checkpoint {
        Checkpoint(phase: phase, waters: waters, ready: ready, eventCount: events.count)
    }

    /// Undoes every move since `checkpoint` was taken of this game.
    public mutating func restore(_ checkpoint: Checkpoint) {
        phase = checkpoint.phase
        waters = checkpoint.waters
        ready = checkpoint.ready
        events.removeLast(max(0, events.count - checkpoint.eventCount))
    }

    // MARK: Moves

    public mutating func place(_ placement: ShipPlacement, for seat: Seat) throws(GameError) {
        _ = try apply(.placed(seat, placement))
    }

    /// Picks a placed ship up again.
    public mutating func remove(_ kind: ShipKind, for seat: Seat) throws(GameError) {
        _ = try apply(.removed(seat, kind))
    }

    /// Places every ship `seat` has not placed yet at random, recording each placement as an event
    /// so that a replay needs no random source. Returns the new placements.
    @discardableResult
    public mutating func placeRemainingRandomly(
        for seat: Seat, using generator: inout some RandomNumberGenerator
    ) throws(GameError) -> [ShipPlacement] {
        try checkFleetOpen(seat)
        var fleet = waters[seat].fleet
        do {
            try fleet.completeRandomly(rules: rules, using: &generator)
        } catch {
            throw .placement(error)
        }
        let added = fleet.placements.dropFirst(waters[seat].fleet.placements.count)
        for placement in added { try place(placement, for: seat) }
        return Array(added)
    }

    /// Locks `seat`'s fleet; the game starts when both seats are ready.
    public mutating func declareReady(_ seat: Seat) throws(GameError) {
        _ = try apply(.ready(seat))
    }

    /// Fires one turn's shots. Returns what each shot found and the phase after.
    public mutating func fire(_ seat: Seat, at targets: [Coordinate]) throws(GameError) -> Volley {
        try record(.fired(seat, targets)) { game throws(GameError) in try game.fire(seat, targets) }
    }

    /// `seat` loses the round on `ground`: it gave up, or its opponent claimed the win.
    public mutating func forfeit(_ seat: Seat, on ground: ForfeitGround) throws(GameError) {
        _ = try apply(.forfeited(seat, ground))
    }

    /// Ends the game with no winner.
    public mutating func abandon() throws(GameError) {
        _ = try apply(.abandoned)
    }

    /// Checks `event` against the rules and applies it; nothing changes when it throws.
    /// Returns the volley when the event was a shot.
    @discardableResult
    public mutating func apply(_ event: GameEvent) throws(GameError) -> Volley? {
        try record(event) { game throws(GameError) in try game.change(by: event) }
    }

    /// Makes `change`, then keeps `event`, the change it stands for, so that replaying the events
    /// makes it again. Nothing changes when it throws: every change checks before it changes.
    private mutating func record<Outcome>(
        _ event: GameEvent, _ change: (inout Game) throws(GameError) -> Outcome
    ) throws(GameError) -> Outcome {
        guard !phase.isOver else { throw .gameOver }
        let outcome = try change(&self)
        events.append(event)
        return outcome
    }

    /// The change `event` stands for, checked against the rules; the volley when it is a shot.
    private mutating func change(by event: GameEvent) throws(GameError) -> Volley? {
        switch event {
        case .placed(let seat, let placement):
            try checkFleetOpen(seat)
            do {
                try waters[seat].fleet.place(placement, rules: rules)
            } catch {
                throw .placement(error)
            }
        case .removed(let seat, let kind):
            try checkFleetOpen(seat)
            do {
                try waters[seat].fleet.remove(kind)
            } catch {
                throw .placement(error)
            }
        case .ready(let seat):
            try checkFleetOpen(seat)
            let missing = waters[seat].fleet.missing(for: rules)
            guard missing.isEmpty else { throw .fleetIncomplete(missing: missing) }
            ready[seat] = true
            if ready.a && ready.b { phase = .inProgress(turn: firstSeat) }
        case .fired(let seat, let targets):
            return try fire(seat, targets)
        case .forfeited(let seat, let ground):
            phase = .forfeited(by: seat, ground: ground)
        case .abandoned:
            phase = .abandoned
        }
        return nil
    }

    private func checkFleetOpen(_ seat: Seat) throws(GameError) {
        guard !phase.isOver else { throw .gameOver }
        guard phase == .placing, !ready[seat] else { throw .fleetLocked }
    }

    private mutating func fire(_ seat: Seat, _ targets: [Coordinate]) throws(GameError) -> Volley {
        guard let turn = phase.turn else { throw .fleetsNotReady }
        guard turn == seat else { throw .notYourTurn }
        let expected = shotsPerTurn(for: seat)
        guard targets.count == expected else { throw .wrongShotCount(expected: expected, given: targets.count) }
        var seen = CellSet()
        for target in targets {
            guard !seen.contains(target) else { throw .repeatedTarget(target) }
            guard !waters[seat.opponent].hasBeenFired(at: target) else { throw .alreadyFiredAt(target) }
            seen.insert(target)
        }
        // Every target was checked above to be new, so each lands.
        let shots = targets.compactMap { waters[seat.opponent].receive($0) }
        phase = waters[seat.opponent].isDefeated ? .won(by: seat) : .inProgress(turn: seat.opponent)
        return Volley(shooter: seat, shots: shots, phase: phase)
    }
}
