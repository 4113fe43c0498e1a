import BroadsideProtocol

/// What `Command.parse` may make of any line, in the newest version (PROTOCOL.md 3.2, 7, 12, 15):
/// nothing for a blank line, `TOO_MANY_WORDS` past 24 words, `UNKNOWN_COMMAND` for a name not in section 7, and
/// otherwise a command that prints back to a line parsing to the same command, or one of the
/// errors that command's words can earn. Names are case-insensitive; every error fits a line.
public enum CommandOracle {
    /// The errors each command's words (not the game's state) can earn.
    static let parseErrors: [String: Set<ErrorCode>] = [
        "HELLO": [.syntax, .badName],
        "NEW": [.syntax],
        "JOIN": [.syntax, .noSuchGame, .badName],
        "RESUME": [.syntax, .badToken],
        "GAMES": [.syntax], "HELP": [.syntax], "QUIT": [.syntax], "PING": [.syntax],
        "STATE": [.syntax, .notSeated], "READY": [.syntax, .notSeated], "FORFEIT": [.syntax, .notSeated],
        "CLAIM": [.syntax, .notSeated], "REMATCH": [.syntax, .notSeated], "LEAVE": [.syntax, .notSeated],
        "DECLINE": [.syntax, .notSeated],
        "PLACE": [.syntax, .notSeated, .notInFleet, .badCoordinate],
        "REMOVE": [.syntax, .notSeated, .notInFleet],
        "FIRE": [.syntax, .notSeated, .badCoordinate],
    ]

    /// The words of a line split as 3.2 says, at the scalar U+0020 (not at Characters: a space and
    /// a combining mark after it are one Character), and apart from the parser's own byte-wise split.
    static func words(of line: String) -> [String] {
        line.unicodeScalars.split(separator: " ").map { String(String.UnicodeScalarView($0)) }
    }

    /// The first rule `line` breaks, or nil.
    public static func problem(with line: String) -> String? {
        let words = words(of: line)
        let result = parsed(line)
        guard let first = words.first else {
            return result == .success(nil) ? nil : "a blank line was parsed as \(result)"
        }
        if words.count > ProtocolLimits.words { return expect(.tooManyWords, result, line) }
        // Folded in ASCII only (PROTOCOL.md 3.2): Unicode upper-cases `ſtate` to STATE, which names no command.
        let name = String(String.UnicodeScalarView(first.unicodeScalars.map { ("a"..."z").contains($0) ? Unicode.Scalar(UInt8($0.value - 32)) : $0 }))
        guard let allowed = parseErrors[name] else { return expect(.unknownCommand, result, line) }
        switch result {
        case .success(nil):
            return "'\(line)' was taken for a blank line"
        case .success(let command?):
            guard command.name == name else { return "'\(line)' was parsed as \(command.name)" }
            let again = parsed(command.description)
            guard again == .success(command) else { return "'\(command)' does not parse back to itself: \(again)" }
        case .failure(let error):
            guard allowed.contains(error.code) else { return "'\(line)' got \(error.code.rawValue), not one of \(allowed.map(\.rawValue).sorted())" }
            guard error.line.description.utf8.count < ProtocolLimits.lineBytes else { return "the error for '\(line)' is too long" }
        }
        // Case does not matter for the command name.
        let lowered = ([first.lowercased()] + words.dropFirst()).joined(separator: " ")
        let other = parsed(lowered)
        guard sameOutcome(result, other) else { return "'\(line)' and '\(lowered)' are parsed differently" }
        return nil
    }

    /// What the parser makes of `line` from a client of the newest version, which knows every command.
    private static func parsed(_ line: String) -> Result<Command?, ProtocolError> {
        Result { () throws(ProtocolError) in try Command.parse(line, version: ProtocolLimits.version) }
    }

    private static func expect(_ code: ErrorCode, _ result: Result<Command?, ProtocolError>, _ line: String) -> String? {
        if case .failure(let error) = result, error.code == code { return nil }
        return "'\(line.prefix(80))' should get \(code.rawValue), got \(result)"
    }

    private static func sameOutcome(_ lhs: Result<Command?, ProtocolError>, _ rhs: Result<Command?, ProtocolError>) -> Bool {
        switch (lhs, rhs) {
        case (.success(let left), .success(let right)): left == right
        case (.failure(let left), .failure(let right)): left.code == right.code
        default: false
        }
    }
}
