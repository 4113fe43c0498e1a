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
        guard let slash = text.utf8.firstIndex(of: UInt8(ascii: "/")) else {
            guard let code = GameCode(text) else { return nil }
            self.init(code)
            return
        }
        let seatText = text.utf8[text.utf8.index(after: slash)...]
        guard let code = GameCode(text[..<slash]), seatText.count == 1, let letter = seatText.first,
              let seat = Seat(rawValue: String(UnicodeScalar(letter & ~0x20)))  // ASCII upper case
        else { return nil }
        self.init(code, seat)
    }

    public var description: String {
        guard let seat else { return code.description }
        var text = code.description
        text.append("/")
        text.append(seat.rawValue)
        return text
    }
}
