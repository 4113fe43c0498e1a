import BroadsideCore
import BroadsideProtocol

extension SessionController {
    mutating func showLobby(now: ContinuousClock.Instant) -> [Effect] {
        // Back from a game, the cursor is on it, so that Enter opens the game just left again.
        if let code = state.page.gameCode { state.lobby.select(awaiting: code) }
        // What the client knows of its seats is shown at once; `GAMES` adds the rest.
        let seats = state.seats
        state.lobby.update(merging: seats.values.map { $0.listing(now: now) }, now: now) {
            seats[$0.summary.reference]?.roundStarted
        }
        state.page = .lobby
        opening = []
        joining = nil
        return lobbyRefresh.ask()
    }

    /// Shows a game: its state is fetched first for any seat the client has no state for yet.
    mutating func open(_ code: GameCode) -> [Effect] {
        let refs = heldSeats(of: code)
        guard !refs.isEmpty else {
            state.message = "You have no seat in game \(code)."
            return []
        }
        let missing = refs.filter { state.seats[$0] == nil }
        guard missing.isEmpty else {
            opening = Set(refs)
            return missing.map { .send(.state($0)) }
        }
        route(code)
        return []
    }

    /// Joining a game the player already has a seat in would take its other seat too (the
    /// protocol allows it, for hot-seat): open that game instead.
    mutating func join(_ code: GameCode) -> [Effect] {
        guard heldSeats(of: code).isEmpty else {
            let effects = open(code)
            state.message = "You already play in game \(code); here it is."
            return effects
        }
        return [.send(.join(code, name: nil))]
    }

    /// The seats the client holds in a game, from the models it has and the lobby's list.
    func heldSeats(of code: GameCode) -> [SeatReference] {
        let listed = state.lobby.games.first { $0.code == code }?.seats.map(\.summary.reference) ?? []
        let modelled = state.seats.keys.filter { $0.code == code }
        return Array(Set(listed + modelled)).sorted { ($0.seat ?? .a) < ($1.seat ?? .a) }
    }

    /// Puts a game on screen once the state of every seat held in it is known: the editor while
    /// the fleet is being placed, else the grids. Hot-seat games start behind the handover screen,
    /// unless the player it would hand the terminal to has it.
    mutating func route(_ code: GameCode) {
        opening = []
        joining = nil
        if state.isHotSeat(code) {
            let next = SeatReference(code, activeSeat(of: code))
            // The player on screen who is next (who asked for the rematch, say) keeps the
            // terminal: asked to pass it to themselves, they would wonder to whom.
            state.page = state.page.seat == next ? page(for: next) : .handover(next)
            return
        }
        guard let ref = heldSeats(of: code).first else { return }
        state.page = page(for: ref)
    }

    /// The page a seat's player sees: the editor until the fleet is ready, then the grids. An
    /// editor already open is kept: it holds the ships placed since the seat's state arrived.
    mutating func page(for ref: SeatReference) -> Page {
        guard let model = state.seats[ref] else { return .lobby }
        guard model.isPlacing, !model.isReady else { return .game(ref) }
        if state.editors[ref] == nil { state.editors[ref] = FleetEditor(rules: model.rules, placements: model.fleet) }
        return .editor(ref)
    }

    /// Hot-seat: the seat whose player should have the terminal: A then B while placing, the seat to
    /// fire while playing, and whoever fired last once the round is over.
    func activeSeat(of code: GameCode) -> Seat {
        guard let a = state.seats[SeatReference(code, .a)] else { return .a }
        if a.isPlacing { return a.isReady ? .b : .a }
        if let turn = a.summary.turn { return turn }
        return a.summary.winner ?? .a
    }

    mutating func create(_ form: NewGameForm) -> [Effect] {
        if let problem = form.problem {
            state.message = problem.sentence
            return []
        }
        state.defaultVariant = form.variant
        let rememberRules = Effect.rememberRules(form.variant)
        guard form.mode == .hotSeat else { return [rememberRules, .send(.new(rules: form.rules, opponent: form.opponent))] }
        let first = form.firstName.text
        let second = form.secondName.text
        let elsewhere = first != state.playerName
        pendingHotSeat = PendingHotSeat(firstName: first, secondName: second)
        state.partnerName = second
        let create: Effect = elsewhere
            ? .createGame(as: first, rules: form.rules) : .send(.new(rules: form.rules, opponent: .human))
        return [.rememberPlayers(first: first, second: second), rememberRules, create]
    }

    /// `OK NEW`: keep the token; a hot-seat game is joined by its second player next.
    mutating func created(_ line: ServerLine) -> [Effect] {
        guard case let (ref, token)? = Self.seatAndToken(line) else { return [] }
        seatTokens[ref] = token
        var effects: [Effect] = [.rememberSeat(ref, token, player: pendingHotSeat?.firstName ?? state.playerName)]
        if let pending = pendingHotSeat {
            // `NEW` went over a second connection as the first player: this one takes seat A.
            if pending.firstName != state.playerName { effects.append(.send(.resume(token))) }
            effects.append(.send(.join(ref.code, name: pending.secondName)))
            return effects
        }
        let awaitsOpponent = state.mode == .network && line[field: "opponent"] == Opponent.human.rawValue
        // The full screen's editor says the code to give until someone joins; line mode, once.
        let giveCode = state.inputStyle == .commands ? ": give the code \(ref.code) to your opponent." : "."
        state.message = awaitsOpponent ? "Game \(ref.code) created" + giveCode : nil
        opening = [ref]
        return effects + [.send(.state(ref))]
    }

    /// `OK JOIN`: keep the token and show the game.
    mutating func joined(_ line: ServerLine) -> [Effect] {
        guard case let (ref, token)? = Self.seatAndToken(line) else { return [] }
        seatTokens[ref] = token
        var refs = [ref]
        let player = pendingHotSeat?.secondName ?? state.playerName
        if pendingHotSeat != nil {
            pendingHotSeat = nil
            refs.insert(SeatReference(ref.code, .a), at: 0)
        } else {
            // Said as the creator is told `bob joined the game.`: the editor alone does not say why it opened.
            let whose = line[field: "vs"].map { ": \($0)'s game" } ?? ""
            state.message = "You joined \(ref.code)\(whose). Place your fleet."
            joining = ref
        }
        opening = Set(refs)
        return [.rememberSeat(ref, token, player: player)] + refs.map { .send(.state($0)) }
    }

    private static func seatAndToken(_ line: ServerLine) -> (SeatReference, SeatToken)? {
        guard let word = line.positional.first, let ref = SeatReference(word), ref.seat != nil,
              let token = line[field: "token"].flatMap(SeatToken.init)
        else { return nil }
        return (ref, token)
    }
}
