import BroadsideClient
import BroadsideCore
import BroadsideProtocol

extension SessionController {
    /// The server answered `command`.
    mutating func receive(_ reply: Reply, to command: Command, now: ContinuousClock.Instant) -> [Effect] {
        answer(reply, to: command, now: now) + keepOpponents()
    }

    private mutating func answer(_ reply: Reply, to command: Command, now: ContinuousClock.Instant) -> [Effect] {
        guard reply.isOK else { return refused(reply, command, now: now) }
        switch command {
        case .new: return created(reply.final)
        case .join: return joined(reply.final)
        case .resume:
            let effects = stateArrived(reply, now: now)
            resumed(reply.final)
            return effects
        case .state: return stateArrived(reply, now: now)
        case .games:
            // The list does not say whether a round got past placing; the seats' states do.
            let seats = state.seats
            let (listings, unreadable) = Self.listings(reply.data)
            state.lobby.update(listings, now: now) { listing in
                seats[listing.summary.reference].flatMap { $0.summary.round == listing.summary.round ? $0.roundStarted : nil }
            }
            if let first = unreadable.first {
                let games = unreadable.count == 1 ? "1 game" : "\(unreadable.count) games"
                let note = "The server listed \(games) this client cannot read (\(first.problem)): not shown."
                add(note)
            }
            listedAtStart()
            return lobbyRefresh.listed()
        case .ready(let ref):
            fleetReady(ref, now: now)
            return []
        case .fire(let ref, _):
            guard let then = Self.turnAfter(reply.final) else { return [] }
            let shots = reply.final.words.compactMap { Shot(wireForm: $0) }
            state.seats[ref]?.recordOwnVolley(shots, then: then, now: now)
            return []
        case .rematch(let ref):
            if reply.final.positional.contains("offered") {
                state.seats[ref]?.markRematchRequested()
            } else if reply.final[field: "round"] != nil {
                state.seats[ref]?.markRoundStarting()
            }
            return []
        case .decline(let ref):
            declined(ref)
            return []
        case .hello, .place, .remove, .forfeit, .claim, .leave, .ping, .help, .quit:
            return []
        }
    }

    /// `STATE` or `RESUME`: the seat's whole view. Shows the game being opened once all its seats
    /// are known, and brings an open editor back in line with the server.
    private mutating func stateArrived(_ reply: Reply, now: ContinuousClock.Instant) -> [Effect] {
        let seatState: SeatState
        do {
            seatState = try SeatState(dataLines: reply.data)
        } catch {
            state.message = "The server sent a game state this client cannot read (\(error.problem))."
            return []
        }
        var model = SeatModel(state: seatState, now: now)
        let ref = model.reference
        // A server older than `rematch=` (PROTOCOL.md 15) does not say whether this seat's offer
        // of a rematch stands: a refresh of the same round (the game opened again) keeps what the
        // offer's reply said.
        if seatState.summary.rematchOffers == nil, let known = state.seats[ref], known.rematchRequested, model.isOver,
           known.summary.round == model.summary.round {
            model.markRematchRequested()
        }
        state.seats[ref] = model
        if joining == ref {
            joining = nil
            // Its creator called the round off before anyone joined (PROTOCOL.md 7.2): nothing to
            // place, only a rematch to offer, as the end of the round on screen says.
            if model.isOver, model.summary.reason == .abandoned {
                state.message = "You joined \(ref.code): \(model.opponentLabel) called its round off before anyone joined."
            }
        }
        // The server's fleet is the true one: an editor is made again from it when next shown.
        state.editors[ref] = nil
        state.claimLimit = .seconds(seatState.claimAfterSeconds)
        state.turnLimit = seatState.turnLimitSeconds.map { .seconds($0) }
        if opening.contains(ref) {
            if opening.allSatisfy({ state.seats[$0] != nil }) { route(ref.code) }
        } else if state.page.seat == ref {
            state.page = page(for: ref)
        }
        return []
    }

    private mutating func refused(_ reply: Reply, _ command: Command, now: ContinuousClock.Instant) -> [Effect] {
        let code = reply.errorCode
        if case .claim(let ref) = command { state.seats[ref]?.markEndingAsked(nil) }
        if case .forfeit(let ref) = command { state.seats[ref]?.markEndingAsked(nil) }
        switch command {
        case .resume(let token) where code == .badToken:
            return seatGone(token)
        case .games:
            lobbyRefresh.reset()
            // Without a list the client opens on the page it would open on with none.
            isStarting = false
            return []
        case .resume, .state:
            return []
        case .new, .join:
            pendingHotSeat = nil
        case .place(let ref, _), .remove(let ref, _):
            // The editor and the server disagree: take the server's fleet again.
            state.message = sentence(reply.final.text ?? reply.final.name)
            return [.send(.state(ref))]
        case .decline(let ref) where code == .noOffer:
            declineFoundNoOffer(ref)
            return []
        case .claim(let ref) where code == .tooEarly:
            guard let model = state.seats[ref], let ground = state.claimGround(for: model, now: now) else { break }
            // The server's count is the true one. The away time is exact in `+ STATE`, so a
            // difference is in the limit; the wait on a fleet is not sent, so it is in the count.
            // A wait the client cannot count with is one not said.
            if let wait = (try? reply.final.optionalSeconds("wait")).map({ Duration.seconds($0) }) {
                switch ground.kind {
                case .away: state.claimLimit = ground.held + wait
                case .keptWaiting: state.seats[ref]?.correctKeptWaiting(to: ground.needed - wait, now: now)
                }
            }
            guard let corrected = state.seats[ref] else { break }
            state.claimGround(for: corrected, now: now).map { tooEarlyToClaim(corrected, $0, now: now) }
            return []
        default:
            break
        }
        state.message = sentence(reply.final.text ?? reply.final.name)
        return []
    }

    /// The `+ GAME` lines of a `GAMES` reply: those read, and why each of the others could not be.
    /// Data lines of other kinds, which a later version may add, are not games.
    static func listings(_ lines: [ServerLine]) -> (read: [GameListing], unreadable: [MalformedLine]) {
        var read: [GameListing] = []
        var unreadable: [MalformedLine] = []
        for line in lines where line.name == "GAME" {
            do {
                read.append(try GameListing(line))
            } catch {
                unreadable.append(error)
            }
        }
        return (read, unreadable)
    }

    /// `next=` or `winner=` of a `FIRE` reply.
    static func turnAfter(_ line: ServerLine) -> TurnAfter? {
        if let next = line[field: "next"].flatMap(Seat.init(rawValue:)) { return .next(next) }
        if let winner = line[field: "winner"].flatMap(Seat.init(rawValue:)) { return .winner(winner) }
        return nil
    }
}
