import BroadsideProtocol

/// What a captured variable must look like: `${code:code}` only captures a game code.
enum ValueKind: String, CaseIterable, Sendable {
    /// Six characters of the game-code alphabet, as replies write them (PROTOCOL.md 6.1).
    case code
    /// 32 lowercase hexadecimal digits (PROTOCOL.md 6.2).
    case token
    /// A decimal number.
    case int
    /// `A` or `B`.
    case seat
    /// Any run of non-space characters: the default.
    case word

    func accepts(_ text: Substring) -> Bool {
        switch self {
        case .code: text.count == GameCode.length && text.allSatisfy(GameCode.alphabet.contains)
        case .token: text.utf8.count == SeatToken.hexDigits && text.allSatisfy { $0.isHexDigit && !$0.isUppercase }
        case .int: !text.isEmpty && text.allSatisfy(\.isASCII) && text.allSatisfy(\.isNumber)
        case .seat: text == "A" || text == "B"
        case .word: !text.isEmpty
        }
    }
}
