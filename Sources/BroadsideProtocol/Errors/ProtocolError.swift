/// A recoverable error: the `ERR` reply a command gets when nothing was done (PROTOCOL.md 4.2).
public struct ProtocolError: Error, Hashable, Sendable, CustomStringConvertible {
    public let code: ErrorCode
    /// Machine-readable details, such as `expected=3` for `WRONG_SHOT_COUNT`.
    public let fields: [Field]
    /// For people; may change between versions.
    public let text: String

    public init(_ code: ErrorCode, _ text: String, fields: [Field] = []) {
        self.code = code
        self.text = text
        self.fields = fields
    }

    /// The `ERR` line.
    public var line: ServerLine { .err(code, fields: fields, text: text) }

    public var description: String { line.description }

    public static let lineTooLong = ProtocolError(
        .lineTooLong, "line longer than \(ProtocolLimits.lineBytes) bytes; it was dropped")
    public static let badEncoding = ProtocolError(.badEncoding, "line is not valid UTF-8; it was dropped")
    public static let controlCharacter = ProtocolError(
        .controlCharacter, "line holds a control character (tab, NUL, ESC, NEL, ...) or a line separator; it was dropped")
}
