/// Turns the bytes a terminal sends for key presses into keys, without I/O. A read may end inside
/// an escape sequence (`ESC [ A` for up, `ESC O A` in application mode) or a multi-byte character
/// when the link is slow, as over ssh: the unfinished bytes wait for the next read. A lone ESC is
/// the Escape key only once nothing follows it, so whoever reads calls `flush()` when no byte has
/// come for a while (`wait(escapeWait:)`) while `isWaiting`. What the terminal brackets as pasted
/// (`ESC [ 200 ~` … `ESC [ 201 ~`, once `ESC [ ? 2004 h` turned it on) is one key, `.paste`, however
/// many reads it spans: its characters are no commands.
struct KeyDecoder: Sendable {
    /// How long a lone ESC waits for the rest of a sequence: room for a slow link's jitter between
    /// the parts of one key press, yet too short for a person to feel Escape lag (vim's
    /// `ttimeoutlen` is the same).
    static let defaultEscapeWait: Duration = .milliseconds(100)
    /// The longest wait `ESCDELAY` may ask for: a minute of lag on Escape is a mistake.
    static let longestEscapeWait = 60_000
    /// An escape sequence longer than any a key sends is garbage: it is skipped, not kept waiting
    /// for its end.
    static let maximumSequenceLength = 16
    /// How long a paste waits for its end: a terminal sends it with the rest, so a paste left open
    /// longer is one whose end was lost, and it would otherwise take every key after it, Ctrl-C too.
    static let pasteWait: Duration = .seconds(1)
    /// The most a paste holds: no name or code needs more, and one whose end was lost while keys
    /// keep coming (each within `pasteWait` of the last) ends here instead of taking them all.
    static let maximumPasteBytes = 1 << 16
    static let pasteStart: [UInt8] = Array("\u{1B}[200~".utf8)
    static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)
    /// An X10 mouse report, `ESC [ M` then button, column and row, each a byte: left over from a
    /// program that turned mouse reporting on, and no key (a left click's button byte is a space).
    static let mouseReportLength = 6

    /// The wait `ESCDELAY` asks for in milliseconds, as it does of programs built on ncurses, for a
    /// link slower still; else the default.
    static func escapeWait(environment: [String: String]) -> Duration {
        guard let milliseconds = environment["ESCDELAY"].flatMap(Int.init), (0...longestEscapeWait).contains(milliseconds) else {
            return defaultEscapeWait
        }
        return .milliseconds(milliseconds)
    }

    private var unfinished: [UInt8] = []
    /// The bytes pasted so far, while a paste is under way.
    private var pasted: [UInt8]?

    init() {}

    /// Whether bytes of an unfinished key or paste wait for the next read (or `flush()`).
    var isWaiting: Bool { !unfinished.isEmpty || pasted != nil }

    /// How long to wait for the next read before `flush()`, while `isWaiting`.
    func wait(escapeWait: Duration) -> Duration {
        pasted == nil ? escapeWait : max(escapeWait, Self.pasteWait)
    }

    /// The keys completed by `bytes`, the next read.
    mutating func keys(from bytes: [UInt8]) -> [Key] {
        decode(unfinished + bytes, final: false)
    }

    /// The keys of the bytes left waiting, when nothing more has come: a lone ESC is Escape, the
    /// rest of an unfinished sequence or character is dropped, a paste ends with what came of it.
    mutating func flush() -> [Key] {
        if let pasted {
            self.pasted = nil
            return [Self.paste(pasted[...])]
        }
        return decode(unfinished, final: true)
    }

    private enum Piece {
        /// A key, or nil for bytes that are none (an unknown sequence), and how many bytes it took.
        case complete(Key?, length: Int)
        /// The start of a paste, and how many bytes it took.
        case pasteStarts(length: Int)
        case unfinished
    }

    private mutating func decode(_ bytes: [UInt8], final: Bool) -> [Key] {
        var keys: [Key] = []
        var rest = bytes[...]
        unfinished = []
        while !rest.isEmpty {
            if pasted != nil {
                guard let paste = takePaste(from: &rest) else { return keys }
                keys.append(paste)
                continue
            }
            switch Self.decodeOne(rest, final: final) {
            case .complete(let key, let length):
                if let key { keys.append(key) }
                rest = rest.dropFirst(max(length, 1))
            case .pasteStarts(let length):
                pasted = []
                rest = rest.dropFirst(length)
            case .unfinished:
                unfinished = Array(rest)
                return keys
            }
        }
        return keys
    }

    /// Adds `bytes` to the paste under way; at its end, the paste, with `bytes` left what follows it.
    private mutating func takePaste(from bytes: inout ArraySlice<UInt8>) -> Key? {
        let before = pasted ?? []
        // The end may have begun in the last read.
        let searchFrom = max(0, before.count - (Self.pasteEnd.count - 1))
        let all = before + bytes
        bytes = []
        guard let end = all[searchFrom...].firstRange(of: Self.pasteEnd) else {
            guard all.count > Self.maximumPasteBytes else {
                pasted = all
                return nil
            }
            pasted = nil
            bytes = all[(all.startIndex + Self.maximumPasteBytes)...]
            return Self.paste(all.prefix(Self.maximumPasteBytes))
        }
        pasted = nil
        bytes = all[end.upperBound...]
        return Self.paste(all[..<end.lowerBound])
    }

    /// What was pasted: its text, a byte that makes no character replaced.
    private static func paste(_ bytes: ArraySlice<UInt8>) -> Key {
        .paste(String(decoding: bytes, as: UTF8.self))
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
        if let report = mouseReport(bytes, final: final) { return report }
        if bytes.starts(with: pasteStart) { return .pasteStarts(length: pasteStart.count) }
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
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "Z"): .backTab
        case UInt8(ascii: "~"): numberedKey(bytes[(start + 2)..<end])
        default: nil
        }
        return .complete(key, length: end - start + 1)
    }

    /// The key of `ESC [ <n> ~` by its first parameter (a modifier may follow it, `5;5` for
    /// Ctrl-PgUp): terminals disagree on Home and End, sending 1 and 4 (xterm's VT220 keys, tmux)
    /// or 7 and 8 (rxvt).
    private static func numberedKey(_ parameters: ArraySlice<UInt8>) -> Key? {
        switch Array(parameters.prefix { $0 != UInt8(ascii: ";") }) {
        case Array("1".utf8), Array("7".utf8): .home
        case Array("4".utf8), Array("8".utf8): .end
        case Array("5".utf8): .pageUp
        case Array("6".utf8): .pageDown
        default: nil
        }
    }

    /// An X10 mouse report, skipped whole once its bytes have come; nil for any other sequence.
    private static func mouseReport(_ bytes: ArraySlice<UInt8>, final: Bool) -> Piece? {
        guard bytes.dropFirst().prefix(2).elementsEqual(Array("[M".utf8)) else { return nil }
        guard bytes.count >= mouseReportLength || final else { return .unfinished }
        return .complete(nil, length: min(bytes.count, mouseReportLength))
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
