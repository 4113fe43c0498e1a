import BroadsideCore

extension Command {
    /// Parses one line from a client speaking protocol `version`. Returns nil for a blank line,
    /// which gets no reply (PROTOCOL.md 3.1).
    public static func parse(_ line: String, version: Int) throws(ProtocolError) -> Command? {
        let words = line.protocolWords
        guard let first = words.first else { return nil }
        guard words.count <= ProtocolLimits.words else {
            throw ProtocolError(.tooManyWords, "more than \(ProtocolLimits.words) words in one line")
        }
        let name = first.asciiUppercased
        guard CommandSyntax.isCommand(name, of: version) else { throw unknownCommand(first) }
        var arguments = Arguments(command: name, words: words.dropFirst())
        let command: Command
        switch name {
        case "HELLO":
            let versionWord = try arguments.take()
            let nameWord = try arguments.take()
            guard !versionWord.isEmpty, versionWord.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                throw arguments.syntaxError("the version must be a number, like 1")
            }
            // A number too large for Int is still a version, one that no server speaks.
            let version = Int(versionWord) ?? Int.max
            guard isValidName(nameWord) else { throw badName(nameWord) }
            command = .hello(version: version, name: String(nameWord))
        case "NEW":
            command = try parseNew(&arguments)
        case "JOIN":
            let code = try arguments.take()
            guard let gameCode = GameCode(code) else {
                throw ProtocolError(.noSuchGame, "'\(code)' is not a game code; codes are 6 characters like K7QX3M")
            }
            let playerName = arguments.takeIfPresent()
            if let playerName, !isValidName(playerName) { throw badName(playerName) }
            command = .join(gameCode, name: playerName.map(String.init))
        case "RESUME":
            let word = try arguments.take()
            guard let token = SeatToken(word) else { throw ProtocolError(.badToken, "no seat has this token") }
            command = .resume(token)
        case "GAMES": command = .games
        case "STATE": command = .state(try arguments.takeReference())
        case "PLACE": command = try parsePlace(&arguments)
        case "REMOVE": command = try parseRemove(&arguments)
        case "READY": command = .ready(try arguments.takeReference())
        case "FIRE":
            let reference = try arguments.takeReference()
            guard !arguments.isEmpty else { throw arguments.syntaxError("name at least one cell to fire at") }
            var targets: [Coordinate] = []
            while let word = arguments.takeIfPresent() { targets.append(try coordinate(word)) }
            command = .fire(reference, targets)
        case "FORFEIT": command = .forfeit(try arguments.takeReference())
        case "CLAIM": command = .claim(try arguments.takeReference())
        case "REMATCH": command = .rematch(try arguments.takeReference())
        case "DECLINE": command = .decline(try arguments.takeReference())
        case "LEAVE": command = .leave(try arguments.takeReference())
        case "PING":
            let word = arguments.takeIfPresent()
            if let word, word.utf8.count > ProtocolLimits.pingWordBytes {
                throw arguments.syntaxError("a PING word has at most \(ProtocolLimits.pingWordBytes) bytes")
            }
            command = .ping(word.map(String.init))
        case "HELP": command = .help
        case "QUIT": command = .quit
        default:
            throw unknownCommand(first)
        }
        try arguments.finish()
        return command
    }

    private static func parseNew(_ arguments: inout Arguments) throws(ProtocolError) -> Command {
        var variant: Rules.Variant?
        var opponent: Opponent?
        var apart = false
        while let word = arguments.takeIfPresent() {
            let keyword = word.asciiLowercased
            if let value = Rules.Variant(rawValue: keyword), variant == nil {
                variant = value
            } else if let value = Opponent(rawValue: keyword), opponent == nil {
                opponent = value
            } else if keyword == "apart", !apart {
                apart = true
            } else {
                throw arguments.syntaxError("'\(word)' is not an option here")
            }
        }
        return .new(rules: Rules(variant: variant ?? .classic, shipsMayTouch: !apart), opponent: opponent ?? .human)
    }

    private static func parsePlace(_ arguments: inout Arguments) throws(ProtocolError) -> Command {
        let reference = try arguments.takeReference()
        let words = arguments.takeAll()
        if words.count == 1, words[0].asciiLowercased == "random" { return .place(reference, .random) }
        guard !words.isEmpty else { throw arguments.syntaxError("name a ship to place") }
        if words.count == 3, !words[0].contains(":") {
            return .place(reference, .ships([try ShipPlacement(parsingShip: words[0], cell: words[1], direction: words[2])]))
        }
        var placements: [ShipPlacement] = []
        for word in words {
            let parts = word.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 3 else {
                throw arguments.syntaxError("'\(word)' is not a placement: write cruiser:B2:V, or for one ship cruiser B2 V")
            }
            placements.append(try ShipPlacement(parsingShip: parts[0], cell: parts[1], direction: parts[2]))
        }
        return .place(reference, .ships(placements))
    }

    private static func parseRemove(_ arguments: inout Arguments) throws(ProtocolError) -> Command {
        let reference = try arguments.takeReference()
        let words = arguments.takeAll()
        guard !words.isEmpty else { throw arguments.syntaxError("name a ship, or all") }
        if words[0].asciiLowercased == "all" {
            // The keyword, not a ship name: what follows it is a word too many (PROTOCOL.md 4.2, step 5).
            guard words.count == 1 else { throw arguments.syntaxError("'all' takes no ship after it") }
            return .remove(reference, .all)
        }
        var kinds: [ShipKind] = []
        for word in words { kinds.append(try ship(word)) }
        return .remove(reference, .ships(kinds))
    }

    fileprivate static func ship(_ name: Substring) throws(ProtocolError) -> ShipKind {
        guard let kind = ShipKind(name: name) else {
            let names = ShipKind.allCases.map(\.rawValue).joined(separator: ", ")
            throw ProtocolError(.notInFleet, "'\(name)' is not a ship; the fleet is \(names)")
        }
        return kind
    }

    fileprivate static func coordinate(_ word: Substring) throws(ProtocolError) -> Coordinate {
        do {
            return try Coordinate(parsing: word)
        } catch {
            throw ProtocolError(.badCoordinate, error.description)
        }
    }

    private static func unknownCommand(_ word: Substring) -> ProtocolError {
        ProtocolError(.unknownCommand, "unknown command '\(word)'; HELP lists the commands")
    }

    private static func badName(_ name: Substring) -> ProtocolError {
        guard name != "-" else { return ProtocolError(.badName, "'-' alone is not a name: it stands for nobody") }
        return ProtocolError(.badName, "'\(name)' is not a name: use 1-16 letters a-z and A-Z, digits, '_', '-' or '.'")
    }
}

