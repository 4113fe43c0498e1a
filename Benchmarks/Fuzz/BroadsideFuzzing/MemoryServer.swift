import BroadsideCore
import BroadsideProtocol
import BroadsideServerCore

/// A whole Broadside server in memory, for fuzzing: connections with their `ConnectionState`
/// and `LineFramer`, games as `MatchSession` values, no storage, no sockets, a clock that moves
/// 20 ms per line (so the rate limit never bites) and a seeded random source. It does with each
/// action what the real server's connection handler does, in the same order: reply first, then
/// the commanding connection's own events; other connections' events go to their inboxes.
public struct MemoryServer {
    private struct Connection {
        var state: ConnectionState
        var framer = LineFramer()
        var isOpen = true
    }

    /// What one framed line got: the lines sent back to its connection because of it.
    public struct Exchange: Sendable {
        public let framed: FramedLine
        public let lines: [ServerLine]
        /// Whether the connection had said `HELLO` before this line.
        public let afterHello: Bool
        /// The protocol version the connection spoke when the line came (1 before `HELLO`).
        public let version: Int
    }

    private var connections: [Connection] = []
    private var sessions: [GameCode: MatchSession] = [:]
    private var seatsByDigest: [String: SeatReference] = [:]
    private var generator: SeededGenerator
    private var now: ContinuousClock.Instant
    private var nextID: UInt64 = 1
    /// Every line sent to every connection, in order: for checks across connections.
    public private(set) var sent: [(connection: Int, line: ServerLine)] = []

    /// `start`: the clock's time at the first line; it moves on by itself from there.
    public init(connections count: Int, seed: UInt64, start: ContinuousClock.Instant) {
        generator = SeededGenerator(seed: seed)
        now = start
        for _ in 0..<count { connections.append(makeConnection()) }
    }

    /// The lines sent since the last call, in order, forgetting them: for a long run that reads
    /// them as it goes.
    public mutating func takeSent() -> [(connection: Int, line: ServerLine)] {
        defer { sent.removeAll(keepingCapacity: true) }
        return sent
    }

    public func isOpen(_ index: Int) -> Bool { connections[index].isOpen }

    /// Whether the connection has said `HELLO`.
    public func hasSaidHello(_ index: Int) -> Bool { connections[index].state.name != nil }

    /// A fresh connection in place of a closed one, as a client that reconnects.
    public mutating func reopen(_ index: Int) {
        connections[index] = makeConnection()
    }

    /// Feeds bytes to a connection; one exchange per framed line, none once the connection has closed.
    public mutating func receive(_ bytes: [UInt8], on index: Int) -> [Exchange] {
        guard connections[index].isOpen else { return [] }
        connections[index].framer.append(bytes)
        var exchanges: [Exchange] = []
        while connections[index].isOpen, let framed = connections[index].framer.next() {
            now += .milliseconds(20)
            let afterHello = connections[index].state.name != nil
            let version = connections[index].state.version
            let goesOn = connections[index].framer.isDiscarding
            let action = connections[index].state.receive(framed, goesOn: goesOn, now: now)
            let lines = action.map { perform($0, on: index) } ?? []
            for line in lines { sent.append((index, line)) }
            exchanges.append(Exchange(framed: framed, lines: lines, afterHello: afterHello, version: version))
        }
        return exchanges
    }

    private mutating func makeConnection() -> Connection {
        defer { nextID += 1 }
        return Connection(state: ConnectionState(id: ConnectionID(nextID), limits: ServerLimits(), now: now))
    }

    private func index(of id: ConnectionID) -> Int? {
        connections.firstIndex { $0.state.id == id && $0.isOpen }
    }

    private mutating func perform(_ action: ConnectionState.Action, on index: Int) -> [ServerLine] {
        switch action {
        case .reply(let lines):
            return lines
        case .close(let bye):
            close(index)
            return [bye]
        case .session(let request):
            return serve(request, on: index)
        }
    }

    private mutating func serve(_ request: ConnectionState.SessionRequest, on index: Int) -> [ServerLine] {
        let id = connections[index].state.id
        switch request {
        case .create(let name, let rules, let opponent):
            var code = GameCode.random(using: &generator)
            while sessions[code] != nil { code = GameCode.random(using: &generator) }
            let token = SeatToken.random(using: &generator)
            let (session, outcome) = MatchSession.create(
                code: code, rules: rules, opponent: opponent, creatorName: name, token: token,
                tokenDigest: Self.digest(token), creator: id, claimLimits: ClaimLimits(), now: now, using: &generator)
            sessions[code] = session
            seatsByDigest[Self.digest(token)] = SeatReference(code, .a)
            connections[index].state.gained(SeatReference(code, .a), awaitingOpponent: opponent == .human)
            return outcome.reply
        case .join(let code, let name):
            let noSuchGame = [ProtocolError(.noSuchGame, "no game has the code \(code)").line]
            guard sessions[code] != nil else { return noSuchGame }
            let token = SeatToken.random(using: &generator)
            // Sessions change in place, as in `GameSession`: a copy would make every change copy the game's events.
            guard let outcome = sessions[code]?.join(
                name: name, token: token, tokenDigest: Self.digest(token), connection: id, now: now)
            else { return noSuchGame }
            if outcome.succeeded {
                seatsByDigest[Self.digest(token)] = SeatReference(code, .b)
                connections[index].state.gained(SeatReference(code, .b), awaitingOpponent: false)
            }
            return finish(outcome, on: index)
        case .resume(let token):
            guard let ref = seatsByDigest[Self.digest(token)], let seat = ref.seat,
                  let outcome = sessions[ref.code]?.resume(seat, connection: id, now: now)
            else { return [ProtocolError(.badToken, "no seat has this token").line] }
            if outcome.succeeded { connections[index].state.gained(ref, awaitingOpponent: false) }
            return finish(outcome, on: index)
        case .game(let ref, let command):
            guard let seat = ref.seat,
                  let outcome = sessions[ref.code]?.handle(command, seat: seat, connection: id, now: now, using: &generator)
            else { return [ProtocolError.notSeated(in: ref).line] }
            if case .leave = command, outcome.succeeded { connections[index].state.lost(ref) }
            return finish(outcome, on: index)
        case .listGames(let refs):
            let listings = refs.compactMap { ref in ref.seat.flatMap { sessions[ref.code]?.listing(for: $0, now: now).line } }
            return listings + [.ok("GAMES", ["count=\(listings.count)"])]
        }
    }

    /// The reply and this connection's own events; other connections' events go out now.
    private mutating func finish(_ outcome: SessionOutcome, on index: Int) -> [ServerLine] {
        let id = connections[index].state.id
        var own: [ServerLine] = []
        for delivery in outcome.deliveries {
            if delivery.connection == id {
                own += connections[index].state.accept([delivery.event]).map(\.line)
            } else {
                deliver(delivery)
            }
        }
        return outcome.reply + own
    }

    private mutating func deliver(_ delivery: Delivery) {
        guard let target = index(of: delivery.connection) else { return }
        sent += connections[target].state.accept([delivery.event]).map { (connection: target, line: $0.line) }
    }

    private mutating func close(_ index: Int) {
        let id = connections[index].state.id
        connections[index].isOpen = false
        for code in Set(connections[index].state.heldSeats.map(\.code)) {
            sessions[code]?.disconnect(id, now: now).forEach { deliver($0) }
        }
    }

    /// Stands in for the server's SHA-256: any function of the token that keeps seats apart will do.
    private static func digest(_ token: SeatToken) -> String { "digest-" + token.description }
}
