import BroadsideCore
import BroadsideProtocol

/// One client connection's protocol state, without I/O: greeting and `HELLO`, the seats it holds,
/// rate limits and timeouts. It answers what it can itself and hands the rest to the server.
public struct ConnectionState: Sendable {
    /// What the server should do with a line.
    public enum Action: Hashable, Sendable {
        /// Send these lines; nothing else to do.
        case reply([ServerLine])
        /// Send this `BYE` and close.
        case close(ServerLine)
        /// Ask the game sessions, which the server runs beside the connection.
        case session(SessionRequest)
    }

    /// What a connection asks of the game sessions.
    public enum SessionRequest: Hashable, Sendable {
        case create(name: String, rules: Rules, opponent: Opponent)
        case join(GameCode, name: String)
        case resume(SeatToken)
        /// A game command for a seat this connection holds.
        case game(SeatReference, GameCommand)
        /// `GAMES`: list these seats.
        case listGames([SeatReference])

        /// The commands this request counts as beyond its own line, against the connection's
        /// rate and its address's budget of lines alike: a listing looks up every game it names
        /// (`listingCost`).
        public var linesBeyondOne: Int {
            guard case .listGames(let seats) = self else { return 0 }
            return ConnectionState.listingCost(seats: seats.count) - 1
        }
    }

    public let id: ConnectionID
    public let limits: ServerLimits
    /// The name from `HELLO`; nil before it.
    public private(set) var name: String?
    /// The protocol version from `HELLO`, or version 1 before it (PROTOCOL.md 15).
    public private(set) var version = ProtocolLimits.versionBeforeHello
    private var seats = HeldSeats()
    private var rate: CommandRate
    private var clock: ConnectionClock

    public init(id: ConnectionID, limits: ServerLimits, now: ContinuousClock.Instant) {
        self.id = id
        self.limits = limits
        rate = CommandRate(limits: limits, now: now)
        clock = ConnectionClock(now: now)
    }

    /// Until the TLS handshake is done only the handshake timeout runs, and nothing can be said.
    public var isHandshaking: Bool { clock.isHandshaking }

    /// The greeting, sent as soon as the connection is up (PROTOCOL.md 5.1).
    public var greeting: ServerLine {
        Event.greeting(versions: ProtocolLimits.supportedVersions, idleSeconds: limits.idleTimeout.wholeSeconds).line
    }

    /// Every seat held, in code order.
    public var heldSeats: [SeatReference] { seats.references }

    // MARK: Input

    /// Handles one framed line; nil when there is nothing to do (a blank line within the rate).
    /// `goesOn` when the line was rejected before its end (`LineFramer.isDiscarding`).
    public mutating func receive(_ framed: FramedLine, goesOn: Bool = false, now: ContinuousClock.Instant) -> Action? {
        // A line can only have come through a finished handshake.
        if isHandshaking { handshakeCompleted(now: now) }
        // A finished line is no longer timed, and a line that starts after it gets its own time
        // (`partialLine`); the rest of an overlong one is still the line that started.
        clock.lineReceived(finished: !goesOn, now: now)
        let line: String
        switch framed {
        case .line(let text): line = text
        case .rejected(let error): return rate.refusal(now: now) ?? .reply([error.line])
        }
        if let refusal = refusedWhateverItsArguments(line) { return rate.refusal(now: now) ?? refusal }
        let command: Command
        do {
            guard let parsed = try Command.parse(line, version: version) else {
                // Never answered, but read like any line: without a limit, a stream of them kept
                // this connection's event loop, and every game on it, busy.
                if case .close(let bye)? = rate.refusal(now: now) { return .close(bye) }
                return nil
            }
            if let refusal = rate.refusal(now: now) { return refusal }
            command = parsed
        } catch {
            return rate.refusal(now: now) ?? .reply([error.line])
        }
        let action = act(on: command)
        if case .session(let request) = action, request.linesBeyondOne > 0 {
            rate.spend(commands: request.linesBeyondOne, now: now)
        }
        return action
    }