extension ShipPlacement {
    /// From the three words of `PLACE <ref> <ship> <cell> <H|V>`, or the three parts of
    /// `ship:cell:dir`, read from the left: the error is that of the first part that is wrong (PROTOCOL.md 7.6).
    public init(parsingShip ship: some StringProtocol, cell: some StringProtocol, direction: some StringProtocol) throws(ProtocolError) {
        let kind = try Command.ship(Substring(ship))
        let origin = try Command.coordinate(Substring(cell))
        guard let orientation = Orientation(token: direction) else {
            throw ProtocolError(.syntax, "'\(direction)' is not a direction; use H (across) or V (down)")
        }
        self.init(kind, at: origin, orientation)
    }
}

/// The words after a command's name, taken in order.
private struct Arguments {
    let command: String
    var words: ArraySlice<Substring>

    var isEmpty: Bool { words.isEmpty }

    mutating func take() throws(ProtocolError) -> Substring {
        guard let word = words.popFirst() else { throw syntaxError("missing arguments") }
        return word
    }

    mutating func takeIfPresent() -> Substring? { words.popFirst() }

    mutating func takeAll() -> [Substring] {
        defer { words = [] }
        return Array(words)
    }

    mutating func takeReference() throws(ProtocolError) -> SeatReference {
        let word = try take()
        guard let reference = SeatReference(word) else {
            throw ProtocolError(.notSeated, "'\(word)' does not name a game: use its code, like K7QX3M or K7QX3M/A")
        }
        return reference
    }

    func finish() throws(ProtocolError) {
        guard words.isEmpty else { throw syntaxError("too many arguments") }
    }

    func syntaxError(_ problem: String) -> ProtocolError {
        ProtocolError(.syntax, "\(problem); usage: \(CommandSyntax.usage(of: command))")
    }
}
