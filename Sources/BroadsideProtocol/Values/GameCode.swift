/// The short code that names a game and lets a friend join it (PROTOCOL.md 6.1).
public struct GameCode: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// No 0, 1, I, L, O or U: a code can be read aloud and typed without confusion.
    public static let alphabet = Array("23456789ABCDEFGHJKMNPQRSTVWXYZ")
    public static let length = 6

    public let description: String

    private static let alphabetBytes = Array(String(alphabet).utf8)

    /// Accepts any case; nil unless the text is a well-formed code. Read as bytes: a code is
    /// ASCII, and every command names one.
    public init?(_ text: some StringProtocol) {
        let bytes = text.utf8
        guard bytes.count == Self.length else { return nil }
        var valid = true
        let upper = String(unsafeUninitializedCapacity: Self.length) { buffer in
            for (offset, byte) in bytes.enumerated() {
                let upperByte = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) ? byte - 0x20 : byte
                valid = valid && Self.alphabetBytes.contains(upperByte)
                buffer[offset] = upperByte
            }
            return Self.length
        }
        guard valid else { return nil }
        description = upper
    }

    public static func random(using generator: inout some RandomNumberGenerator) -> GameCode {
        let text = String((0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] })
        return GameCode(text)!  // built from the alphabet at the right length
    }

    public static func < (lhs: GameCode, rhs: GameCode) -> Bool { lhs.description < rhs.description }
}
