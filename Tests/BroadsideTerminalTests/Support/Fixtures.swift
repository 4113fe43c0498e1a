import BroadsideClient
import BroadsideCore
import BroadsideProtocol
@testable import BroadsideTerminal

/// Values the tests build states and replies from.
enum Fixtures {
    static let code = GameCode("K7QX3M")!  // a valid code
    static let seatA = SeatReference(code, .a)
    static let seatB = SeatReference(code, .b)
    static let tokenA = SeatToken("0123456789abcdef0123456789abcdef")!  // 32 hex digits
    static let tokenB = SeatToken("fedcba9876543210fedcba9876543210")!  // 32 hex digits
    /// Seat A and its token as the client stores them to resume it.
    static let storedSeatA = ResumableSeat(seatA, tokenA)
    static let now = ContinuousClock.now

    /// The fleet laid along the left edge: carrier A1 across, then one ship per row below.
    static let fleet = [
        ShipPlacement(.carrier, at: cell("A1"), .horizontal),
        ShipPlacement(.battleship, at: cell("B1"), .horizontal),
        ShipPlacement(.cruiser, at: cell("C1"), .horizontal),
        ShipPlacement(.submarine, at: cell("D1"), .horizontal),
        ShipPlacement(.destroyer, at: cell("E1"), .horizontal),
    ]

    // Tests only write valid cells, shots and lines, so a failure here is a typo in the test.
    static func cell(_ text: String) -> Coordinate {
        guard let coordinate = try? Coordinate(parsing: text) else { preconditionFailure("not a coordinate: \(text)") }
        return coordinate
    }

    static func shot(_ text: String) -> Shot {
        guard let shot = Shot(wireForm: text) else { preconditionFailure("not a shot: \(text)") }
        return shot
    }

    static func summary(
        _ ref: SeatReference = seatA, phase: RoundPhase = .playing, turn: Seat? = .a, vs: String? = "bob",
        rules: Rules = .classic, score: SeatPair<Int> = SeatPair(a: 0, b: 0), winner: Seat? = nil
    ) -> SeatSummary {
        SeatSummary(
            reference: ref, round: 1, rules: rules, opponent: .human, opponentName: vs, phase: phase, turn: turn,
            first: .a, score: score, winner: winner, reason: phase == .over ? .sunk : nil)
    }

    static func seatState(
        _ ref: SeatReference = seatA, phase: RoundPhase = .playing, turn: Seat? = .a, vs: String? = "bob",
        rules: Rules = .classic, fleet: [ShipPlacement] = fleet, incoming: [String] = [], outgoing: [String] = [],
        ready: SeatPair<Bool> = SeatPair(a: true, b: true), away: Int? = nil
    ) -> SeatState {
        let shots = turn == ref.seat && phase == .playing ? (rules.variant == .classic ? 1 : 5) : 0
        return SeatState(
            summary: summary(ref, phase: phase, turn: turn, vs: vs, rules: rules), shotsThisTurn: shots, ready: ready,
            awaySeconds: away, claimAfterSeconds: 120, fleet: fleet, incoming: incoming.map(shot), outgoing: outgoing.map(shot), revealed: nil)
    }

    static func model(_ state: SeatState) -> SeatModel { SeatModel(state: state, now: now) }

    /// The reply a server sends to `STATE` or `RESUME` for this state.
    static func stateReply(_ state: SeatState, command: String = "STATE") -> Reply {
        Reply(data: state.dataLines, final: .ok(command, [state.summary.reference.description]))
    }

    static func ok(_ line: String) -> Reply {
        guard let final = ServerLine(parsing: line) else { preconditionFailure("not a server line: \(line)") }
        return Reply(data: [], final: final)
    }

    /// A client in a game on screen, with its seat's state known.
    static func client(_ state: SeatState, mode: PlayMode = .network, page: Page? = nil) -> SessionController {
        var clientState = ClientState(mode: mode, playerName: "ann")
        clientState.seats[state.summary.reference] = model(state)
        clientState.page = page ?? .game(state.summary.reference)
        return SessionController(state: clientState, seed: 7)
    }

    /// The commands among effects.
    static func commands(_ effects: [Effect]) -> [String] {
        effects.compactMap { effect in
            if case .send(let command) = effect { return command.description }
            return nil
        }
    }
}

extension SessionController {
    /// Presses keys in order and collects the commands they send.
    mutating func type(_ keys: [Key]) -> [String] {
        keys.flatMap { Fixtures.commands(press($0, now: Fixtures.now)) }
    }

    mutating func type(_ text: String) -> [String] {
        type(text.map { Key.character($0) })
    }

    /// Connected to a server of version 1, which most tests need no more than.
    mutating func connected(resuming seats: [ResumableSeat], now: ContinuousClock.Instant) -> [Effect] {
        connected(resuming: seats, speaking: 1, now: now)
    }
}
