import BroadsideProtocol

/// What a whole server session must do with any input (PROTOCOL.md 3, 4, 6.2): a framing error
/// gets exactly its `ERR`; a blank line nothing; every other line exactly one final reply (the
/// parser's own error when it cannot parse), data lines only before it and events only after;
/// every line sent is a well-formed line within 512 bytes; a seat token appears in exactly one
/// line, the reply that made the seat; and every connection still open answers `PING`.
public enum SessionOracle {
    /// Two connections, Ann's and Bob's, each said `HELLO`; Ann created a salvo game and Bob
    /// joined it. With seed 1 the code is the spec's `JRZFFR` (PROTOCOL.md 14), so the spec's
    /// lines act on a real game.
    static let prologue: [(Int, String)] = [(0, "HELLO 1 ann"), (1, "HELLO 1 bob"), (0, "NEW salvo"), (1, "JOIN JRZFFR")]

    /// The rules `input` makes the session break; empty when it keeps them all. The input's
    /// lines go to the two connections in turn; a connection closed by a `BYE` is reopened.
    public static func problems(running input: [UInt8], seed: UInt64 = 1) -> [String] {
        var server = MemoryServer(connections: 2, seed: seed, start: .now)
        var problems: [String] = []
        for (index, line) in prologue {
            _ = server.receive(Array((line + "\n").utf8), on: index)
        }
        var segments = input.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Array($0) + [0x0A] }
        if let last = segments.indices.last { segments[last].removeLast() }
        var typed = ["", ""]
        for (number, segment) in segments.enumerated() {
            let index = number % 2
            typed[index] += String(decoding: segment, as: UTF8.self).lowercased()
            if !server.isOpen(index) { server.reopen(index) }
            let greeted = server.hasSaidHello(index)
            for exchange in server.receive(segment, on: index) {
                if let problem = problem(with: exchange, greeted: greeted) { problems.append(problem) }
            }
        }
        problems += tokenProblems(server.sent, typed: typed)
        for index in 0..<2 {
            _ = server.receive([0x0A], on: index)  // ends a line left unfinished
            if !server.isOpen(index) { server.reopen(index) }
            let answer = server.receive(Array("PING alive\n".utf8), on: index).flatMap(\.lines)
            if answer.map(\.description) != ["OK PING alive"] { problems.append("connection \(index) no longer answers PING: \(answer)") }
        }
        return problems
    }

    /// Before `HELLO`, only these of section 7's commands are answered; the others get
    /// `HELLO_FIRST` whatever their arguments (PROTOCOL.md 5.2).
    static let allowedBeforeHello: Set<String> = ["HELLO", "HELP", "PING", "QUIT"]

    static func problem(with exchange: MemoryServer.Exchange, greeted: Bool) -> String? {
        let lines = exchange.lines
        for line in lines {
            let text = line.description
            guard text.utf8.count < ProtocolLimits.lineBytes, ServerLine(parsing: text) != nil else {
                return "the server sent a malformed or overlong line: \(text.prefix(80))"
            }
        }
        let text: String
        switch exchange.framed {
        case .rejected(let error):
            return lines == [error.line] ? nil : "a line rejected with \(error.code.rawValue) got \(lines)"
        case .line(let line):
            text = line
        }
        let parsed = Result { () throws(ProtocolError) in try Command.parse(text, version: exchange.version) }
        if case .success(nil) = parsed { return lines.isEmpty ? nil : "a blank line got \(lines)" }
        if !greeted, mustWaitForHello(text, version: exchange.version) {
            return lines.map(\.name) == [ErrorCode.helloFirst.rawValue] ? nil : "'\(text.prefix(80))' before HELLO got \(lines)"
        }
        let finals = lines.indices.filter { lines[$0].isFinal }
        guard finals.count == 1, let final = finals.first else {
            return "'\(text.prefix(80))' got \(finals.count) final replies: \(lines)"
        }
        guard lines[..<final].allSatisfy({ $0.kind == .data }), lines[(final + 1)...].allSatisfy({ $0.kind == .event }) else {
            return "'\(text.prefix(80))' got its lines out of order: \(lines)"
        }
        if !exchange.afterHello, mustWaitForHello(text, version: exchange.version) {
            return lines[final].name == ErrorCode.helloFirst.rawValue ? nil : "'\(text.prefix(80))' before HELLO got \(lines[final])"
        }
        if exchange.afterHello, CommandOracle.words(of: text).first?.uppercased() == "HELLO" {
            // PROTOCOL.md 5.2: a second HELLO gets ALREADY_HELLO whatever its arguments.
            return lines[final].name == ErrorCode.alreadyHello.rawValue ? nil : "'\(text.prefix(80))' after HELLO got \(lines[final])"
        }
        if case .failure(let error) = parsed, lines[final] != error.line {
            return "'\(text.prefix(80))' should get \(error.line), got \(lines[final])"
        }
        return nil
    }

    /// PROTOCOL.md 5.2: before `HELLO`, a command of the version spoken until then other than
    /// `HELLO`, `HELP`, `PING` and `QUIT` gets `HELLO_FIRST` whatever its arguments.
    static func mustWaitForHello(_ text: String, version: Int) -> Bool {
        guard let name = CommandOracle.words(of: text).first?.uppercased() else { return false }
        return CommandSyntax.isCommand(name, of: version) && !allowedBeforeHello.contains(name)
    }

    /// A token may be sent once: in the `OK NEW` or `OK JOIN` that made its seat. Beyond that, a
    /// reply may quote it back only to a connection that typed it itself (an unknown command that
    /// is a token, a `PING` word).
    static func tokenProblems(_ sent: [(connection: Int, line: ServerLine)], typed: [String]) -> [String] {
        let tokens = sent.compactMap { item in
            item.line.kind == .ok && (item.line.name == "NEW" || item.line.name == "JOIN") ? item.line[field: "token"] : nil
        }
        return tokens.compactMap { token in
            let carriers = sent.filter { $0.line.description.lowercased().contains(token) }
            let made = carriers.filter { $0.line[field: "token"] == token && ($0.line.name == "NEW" || $0.line.name == "JOIN") }
            let echoed = carriers.filter { typed[$0.connection].contains(token) }
            guard made.count == 1, carriers.count == 1 + echoed.filter({ $0.line[field: "token"] != token }).count else {
                return "the token of a seat was sent in \(carriers.count) lines: \(carriers.map(\.line.description))"
            }
            return nil
        }
    }
}
