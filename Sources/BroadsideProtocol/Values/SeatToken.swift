/// The secret that owns a seat: 128 random bits as 32 lowercase hex digits (PROTOCOL.md 6.2).
public struct SeatToken: Hashable, Sendable, CustomStringConvertible {
    public static let hexDigits = 32

    /// The token's text. Never log it: `description` is the only way out, and it is for the owner.
    public let description: String

    /// Accepts either case; nil unless the text is 32 hex digits.
    public init?(_ text: some StringProtocol) {
        let lower = text.asciiLowercased
        guard lower.utf8.count == Self.hexDigits, lower.utf8.allSatisfy(Self.isLowercaseHexDigit) else { return nil }
        description = lower
    }

    /// A new token. The server passes the system's CSPRNG (`SystemRandomNumberGenerator`).
    public static func random(using generator: inout some RandomNumberGenerator) -> SeatToken {
        let high = generator.next() as UInt64
        let low = generator.next() as UInt64
        let text = [high, low].map { word in
            let hex = String(word, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
        return SeatToken(text)!  // 32 hex digits by construction
    }

    /// A byte of `0`-`9` or `a`-`f`: a token's digits, and its digest's (`SeatToken.digest`).
    public static func isLowercaseHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }
}
