import BroadsideChaos
import BroadsideCore
import BroadsideFuzzing
import BroadsideProtocol
import BroadsideServerCore
import Testing

/// Hostile bytes over real TLS to the real server: lines cut into one TLS record per byte,
/// thousands of commands in one write, and mutated lines whose replies are predicted line by line.
@Suite(.timeLimit(.minutes(5))) struct WireFuzzTests {
    /// Limits loose enough that the rate limit never answers in place of the command.
    static var generous: ServerLimits {
        var limits = ServerLimits()
        limits.commandsPerSecond = 1_000_000
        limits.commandBurst = 1_000_000
        return limits
    }

    @Test func linesSplitIntoOneTLSRecordPerByteGetTheSameReplies() async throws {
        try await TestServer.with(limits: Self.generous) { server in
            let whole = try await RawClient.connect(to: server)
            let split = try await RawClient.connect(to: server)
            _ = try await whole.next()
            _ = try await split.next()
            let script = ["HELLO 1 ann", "PING split", "NEW classic computer", "GAMES", "PLACE XXXXXX random", "HELP", "BOGUS a b"]
            for line in script {
                let expected = try await whole.command(line)
                for byte in Array((line + "\r\n").utf8) { try await split.sendBytes([byte]) }
                let got = try await split.reply()
                // Codes and tokens differ between the two games; the kind and name of the reply may not.
                #expect(got.kind == expected.kind && got.name == expected.name, "\(line): \(got) vs \(expected)")
            }
            await whole.close()
            await split.close()
        }
    }

    @Test func fiveThousandCommandsInOneWriteGetOneReplyEachInOrder() async throws {
        try await TestServer.with(limits: Self.generous) { server in
            let client = try await AttackConnection.connect(port: server.port, caPath: server.caPath)
            try await client.send("HELLO 1 ann\n" + (0..<5_000).map { "PING \($0)\n" }.joined())
            try await client.waitForText("OK PING 4999\n", timeout: .seconds(60))
            let replies = client.receivedText.split(separator: "\n").dropFirst(2).map(String.init)
            #expect(replies == (0..<5_000).map { "OK PING \($0)" })
            await client.close()
        }
    }

    /// Each mutated input goes out in one write; its lines' replies are predicted with the
    /// framing oracle and the parser: a framing error gets exactly its code, a blank line
    /// nothing, any other line exactly one final reply. The connection then still answers.
    @Test func mutatedLinesOverTLSGetTheRepliesTheSpecGives() async throws {
        try await TestServer.with(limits: Self.generous) { server in
            var mutator = InputMutator(seeds: try Repository.seedLines(), seed: 21)
            var client = try await Self.greeted(server)
            var checked = 0
            for _ in 0..<300 {
                var input = mutator.next()
                if input.last != 0x0A { input.append(0x0A) }
                let expected = FramingOracle.expected(input).lines.compactMap(Self.expectedReply)
                // QUIT, a HELLO with another version, and the like end the connection: start a new one.
                if expected.contains(where: { $0 == "BYE" }) { continue }
                try await client.sendBytes(input)
                for code in expected {
                    let reply = try await client.reply()
                    if code != "*" { #expect(reply.name == code && reply.kind == .err, "\(String(decoding: input, as: UTF8.self))") }
                    checked += 1
                }
                if await client.isClosed {
                    await client.close()
                    client = try await Self.greeted(server)
                }
            }
            #expect(try await client.command("PING alive").description == "OK PING alive")
            #expect(checked > 500)
            await client.close()
        }
    }

    static func greeted(_ server: TestServer) async throws -> RawClient {
        let client = try await RawClient.connect(to: server)
        _ = try await client.next()
        #expect(try await client.command("HELLO 1 fuzz").kind == .ok)
        return client
    }

    /// The code of the `ERR` a framed line must get, `*` for any one final reply, nil for none,
    /// `BYE` for a command that may end the connection.
    static func expectedReply(_ framed: FramedLine) -> String? {
        switch framed {
        case .rejected(let error): return error.code.rawValue
        case .line(let text):
            // The connection said HELLO already: another gets ALREADY_HELLO whatever its arguments.
            if text.protocolWords.first?.uppercased() == "HELLO" { return ErrorCode.alreadyHello.rawValue }
            do {
                // `greeted` said HELLO 1: a command of version 2 is unknown to it.
                guard let command = try Command.parse(text, version: 1) else { return nil }
                return command == .quit ? "BYE" : "*"
            } catch {
                return error.code.rawValue
            }
        }
    }
}
