import BroadsideCore

/// Names a seat in a command, reply or event: `K7QX3M/A`, or just `K7QX3M` in a command when
/// the connection holds only one seat of that game (PROTOCOL.md 6.1).
public struct SeatReference: Hashable, Sendable, CustomStringConvertible {
    public let code: GameCode
    public let seat: Seat?

    public init(_ code: GameCode, _ seat: Seat? = nil) {
        self.code = code
        self.seat = seat
    }

    public init?(_ text: some StringProtocol) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard let code = GameCode(parts[0]) else { return nil }
        switch parts.count {
        case 1: self.init(code)
        case 2:
            guard let seat = Seat(rawValue: parts[1].uppercased()) else { return nil }
            self.init(code, seat)
        default: return nil
        }
    }

    public var description: String { seat.map { "\(code)/\($0.rawValue)" } ?? code.description }
}
