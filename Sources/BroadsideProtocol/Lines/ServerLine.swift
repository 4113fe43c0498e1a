/// One line from the server, in the general form every kind shares (PROTOCOL.md 4):
/// a marker, a name, words (some of them `key=value` fields) and optional free text after `:`.
public struct ServerLine: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable, CaseIterable {
        case ok = "OK"
        case err = "ERR"
        case bye = "BYE"
        case event = "*"
        case data = "+"
    }

    public var kind: Kind
    /// The command of an `OK`, the code of an `ERR` or `BYE`, the event or data kind.
    public var name: String
    /// The words after the name, fields included, in order.
    public var words: [String]
    /// Free text for people, after ` :`.
    public var text: String?

    public init(_ kind: Kind, _ name: String, _ words: [String] = [], text: String? = nil) {
        self.kind = kind
        self.name = name
        self.words = words
        self.text = text
    }

    public static func ok(_ command: String, _ words: [String] = [], text: String? = nil) -> ServerLine {
        ServerLine(.ok, command, words, text: text)
    }

    public static func err(_ code: ErrorCode, fields: [Field] = [], text: String) -> ServerLine {
        ServerLine(.err, code.rawValue, fields.map(\.description), text: text).fittingText()
    }

    public static func bye(_ code: ByeCode, fields: [Field] = [], text: String) -> ServerLine {
        ServerLine(.bye, code.rawValue, fields.map(\.description), text: text).fittingText()
    }

    /// The line with its free text cut short, ending in `…`, so that with its LF it fits the line
    /// limit (PROTOCOL.md 3.3): error texts quote what the client sent, which may be nearly that long.
    func fittingText() -> ServerLine {
        let excess = description.utf8.count + 1 - ProtocolLimits.lineBytes
        guard excess > 0, let text else { return self }
        let ellipsis = "…"
        let budget = text.utf8.count - excess - ellipsis.utf8.count
        var kept = ""
        for character in text {
            guard kept.utf8.count + character.utf8.count <= budget else { break }
            kept.append(character)
        }
        var fitted = self
        fitted.text = kept + ellipsis
        return fitted
    }

    public static func data(_ kind: String, _ words: [String]) -> ServerLine {
        ServerLine(.data, kind, words)
    }

    /// True for the lines that end a command: `OK`, `ERR`, `BYE`.
    public var isFinal: Bool { kind == .ok || kind == .err || kind == .bye }

    /// The words that are `key=value` fields.
    public var fields: [Field] { words.compactMap { Field(word: $0) } }

    /// The words that are not fields.
    public var positional: [String] { words.filter { !$0.contains("=") } }

    /// The value of the first field with this key.
    public subscript(field key: String) -> String? {
        fields.first { $0.key == key }?.value
    }

    /// The line as sent, without its LF.
    public var description: String {
        var line = kind.rawValue
        line.append(" ")
        line.append(name)
        for word in words {
            line.append(" ")
            line.append(word)
        }
        if let text {
            line.append(" :")
            line.append(text)
        }
        return line
    }

    /// Reads a line as sent by a server; nil when it does not start with a known marker and a name.
    public init?(parsing source: some StringProtocol) {
        let line = String(source)
        var words = line.protocolWords[...]
        guard let marker = words.popFirst(), let kind = Kind(rawValue: String(marker)),
              let name = words.popFirst(), !name.hasPrefix(":")
        else { return nil }
        self.init(kind, String(name))
        while let word = words.first, !word.hasPrefix(":") {
            self.words.append(String(word))
            words.removeFirst()
        }
        if let textStart = words.first {
            // Free text keeps its spaces: take everything after the colon to the end of the line.
            text = String(line[line.index(after: textStart.startIndex)...])
        }
    }
}
