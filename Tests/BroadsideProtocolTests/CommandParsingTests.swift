import BroadsideCore
import BroadsideProtocol
import Testing

@Suite struct CommandParsingTests {
    static let code = GameCode("K7QX3M")!  // a valid literal code
    static let token = SeatToken("0123456789abcdef0123456789abcdef")!  // 32 hex digits

    static let valid: [(String, Command)] = [
        ("HELLO 1 ann", .hello(version: 1, name: "ann")),
        ("hello 2 Bob-2.x", .hello(version: 2, name: "Bob-2.x")),
        ("NEW", .new(rules: .classic, opponent: .human)),
        ("new salvo computer", .new(rules: .salvo, opponent: .computer)),
        ("NEW computer apart", .new(rules: Rules(variant: .classic, shipsMayTouch: false), opponent: .computer)),
        ("JOIN k7qx3m", .join(code, name: nil)),
        ("JOIN K7QX3M bob", .join(code, name: "bob")),
        ("RESUME 0123456789ABCDEF0123456789ABCDEF", .resume(token)),
        ("GAMES", .games),
        ("STATE K7QX3M/a", .state(SeatReference(code, .a))),
        ("PLACE K7QX3M carrier A1 h", .place(SeatReference(code), .ships([ShipPlacement(.carrier, at: Coordinate(row: 0, column: 0)!, .horizontal)]))),
        ("PLACE K7QX3M cruiser:B2:V destroyer:J9:H", .place(SeatReference(code), .ships([
            ShipPlacement(.cruiser, at: Coordinate(row: 1, column: 1)!, .vertical),
            ShipPlacement(.destroyer, at: Coordinate(row: 9, column: 8)!, .horizontal),
        ]))),
        ("PLACE K7QX3M RANDOM", .place(SeatReference(code), .random)),
        ("REMOVE K7QX3M all", .remove(SeatReference(code), .all)),
        ("REMOVE K7QX3M cruiser submarine", .remove(SeatReference(code), .ships([.cruiser, .submarine]))),
        ("READY K7QX3M", .ready(SeatReference(code))),
        ("FIRE K7QX3M/B b7", .fire(SeatReference(code, .b), [Coordinate(row: 1, column: 6)!])),
        ("FIRE K7QX3M A1 J10", .fire(SeatReference(code), [Coordinate(row: 0, column: 0)!, Coordinate(row: 9, column: 9)!])),
        ("FORFEIT K7QX3M", .forfeit(SeatReference(code))),
        ("CLAIM K7QX3M", .claim(SeatReference(code))),
        ("REMATCH K7QX3M", .rematch(SeatReference(code))),
        ("decline K7QX3M/b", .decline(SeatReference(code, .b))),
        ("LEAVE K7QX3M", .leave(SeatReference(code))),
        ("PING", .ping(nil)),
        ("PING hello", .ping("hello")),
        ("  HELP  ", .help),
        ("QUIT", .quit),
    ]

    @Test(arguments: valid)
    func parses(line: String, command: Command) throws {
        #expect(try Command.parse(line, version: ProtocolLimits.version) == command)
    }

    @Test(arguments: valid.map(\.1))
    func printsWhatItParses(command: Command) throws {
        #expect(try Command.parse(command.description, version: ProtocolLimits.version) == command)
    }

    @Test func wordsAreSplitAtSpacesOnly() {
        #expect("  FIRE   K7QX3M  B7 ".protocolWords == ["FIRE", "K7QX3M", "B7"])
        // A combining mark after a space makes one character with it, but the space still ends a word.
        #expect("PING \u{301}x".protocolWords.map(String.init) == ["PING", "\u{301}x"])
        #expect("HELLO 1 名前\tx".protocolWords == ["HELLO", "1", "名前\tx"])
        #expect("".protocolWords.isEmpty && "   ".protocolWords.isEmpty)
    }

    @Test func blankLinesAreNotCommands() throws {
        #expect(try Command.parse("", version: ProtocolLimits.version) == nil)
        #expect(try Command.parse("    ", version: ProtocolLimits.version) == nil)
    }

