/// Turns the bytes a terminal sends for key presses into keys, without I/O. A read may end inside
/// an escape sequence (`ESC [ A` for up, `ESC O A` in application mode) or a multi-byte character
/// when the link is slow, as over ssh: the unfinished bytes wait for the next read. A lone ESC is
/// the Escape key only once nothing follows it, so whoever reads calls `flush()` when no byte has
/// come for a while (`escapeWait(environment:)`) while `isWaiting`.
public struct KeyDecoder: Sendable {
    /// How long a lone ESC waits for the rest of a sequence: room for a slow link's jitter between
    /// the parts of one key press, yet too short for a person to feel Escape lag (vim's
    /// `ttimeoutlen` is the same).
    static let defaultEscapeWait: Duration = .milliseconds(100)
    /// The longest wait `ESCDELAY` may ask for: a minute of lag on Escape is a mistake.
    static let longestEscapeWait = 60_000
    /// An escape sequence longer than any a key sends is garbage: it is skipped, not kept waiting
    /// for its end.
    static let maximumSequenceLength = 16

    /// The wait `ESCDELAY` asks for in milliseconds, as it does of programs built on ncurses, for a
    /// link slower still; else the default.
    public static func escapeWait(environment: [String: String]) -> Duration {
        guard let milliseconds = environment["ESCDELAY"].flatMap(Int.init), (0...longestEscapeWait).contains(milliseconds) else {
            return defaultEscapeWait
        }
        return .milliseconds(milliseconds)
    }

    private var unfinished: [UInt8] = []

    public init() {}

    /// Whether bytes of an unfinished key wait for the next read (or `flush()`).
    public var isWaiting: Bool { !unfinished.isEmpty }

    /// The keys completed by `bytes`, the next read.
    public mutating func keys(from bytes: [UInt8]) -> [Key] {
        decode(unfinished + bytes, final: false)
    }

    /// The keys of the bytes left waiting, when nothing more has come: a lone ESC is Escape, the
    /// rest of an unfinished sequence or character is dropped.
    public mutating func flush() -> [Key] {
        decode(unfinished, final: true)
    }

    private enum Piece {
        /// A key, or nil for bytes that are none (an unknown sequence), and how many bytes it took.
        case complete(Key?, length: Int)
        case unfinished
    }

    private mutating func decode(_ bytes: [UInt8], final: Bool) -> [Key] {
        var keys: [Key] = []
        var index = 0
        unfinished = []
        while index < bytes.count {
            switch Self.decodeOne(bytes[index...], final: final) {
            case .complete(let key, let length):
                if let key { keys.append(key) }
                index += max(length, 1)
            case .unfinished:
                unfinished = Array(bytes[index...])
                return keys
            }
        }
        return keys
    }

    private static func decodeOne(_ bytes: ArraySlice<UInt8>, final: Bool) -> Piece {
        let start = bytes.startIndex
        switch bytes[start] {
        case 0x1B: return escapeSequence(bytes, final: final)
        case 0x0D, 0x0A: return .complete(.enter, length: 1)
        case 0x7F, 0x08: return .complete(.backspace, length: 1)
        case 0x09: return .complete(.tab, length: 1)
        case 0x03: return .complete(.interrupt, length: 1)
        case 0x15: return .complete(.clearLine, length: 1)
        case 0x1A: return .complete(.suspend, length: 1)
        case 0x0C: return .complete(.redraw, length: 1)
        case 0x20...0x7E: return .complete(.character(Character(UnicodeScalar(bytes[start]))), length: 1)
        case 0xC0...0xFF: return utf8Character(bytes, final: final)
        default: return .complete(nil, length: 1)
        }
    }

    private static func escapeSequence(_ bytes: ArraySlice<UInt8>, final: Bool) -> Piece {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return final ? .complete(.escape, length: 1) : .unfinished }
        let introducer = bytes[start + 1]
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else { return .complete(.escape, length: 1) }
        // Parameters (digits and ';') then one final byte, as in `ESC [ 1 ; 5 A`.
        let limit = min(bytes.endIndex, start + maximumSequenceLength)
        var end = start + 2
        while end < limit, (0x30...0x3F).contains(bytes[end]) { end += 1 }
        guard end < limit else {
            return final || end - start == maximumSequenceLength ? .complete(nil, length: end - start) : .unfinished
        }
        let key: Key? = switch bytes[end] {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "Z"): .backTab
        default: nil
        }
        return .complete(key, length: end - start + 1)
    }

    /// A multi-byte character: kept, though no command uses one, so it is not read as garbage.
    private static func utf8Character(_ bytes: ArraySlice<UInt8>, final: Bool) -> Piece {
        let start = bytes.startIndex
        let lead = bytes[start]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard bytes.count >= length || final else { return .unfinished }
        let end = min(start + length, bytes.endIndex)
        guard let text = String(validating: bytes[start..<end], as: UTF8.self), let character = text.first else {
            return .complete(nil, length: end - start)
        }
        return .complete(.character(character), length: end - start)
    }
}
