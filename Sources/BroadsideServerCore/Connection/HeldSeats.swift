import BroadsideCore
import BroadsideProtocol

/// The seats one connection holds, and which of its games still wait for a person to join: what
/// a game command may name, and what the limits of PROTOCOL.md 11 count.
struct HeldSeats: Sendable {
    private var held: [GameCode: Set<Seat>] = [:]
    /// Games this connection created that nobody has joined yet.
    private var waiting: Set<GameCode> = []

    /// Every seat held, in code order.
    var references: [SeatReference] {
        held.keys.sorted().flatMap { code in held[code, default: []].sorted().map { SeatReference(code, $0) } }
    }

    var count: Int { held.values.reduce(0) { $0 + $1.count } }

    var waitingCount: Int { waiting.count }

    /// Fills in the seat of a reference that names only a game (PROTOCOL.md 6.1, 10).
    func resolve(_ ref: SeatReference) -> Result<SeatReference, ProtocolError> {
        let seats = held[ref.code, default: []]
        if let seat = ref.seat {
            return seats.contains(seat) ? .success(ref) : .failure(.notSeated(in: ref))
        }
        switch seats.count {
        case 0: return .failure(.notSeated(in: ref))
        case 1: return .success(SeatReference(ref.code, seats.first))
        default:
            return .failure(ProtocolError(
                .seatRequired, "you hold both seats of \(ref.code): say \(ref.code)/A or \(ref.code)/B"))
        }
    }

    mutating func gained(_ ref: SeatReference, awaitingOpponent: Bool) {
        guard let seat = ref.seat else { return }
        held[ref.code, default: []].insert(seat)
        if awaitingOpponent { waiting.insert(ref.code) }
    }

    mutating func lost(_ ref: SeatReference) {
        guard let seat = ref.seat else { return }
        held[ref.code]?.remove(seat)
        if held[ref.code]?.isEmpty == true { held[ref.code] = nil }
        waiting.remove(ref.code)
    }

    /// A game that was waiting has an opponent, or is over: it no longer counts as unjoined.
    mutating func noLongerWaiting(_ code: GameCode) {
        waiting.remove(code)
    }
}