    static let invalid: [(String, ErrorCode)] = [
        ("JUMP", .unknownCommand),
        // Case-insensitive in ASCII only: Unicode's mappings make these STATE, FIRE, PING, GAMES, QUIT.
        ("ſtate K7QX3M/A", .unknownCommand),
        ("ﬁre K7QX3M/A B7", .unknownCommand),
        ("pıng", .unknownCommand),
        ("gameſ", .unknownCommand),
        ("quıt", .unknownCommand),
        ("NEW claſſic", .syntax),
        ("HELLO", .syntax),
        ("HELLO x ann", .syntax),
        ("HELLO 1 ann extra", .syntax),
        ("HELLO 1 an/n", .badName),
        ("HELLO 1 seventeen-letters", .badName),
        ("HELLO 1 -", .badName),
        ("JOIN K7QX3M -", .badName),
        ("NEW classic salvo", .syntax),
        ("NEW banana", .syntax),
        ("JOIN 12345", .noSuchGame),
        ("JOIN K7QX3M bad!name", .badName),
        ("RESUME abc", .badToken),
        ("STATE", .syntax),
        ("STATE K7QX3M/C", .notSeated),
        ("PLACE K7QX3M", .syntax),
        ("PLACE K7QX3M banana A1 H", .notInFleet),
        ("PLACE K7QX3M carrier K1 H", .badCoordinate),
        ("PLACE K7QX3M carrier A1 X", .syntax),
        ("PLACE K7QX3M carrier:A1", .syntax),
        ("REMOVE K7QX3M", .syntax),
        ("REMOVE K7QX3M all destroyer", .syntax),
        ("REMOVE K7QX3M ALL all", .syntax),
        ("REMOVE K7QX3M destroyer all", .notInFleet),
        ("PLACE K7QX3M random destroyer", .syntax),
        ("FIRE K7QX3M", .syntax),
        ("FIRE K7QX3M A0", .badCoordinate),
        ("FIRE K7QX3M A11", .badCoordinate),
        ("PING a b", .syntax),
        ("GAMES now", .syntax),
        ((["PING"] + Array(repeating: "x", count: 24)).joined(separator: " "), .tooManyWords),
    ]

    /// A name's letters are ASCII ones (PROTOCOL.md 5.3): the refusal says so, as `é` is a letter too.
    @Test func aBadNameIsToldWhichLettersANameHolds() {
        #expect {
            _ = try Command.parse("HELLO 1 Zoë", version: ProtocolLimits.version)
        } throws: { error in
            "\(error)".contains("'Zoë' is not a name: use 1-16 letters a-z and A-Z, digits, '_', '-' or '.'")
        }
    }

    @Test(arguments: invalid)
    func refuses(line: String, code: ErrorCode) {
        #expect {
            _ = try Command.parse(line, version: ProtocolLimits.version)
        } throws: { error in
            (error as? ProtocolError)?.code == code
        }
    }

    /// `DECLINE` is a command of version 2 (PROTOCOL.md 15): to a connection of version 1 it is no
    /// command at all, whatever its arguments, as it was before version 2.
    @Test(arguments: ["DECLINE K7QX3M", "decline", "DECLINE K7QX3M/C extra"])
    func aCommandOfALaterVersionIsUnknownToAnEarlierOne(line: String) {
        #expect {
            _ = try Command.parse(line, version: 1)
        } throws: { error in
            (error as? ProtocolError)?.code == .unknownCommand
        }
    }

    @Test func theCommandsOfEachVersion() throws {
        #expect(try Command.parse("DECLINE K7QX3M", version: 2) == .decline(SeatReference(Self.code)))
        #expect(!CommandSyntax.commands(of: 1).contains { $0.name == "DECLINE" })
        #expect(CommandSyntax.commands(of: 2).map(\.name) == CommandSyntax.all.map(\.name))
        #expect(CommandSyntax.commands(of: 1).count == CommandSyntax.all.count - 1)
    }

    /// A client says `HELLO` with the highest version both it and the server's greeting list.
    @Test func theVersionSpokenIsTheHighestBothList() {
        #expect(ProtocolLimits.version(agreedWith: [1]) == 1)
        #expect(ProtocolLimits.version(agreedWith: [1, 2]) == 2)
        #expect(ProtocolLimits.version(agreedWith: [2, 1, 7]) == 2)
        #expect(ProtocolLimits.version(agreedWith: [7]) == nil)
    }

    @Test func syntaxErrorsQuoteTheUsage() {
        #expect {
            _ = try Command.parse("FIRE K7QX3M", version: ProtocolLimits.version)
        } throws: { error in
            (error as? ProtocolError)?.text.contains("usage: FIRE <ref> <cell>...") == true
        }
    }
}
