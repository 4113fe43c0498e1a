import BroadsideCore

/// What follows a volley: the seat to fire next, or the winner.
public enum TurnAfter: Hashable, Sendable {
    case next(Seat)
    case winner(Seat)

    public init?(_ phase: Phase) {
        if let turn = phase.turn {
            self = .next(turn)
        } else if let winner = phase.winner {
            self = .winner(winner)
        } else {
            return nil
        }
    }

    public var field: Field {
        switch self {
        case .next(let seat): Field("next", seat.rawValue)
        case .winner(let seat): Field("winner", seat.rawValue)
        }
    }

    init(fieldsOf line: ServerLine) throws(MalformedLine) {
        if line[field: "next"] != nil {
            self = .next(try line.requireSeat("next"))
        } else {
            self = .winner(try line.requireSeat("winner"))
        }
    }
}

/// Why a round ended (PROTOCOL.md 9.1).
public enum EndReason: String, Hashable, Sendable {
    case sunk
    case forfeit
    case abandoned

    public init?(_ phase: Phase) {
        switch phase {
        case .won: self = .sunk
        case .forfeited: self = .forfeit
        case .abandoned: self = .abandoned
        case .placing, .inProgress: return nil
        }
    }
}

/// A server-initiated line (PROTOCOL.md 8). `ref` is the seat the event is addressed to.
public enum Event: Hashable, Sendable {
    /// `idleSeconds`: how long the server waits for a line before closing (PROTOCOL.md 5.1, 11).
    case greeting(versions: [Int], idleSeconds: Int?)
    case joined(SeatReference, opponentName: String)
    case ready(SeatReference, seat: Seat)
    case started(SeatReference, first: Seat)
    case shot(SeatReference, by: Seat, shots: [Shot], then: TurnAfter)
    /// `cause`: why a round ended `forfeit` was lost (given up or claimed), where the server says.
    case over(SeatReference, winner: Seat?, reason: EndReason, cause: ForfeitGround? = nil)
    case reveal(SeatReference, fleet: [ShipPlacement])
    case rematch(SeatReference, by: Seat)
    /// Version 2: `by` declined the standing offer of a rematch, or withdrew its own.
    case declined(SeatReference, by: Seat)
    case round(SeatReference, round: Int, first: Seat)
    case left(SeatReference, seat: Seat)
    case back(SeatReference, seat: Seat)
    case taken(SeatReference)

    /// The protocol version that added the event: a connection speaking an earlier one is not
    /// sent it (PROTOCOL.md 15).
    public var versionAdded: Int {
        if case .declined = self { 2 } else { 1 }
    }

    public static let greetingText = "Broadside server ready; begin with \(ProtocolLimits.helloToSay)"

    /// The seat the event is addressed to; nil for the greeting.
    public var reference: SeatReference? {
        switch self {
        case .greeting: nil
        case .joined(let ref, _), .ready(let ref, _), .started(let ref, _), .shot(let ref, _, _, _),
             .over(let ref, _, _, _), .reveal(let ref, _), .rematch(let ref, _), .declined(let ref, _),
             .round(let ref, _, _), .left(let ref, _), .back(let ref, _), .taken(let ref):
            ref
        }
    }

    public var line: ServerLine {
        func event(_ name: String, _ ref: SeatReference, _ words: [String]) -> ServerLine {
            ServerLine(.event, name, [ref.description] + words)
        }
        switch self {
        case .greeting(let versions, let idleSeconds):
            let idle = idleSeconds.map { ["idle=\($0)"] } ?? []
            return ServerLine(
                .event, "BROADSIDE", ["versions=" + versions.map(String.init).joined(separator: ",")] + idle,
                text: Self.greetingText)
        case .joined(let ref, let name): return event("JOINED", ref, ["vs=\(name)"])
        case .ready(let ref, let seat): return event("READY", ref, ["seat=\(seat.rawValue)"])
        case .started(let ref, let first): return event("STARTED", ref, ["first=\(first.rawValue)"])
        case .shot(let ref, let by, let shots, let then):
            return event("SHOT", ref, ["by=\(by.rawValue)"] + shots.map(\.wireForm) + [then.field.description])
        case .over(let ref, let winner, let reason, let cause):
            return event("OVER", ref, ["winner=\(Seat.wireForm(winner))", "reason=\(reason.rawValue)"] + ForfeitGround.fields(cause, after: reason))
        case .reveal(let ref, let fleet): return event("REVEAL", ref, fleet.map(\.wireForm))
        case .rematch(let ref, let by): return event("REMATCH", ref, ["by=\(by.rawValue)"])
        case .declined(let ref, let by): return event("DECLINED", ref, ["by=\(by.rawValue)"])
        case .round(let ref, let round, let first):
            return event("ROUND", ref, ["round=\(round)", "first=\(first.rawValue)"])
        case .left(let ref, let seat): return event("LEFT", ref, ["seat=\(seat.rawValue)"])
        case .back(let ref, let seat): return event("BACK", ref, ["seat=\(seat.rawValue)"])
        case .taken(let ref): return event("TAKEN", ref, [])
        }
    }

    /// Reads an event line; throws when it is not a well-formed event of this version.
    public init(_ line: ServerLine) throws(MalformedLine) {
        guard line.kind == .event else { throw MalformedLine(line, "not an event") }
        if line.name == "BROADSIDE" {
            let versions = try line.requireCounts("versions", separatedBy: ",")
            self = .greeting(versions: versions, idleSeconds: try line.optionalSeconds("idle"))
            return
        }
        let ref = try line.requireReference()
        switch line.name {
        case "JOINED": self = .joined(ref, opponentName: try line.require("vs"))
        case "READY": self = .ready(ref, seat: try line.requireSeat("seat"))
        case "STARTED": self = .started(ref, first: try line.requireSeat("first"))
        case "SHOT":
            let shots = line.words.dropFirst().compactMap { Shot(wireForm: $0) }
            guard !shots.isEmpty else { throw MalformedLine(line, "no shots") }
            self = .shot(ref, by: try line.requireSeat("by"), shots: shots, then: try TurnAfter(fieldsOf: line))
        case "OVER":
            guard let reason = EndReason(rawValue: try line.require("reason")) else {
                throw MalformedLine(line, "bad reason=")
            }
            self = .over(ref, winner: try line.requireOptionalSeat("winner"), reason: reason, cause: ForfeitGround(fieldsOf: line))
        case "REVEAL":
            let fleet = line.positional.dropFirst().compactMap { ShipPlacement(wireForm: $0) }
            guard fleet.count == line.positional.count - 1 else { throw MalformedLine(line, "bad placement") }
            self = .reveal(ref, fleet: fleet)
        case "REMATCH": self = .rematch(ref, by: try line.requireSeat("by"))
        case "DECLINED": self = .declined(ref, by: try line.requireSeat("by"))
        case "ROUND": self = .round(ref, round: try line.requireCount("round"), first: try line.requireSeat("first"))
        case "LEFT": self = .left(ref, seat: try line.requireSeat("seat"))
        case "BACK": self = .back(ref, seat: try line.requireSeat("seat"))
        case "TAKEN": self = .taken(ref)
        default: throw MalformedLine(line, "unknown event")
        }
    }
}
