/// Turns the bytes a terminal sends for key presses into keys, without I/O. Escape sequences
/// (`ESC [ A` for up, and the `ESC O A` form of application mode) arrive whole in one read on any
/// terminal of this century, so a lone ESC at the end of a read is the Escape key.
public enum KeyDecoder {
    public static func keys(from bytes: [UInt8]) -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < bytes.count {
            let (key, length) = decodeOne(bytes[index...])
            if let key { keys.append(key) }
            index += max(length, 1)
        }
        return keys
    }

    private static func decodeOne(_ bytes: ArraySlice<UInt8>) -> (Key?, Int) {
        let start = bytes.startIndex
        switch bytes[start] {
        case 0x1B: return escapeSequence(bytes)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x09: return (.tab, 1)
        case 0x03: return (.interrupt, 1)
        case 0x15: return (.clearLine, 1)
        case 0x1A: return (.suspend, 1)
        case 0x0C: return (.redraw, 1)
        case 0x20...0x7E: return (.character(Character(UnicodeScalar(bytes[start]))), 1)
        case 0xC0...0xFF: return utf8Character(bytes)
        default: return (nil, 1)
        }
    }

    private static func escapeSequence(_ bytes: ArraySlice<UInt8>) -> (Key?, Int) {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return (.escape, 1) }
        let introducer = bytes[start + 1]
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else { return (.escape, 1) }
        // Parameters (digits and ';') then one final byte, as in `ESC [ 1 ; 5 A`.
        var end = start + 2
        while end < bytes.endIndex, (0x30...0x3F).contains(bytes[end]) { end += 1 }
        guard end < bytes.endIndex else { return (nil, end - start) }
        let key: Key? = switch bytes[end] {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "Z"): .backTab
        default: nil
        }
        return (key, end - start + 1)
    }

    /// A multi-byte character: kept, though no command uses one, so it is not read as garbage.
    private static func utf8Character(_ bytes: ArraySlice<UInt8>) -> (Key?, Int) {
        let start = bytes.startIndex
        let lead = bytes[start]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        let end = min(start + length, bytes.endIndex)
        guard let text = String(validating: bytes[start..<end], as: UTF8.self), let character = text.first else {
            return (nil, end - start)
        }
        return (.character(character), end - start)
    }
}
