/// The short code that names a game and lets a friend join it (PROTOCOL.md 6.1).
public struct GameCode: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// No 0, 1, I, L, O or U: a code can be read aloud and typed without confusion.
    public static let alphabet = Array("23456789ABCDEFGHJKMNPQRSTVWXYZ")
    public static let length = 6

    public let description: String

    /// Accepts any case; nil unless the text is a well-formed code.
    public init?(_ text: some StringProtocol) {
        let upper = text.uppercased()
        guard upper.count == Self.length, upper.allSatisfy(Self.alphabet.contains) else { return nil }
        description = upper
    }

    public static func random(using generator: inout some RandomNumberGenerator) -> GameCode {
        let text = String((0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] })
        return GameCode(text)!  // built from the alphabet at the right length
    }

    public static func < (lhs: GameCode, rhs: GameCode) -> Bool { lhs.description < rhs.description }
}
