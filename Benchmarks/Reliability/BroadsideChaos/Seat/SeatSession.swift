import BroadsideClient
import BroadsideCore
import BroadsideProtocol

/// One connection's worth of a `SeatPlayer`: resume, check, and play until the round is over
/// (returns the final state) or the connection is lost (throws `ConnectionLost`).
struct SeatSession {
    let client: ProtocolClient
    let quietLimit: Duration
    let shotPause: Duration
    let onShot: @Sendable (Duration) -> Void

    struct ConnectionLost: Error {}

    /// No reply within `replyLimit`, though the connection was up.
    struct Stalled: Error {}

    /// What the player hears between its own commands.
    private enum Signal: Sendable {
        case message(ServerMessage)
        case tick
    }

    func run(_ journal: inout SeatJournal, opponentJournalPath: String) async throws -> SeatState? {
        // What the opponent knew before the RESUME is what the STATE must hold at least.
        let opponent = try SeatJournal.record(at: opponentJournalPath)
        let record = journal.record
        var state = try await resume(record.token)
        for entry in try ResumeCheck.verify(state, own: record, opponent: opponent) {
            try journal.append(entry)
        }
        try journal.append(.checked(outgoing: state.outgoing.count, incoming: state.incoming.count))

        let ref = record.reference
        if state.summary.phase == .placing || state.summary.phase == .waiting {
            if state.fleet.isEmpty { try await expectOK(.place(ref, .ships(record.fleet))) }
            if !state.ready[record.seat] { try await expectOK(.ready(ref)) }
        }
        let (signals, continuation) = AsyncStream.makeStream(of: Signal.self)
        let forwarder = Task { [client] in
            for await message in client.messages { continuation.yield(.message(message)) }
            continuation.finish()
        }
        let ticker = Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(250))
                continuation.yield(.tick)
            }
        }
        defer {
            forwarder.cancel()
            ticker.cancel()
        }
        var turn = state.summary.phase == .playing ? state.summary.turn : nil
        var heard = ContinuousClock.now
        var iterator = signals.makeAsyncIterator()
        while true {
            if state.summary.phase == .over {
                try await settle(&journal, final: &state)
                return state
            }
            if turn == record.seat {
                if shotPause > .zero { try await Task.sleep(for: shotPause) }
                turn = try await fire(&journal, state: &state)
                heard = .now
                continue
            }
            guard let signal = await iterator.next() else { throw ConnectionLost() }
            switch signal {
            case .message(.event(let event)):
                heard = .now
                guard !Self.holds(state, event) else { continue }
                turn = Self.turn(after: event, current: turn)
                if case .over = event { state = try await fetchState(ref) }
            case .message(.goodbye), .message(.disconnected):
                throw ConnectionLost()
            case .tick:
                // Nothing heard for a while: events may have been missed, so ask.
                guard ContinuousClock.now - heard > quietLimit else { continue }
                state = try await fetchState(ref)
                turn = state.summary.phase == .playing ? state.summary.turn : nil
                heard = .now
            }
        }
    }

    /// Whether `state` already holds what `event` says. An event the server sent before the reply
    /// to a `STATE` can still be waiting in `signals` when that reply is read; once the turn it
    /// gives has been played, applying it would hand the turn back to this seat.
    private static func holds(_ state: SeatState, _ event: Event) -> Bool {
        switch event {
        case .started:
            state.summary.phase == .playing || state.summary.phase == .over
        case .shot(_, _, let shots, _):
            // The opponent never fires at a cell twice in a round.
            shots.allSatisfy { shot in state.incoming.contains { $0.target == shot.target } }
        default:
            false
        }
    }

    private static func turn(after event: Event, current: Seat?) -> Seat? {
        switch event {
        case .started(_, let first): first
        case .shot(_, _, _, .next(let seat)): seat
        case .shot(_, _, _, .winner), .over: nil
        default: current
        }
    }

    /// Fires the next shot; returns whose turn it is after it.
    private func fire(_ journal: inout SeatJournal, state: inout SeatState) async throws -> Seat? {
        let ref = journal.record.reference
        guard let target = journal.record.nextTarget else { throw ChaosFailure("\(ref) has nothing left to fire at") }
        try journal.append(.fire(target))
        let sent = ContinuousClock.now
        let reply = try await send(.fire(ref, [target]))
        guard reply.isOK else {
            // UNAVAILABLE (not stored) and the like: resume and let the checks sort it out.
            if reply.errorCode == .unavailable { throw ConnectionLost() }
            throw ChaosFailure("\(ref): FIRE \(target) was refused: \(reply.final)")
        }
        let shots = reply.final.words.compactMap { Shot(wireForm: $0) }
        guard shots.count == 1, let shot = shots.first, shot.target == target else {
            throw ChaosFailure("\(ref): FIRE \(target) was answered \(reply.final)")
        }
        try journal.append(.acknowledged(shot))
        onShot(.now - sent)
        if reply.final[field: "winner"] != nil {
            state = try await fetchState(ref)
            return nil
        }
        return reply.final[field: "next"].flatMap { Seat(rawValue: $0) }
    }

    /// The round is over: the final state must hold every shot known, and replay to its winner.
    private func settle(_ journal: inout SeatJournal, final state: inout SeatState) async throws {
        let record = journal.record
        if let cell = record.inFlight {
            throw ChaosFailure("\(record.reference): the round ended with the shot at \(cell) unanswered")
        }
        guard state.outgoing == record.fired else {
            throw ChaosFailure("\(record.reference): the final state holds \(state.outgoing.count) shots, the player knows \(record.fired.count)")
        }
        try GameReplay.verify(state)
    }

    private func resume(_ token: SeatToken) async throws -> SeatState {
        let reply = try await send(.resume(token))
        guard reply.isOK else {
            if reply.errorCode == .unavailable { throw ConnectionLost() }
            throw ChaosFailure("RESUME was refused: \(reply.final)")
        }
        return try SeatState(dataLines: reply.data)
    }

    private func fetchState(_ ref: SeatReference) async throws -> SeatState {
        let reply = try await send(.state(ref))
        guard reply.isOK else { throw ConnectionLost() }
        return try SeatState(dataLines: reply.data)
    }

    private func expectOK(_ command: Command) async throws {
        let reply = try await send(command)
        guard reply.isOK else {
            if reply.errorCode == .unavailable { throw ConnectionLost() }
            throw ChaosFailure("\(command) was refused: \(reply.final)")
        }
    }

    /// Longest wait for a reply before the connection is given up as dead.
    private static let replyLimit: Duration = .seconds(15)

    /// Sends a command; a `BYE`, a closed connection or a reply that never comes is a lost connection.
    private func send(_ command: Command) async throws -> Reply {
        let timedOut = Shared(false)
        let watchdog = Task { [client] in
            try await Task.sleep(for: Self.replyLimit)
            timedOut.update { $0 = true }
            await client.close()
        }
        defer { watchdog.cancel() }
        let reply: Reply
        do {
            reply = try await client.send(command)
        } catch {
            throw timedOut.value ? Stalled() : ConnectionLost()
        }
        guard reply.final.kind != .bye else { throw ConnectionLost() }
        return reply
    }
}