    /// A blank line that its address's budget of lines had no room for: it would get no answer,
    /// so it is dropped rather than kept waiting, and counted as refused, so that a flood of them
    /// ends in `BYE FLOOD` (PROTOCOL.md 11). Kept waiting, the blank lines a client left unread
    /// when it went kept its connections, and its address's budget, for hours.
    public mutating func dropBlankLine(now: ContinuousClock.Instant) -> Action? {
        if isHandshaking { handshakeCompleted(now: now) }
        clock.lineReceived(finished: true, now: now)
        return rate.refuseUnanswered(now: now)
    }

    /// Tells the state whether a line has started but not finished, for the line timeout. Called
    /// after each read, once its complete lines are received: a line still pending then started
    /// in this read or is one already being timed.
    public mutating func partialLine(_ pending: Bool, now: ContinuousClock.Instant) {
        clock.partialLine(pending, now: now)
    }

    /// The rest of a line rejected before its end (`receive(_:goesOn:now:)`) was dropped up to
    /// its end: the line is no longer timed, and one that follows gets its own time.
    public mutating func overlongLineEnded() {
        clock.lineEnded()
    }

    /// `count` bytes were read from the connection.
    public mutating func received(byteCount count: Int, now: ContinuousClock.Instant) {
        rate.received(byteCount: count, now: now)
    }

    /// How long to leave the socket unread before reading more: zero within the input's budget.
    /// Past it the client is held by TCP's flow control, not refused: nothing it sent is lost.
    public func inputPause(now: ContinuousClock.Instant) -> Duration {
        rate.inputPause(now: now)
    }

    /// A command the sessions carried out has been answered. A client waiting for a reply is not
    /// idle, and a command may wait for storage (PROTOCOL.md 4.2, step 8) or for another of its
    /// game: the idle time counts again from the reply (PROTOCOL.md 11).
    public mutating func answered(now: ContinuousClock.Instant) {
        clock.answered(now: now)
    }

    /// The TLS handshake is done and the greeting goes out: the handshake timeout no longer
    /// counts, and the time to `HELLO` and the idle time start (PROTOCOL.md 11).
    public mutating func handshakeCompleted(now: ContinuousClock.Instant) {
        clock.handshakeCompleted(now: now)
    }

    /// When the connection times out unless something arrives first (PROTOCOL.md 11). Once it has
    /// passed, a connection still handshaking is closed beneath TLS; any other gets `BYE TIMEOUT`.
    public var deadline: ContinuousClock.Instant { nextTimeout.deadline }

    /// The timeout that passes first unless something arrives, and when: the one that ended the
    /// connection once its deadline has passed.
    public var nextTimeout: (timeout: ConnectionTimeout, deadline: ContinuousClock.Instant) {
        clock.nextTimeout(limits: limits, saidHello: name != nil)
    }

    /// The commands a `GAMES` listing `seats` counts as against the rate limit: one for every
    /// `seatsPerListedCommand` seats, at least one (PROTOCOL.md 11). A listing looks up every
    /// game, so a connection holding hundreds of seats could otherwise, within its rate, cost the
    /// server what hundreds of commands a line do, and slow every game on the machine.
    public static func listingCost(seats: Int) -> Int {
        max(1, (seats + seatsPerListedCommand - 1) / seatsPerListedCommand)
    }

    public static let seatsPerListedCommand = 4

    /// The `BYE TIMEOUT` for this connection: one that never said `HELLO` holds no seat to resume.
    public var timeoutLine: ServerLine {
        name == nil
            ? .bye(.timeout, text: "timed out before HELLO; connect again and begin with \(ProtocolLimits.helloToSay)")
            : .bye(.timeout, text: "timed out; reconnect and resume your seats")
    }

