import BroadsideProtocol

/// What `LineFramer` must make of a byte stream, worked out the plain way (PROTOCOL.md 3.1, 3.3):
/// split at every LF; a line of 512 bytes or more with its LF is `LINE_TOO_LONG` (once, however
/// long); otherwise one CR before the LF is dropped, then bytes that are not UTF-8 are
/// `BAD_ENCODING`, and a byte below 0x20 or 0x7F, or the UTF-8 of a C1 control (C2 80 to C2 9F)
/// or of a line or paragraph separator (E2 80 A8, E2 80 A9), is `CONTROL_CHARACTER`. A last line
/// without its LF is still pending, unless it is already too long.
public enum FramingOracle {
    public struct Expectation: Hashable, Sendable {
        public var lines: [FramedLine] = []
        /// True when bytes of an unfinished line are waiting (or being dropped).
        public var pending = false
    }

    public static func expected(_ bytes: [UInt8], maximumLineBytes: Int = ProtocolLimits.lineBytes) -> Expectation {
        var expectation = Expectation()
        var segments = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let unfinished = segments.removeLast()
        for segment in segments {
            expectation.lines.append(judge(segment, maximumLineBytes: maximumLineBytes))
        }
        if unfinished.count >= maximumLineBytes {
            expectation.lines.append(.rejected(.lineTooLong))
        }
        expectation.pending = !unfinished.isEmpty
        return expectation
    }

    private static func judge(_ segment: ArraySlice<UInt8>, maximumLineBytes: Int) -> FramedLine {
        guard segment.count + 1 <= maximumLineBytes else { return .rejected(.lineTooLong) }
        let content = segment.last == UInt8(ascii: "\r") ? segment.dropLast() : segment
        let decoded = String(decoding: content, as: UTF8.self)
        // Decoding replaces what is not UTF-8, so a round trip that changes the bytes means bad bytes.
        guard decoded.utf8.elementsEqual(content) else { return .rejected(.badEncoding) }
        guard !content.contains(where: { $0 < 0x20 || $0 == 0x7F }), !holdsEncodedControl(Array(content)) else {
            return .rejected(.controlCharacter)
        }
        return .line(decoded)
    }

    /// In valid UTF-8, C2 and E2 only ever lead a character, so the sequences can be matched as bytes.
    private static func holdsEncodedControl(_ bytes: [UInt8]) -> Bool {
        bytes.indices.contains { index in
            let next = bytes.dropFirst(index + 1).prefix(2)
            switch bytes[index] {
            case 0xC2: return next.first.map { (0x80...0x9F).contains($0) } ?? false
            case 0xE2: return next.elementsEqual([0x80, 0xA8]) || next.elementsEqual([0x80, 0xA9])
            default: return false
            }
        }
    }
}
