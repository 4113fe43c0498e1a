/// Splits a byte stream into protocol lines (PROTOCOL.md 3.1, 3.3) without doing any I/O:
/// `append` the bytes as they arrive, then take lines with `next()` until it returns nil.
///
/// Memory stays bounded: an overlong line is reported as soon as it passes the limit and its
/// remaining bytes are dropped up to the next LF.
public struct LineFramer: Sendable {
    /// Longest accepted line, including its LF.
    public let maximumLineBytes: Int
    private var buffer: [UInt8] = []
    /// Start of the first line not yet returned.
    private var lineStart = 0
    /// Bytes before this index have been searched for a LF.
    private var scanned = 0
    /// True while dropping the rest of an overlong line.
    private var discarding = false

    public init(maximumLineBytes: Int = ProtocolLimits.lineBytes) {
        self.maximumLineBytes = maximumLineBytes
    }

    /// True when part of a line has arrived but not its LF.
    public var hasPartialLine: Bool { lineStart < buffer.count || discarding }

    /// True while the rest of a line already rejected as too long is dropped: that line has not
    /// ended, and is still timed as a line started (PROTOCOL.md 3.3).
    public var isDiscarding: Bool { discarding }

    /// Bytes received and not yet returned as lines.
    public var pendingByteCount: Int { buffer.count - lineStart }

    public mutating func append(_ bytes: some Sequence<UInt8>) {
        if lineStart > 0 {
            // Drop the lines already returned, once per append rather than once per line.
            buffer.removeSubrange(..<lineStart)
            scanned -= lineStart
            lineStart = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next complete line, a rejected line, or nil when more bytes are needed.
    public mutating func next() -> FramedLine? {
        while true {
            guard let newline = buffer[scanned...].firstIndex(of: UInt8(ascii: "\n")) else {
                scanned = buffer.count
                guard buffer.count - lineStart >= maximumLineBytes else { return nil }
                // No LF within the limit: drop what we have and report once per line.
                buffer.removeAll(keepingCapacity: true)
                lineStart = 0
                scanned = 0
                if discarding { return nil }
                discarding = true
                return .rejected(.lineTooLong)
            }
            let content = buffer[lineStart..<newline]
            lineStart = newline + 1
            scanned = lineStart
            if discarding {
                // The tail of an overlong line, already reported.
                discarding = false
                continue
            }
            if content.count + 1 > maximumLineBytes { return .rejected(.lineTooLong) }
            return Self.decode(content.last == UInt8(ascii: "\r") ? content.dropLast() : content)
        }
    }

    /// C0 and C1 controls and DEL, and the separators that end a line for Unicode: a line that
    /// holds one would be two lines to a client that splits by Unicode's rules.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
        default: false
        }
    }

    private static func decode(_ bytes: ArraySlice<UInt8>) -> FramedLine {
        guard let text = String(validating: bytes, as: UTF8.self) else { return .rejected(.badEncoding) }
        if text.unicodeScalars.contains(where: isControl) { return .rejected(.controlCharacter) }
        return .line(text)
    }
}

/// One unit out of the framer.
public enum FramedLine: Hashable, Sendable {
    /// A complete line, without its LF (or CRLF).
    case line(String)
    /// A line that broke a framing rule; the caller answers with this error and carries on.
    case rejected(ProtocolError)

    /// Empty or only spaces: a line that gets no reply (PROTOCOL.md 3.1).
    public var isBlank: Bool {
        guard case .line(let text) = self else { return false }
        return text.utf8.allSatisfy { $0 == UInt8(ascii: " ") }
    }
}