    private mutating func act(on command: Command) -> Action {
        if name != nil, let (requested, gameCommand) = command.gameCommand {
            return switch resolve(requested) {
            case .success(let ref): .session(.game(ref, gameCommand))
            case .failure(let error): .reply([error.line])
            }
        }
        switch (command, name) {
        case (.hello(let version, let playerName), _):
            // Only a first HELLO gets here: `refusedWhateverItsArguments` refuses a second one unparsed.
            guard ProtocolLimits.supportedVersions.contains(version) else {
                let supported = ProtocolLimits.supportedVersionList
                return .close(.bye(
                    .versionMismatch, fields: [Field("supported", supported)],
                    // Not the version asked for: a number too large for Int was read as Int.max.
                    text: "this server speaks protocol version \(supported) only"))
            }
            name = playerName
            self.version = version
            return .reply([.ok("HELLO", [playerName])])
        case (.ping(let word), _):
            return .reply([.ok("PING", word.map { [$0] } ?? [])])
        case (.help, _):
            return .reply(CommandSyntax.commands(of: version).map { .data("HELP", [$0.usage, ":" + $0.summary]) } + [.ok("HELP")])
        case (.quit, _):
            return .close(.bye(.quit, text: "goodbye"))
        case (.new(let rules, let opponent), let name?):
            // A game against the computer is joined from the start: only games a person must join count.
            if opponent == .human, seats.waitingCount >= limits.waitingGamesPerConnection {
                let games = seats.waitingCount == 1 ? "a game" : "\(seats.waitingCount) games"
                return .reply([ProtocolError.tooManyGames(.unjoined, "you have \(games) nobody has joined yet").line])
            }
            if let refusal = seatLimitRefusal() { return refusal }
            return .session(.create(name: name, rules: rules, opponent: opponent))
        case (.join(let code, let playerName), let name?):
            if let refusal = seatLimitRefusal() { return refusal }
            return .session(.join(code, name: playerName ?? name))
        case (.resume(let token), _?):
            if let refusal = seatLimitRefusal() { return refusal }
            return .session(.resume(token))
        case (.games, _?):
            return .session(.listGames(heldSeats))
        default:
            // Any other command before `HELLO`; after it, the game commands were handed on above.
            return .reply([Self.helloFirst.line])
        }
    }

    /// Before `HELLO`, a known command other than `HELLO`, `HELP`, `PING` and `QUIT` is refused,
    /// and after it a second `HELLO` is, whatever their arguments (PROTOCOL.md 5.2).
    private func refusedWhateverItsArguments(_ line: String) -> Action? {
        guard let first = line.protocolWords.first?.asciiUppercased else { return nil }
        if name != nil {
            return first == "HELLO" ? refuse(.alreadyHello, "HELLO was already said") : nil
        }
        guard CommandSyntax.isCommand(first, of: version), !Self.allowedBeforeHello.contains(first) else {
            return nil
        }
        return .reply([Self.helloFirst.line])
    }

    private static let allowedBeforeHello: Set<String> = ["HELLO", "HELP", "PING", "QUIT"]
    private static let helloFirst = ProtocolError(.helloFirst, "say \(ProtocolLimits.helloToSay) first")

    private func refuse(_ code: ErrorCode, _ text: String) -> Action {
        .reply([ProtocolError(code, text).line])
    }

    private func seatLimitRefusal() -> Action? {
        let count = seats.count
        guard count >= limits.seatsPerConnection else { return nil }
        let held = count == 1 ? "a seat" : "\(count) seats"
        return .reply([ProtocolError.tooManyGames(.seats, "this connection holds \(held); LEAVE \(count == 1 ? "it" : "some") first").line])
    }

    /// Fills in the seat of a reference that names only a game (PROTOCOL.md 6.1, 10).
    public func resolve(_ ref: SeatReference) -> Result<SeatReference, ProtocolError> {
        seats.resolve(ref)
    }

    // MARK: What happened

    /// The server gave this connection a seat; `awaitingOpponent` when it made a new game a person
    /// has yet to join.
    public mutating func gained(_ ref: SeatReference, awaitingOpponent: Bool) {
        seats.gained(ref, awaitingOpponent: awaitingOpponent)
    }

    /// The connection no longer holds the seat (`LEAVE`, or `TAKEN`).
    public mutating func lost(_ ref: SeatReference) {
        seats.lost(ref)
    }

    /// The events of `events` to send to this connection, noting what they mean for it: one of a
    /// later protocol version than the connection speaks is left out, as if it had not happened.
    public mutating func accept(_ events: [Event]) -> [Event] {
        let spoken = events.filter(speaks)
        for event in spoken { observe(event) }
        return spoken
    }

    /// Whether the connection is sent `event`: not one of a later version than it speaks.
    public func speaks(_ event: Event) -> Bool {
        event.versionAdded <= version
    }

    /// Keeps track of what events sent to this connection mean for it.
    public mutating func observe(_ event: Event) {
        switch event {
        case .joined(let ref, _), .over(let ref, _, _, _): seats.noLongerWaiting(ref.code)
        case .taken(let ref): seats.lost(ref)
        default: break
        }
    }
}
