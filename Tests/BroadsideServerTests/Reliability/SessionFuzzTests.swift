import BroadsideCore
import BroadsideFuzzing
import BroadsideProtocol
import Testing

/// A whole server session in memory (`ConnectionState` and `MatchSession`, as the server wires
/// them) fed hostile lines: no crash, exactly one final reply per command with the error the spec
/// gives, tokens only to their owner, and the connection still usable after every recoverable error.
@Suite struct SessionFuzzTests {
    @Test func mutatedSpecSessionsKeepEveryRule() throws {
        var mutator = InputMutator(seeds: try Repository.seedLines(), seed: 11)
        var problems: [String] = []
        for _ in 0..<6_000 where problems.isEmpty {
            let input = mutator.next()
            problems += SessionOracle.problems(running: input).map { "\($0)\n  input: \(String(decoding: input, as: UTF8.self))" }
        }
        #expect(problems.isEmpty, "\(problems.first ?? "")")
    }

    /// Found by `broadside-fuzz --seed 7`: the oracle split words at Characters, so it took
    /// `NEW ́x` for one unknown word, not a `NEW` that must wait for `HELLO` (PROTOCOL.md 3.2, 5.2).
    @Test func beforeHelloAWordEndsAtASpaceThatACombiningMarkFollows() {
        // QUIT closes Ann's connection; reopened, it has not said HELLO.
        let input = Array("QUIT\n\nNEW \u{301}x\n".utf8)
        #expect(SessionOracle.problems(running: input) == [])
        var server = MemoryServer(connections: 1, seed: 1, start: .now)
        let reply = server.receive(Array("NEW \u{301}x\n".utf8), on: 0).flatMap(\.lines)
        #expect(reply.map(\.name) == [ErrorCode.helloFirst.rawValue])
    }

    @Test func aNulGetsControlCharacterAndTheConnectionCarriesOn() {
        var server = MemoryServer(connections: 1, seed: 1, start: .now)
        _ = server.receive(Array("HELLO 1 ann\n".utf8), on: 0)
        let nul = server.receive(Array("PING a\u{0}b\n".utf8), on: 0).flatMap(\.lines)
        #expect(nul.map(\.name) == ["CONTROL_CHARACTER"] && nul.first?.kind == .err)
        let broken = server.receive([0x50, 0x49, 0x4E, 0x47, 0x20, 0xFF, 0x0A], on: 0).flatMap(\.lines)
        #expect(broken.map(\.name) == ["BAD_ENCODING"])
        let long = server.receive(Array(repeating: UInt8(ascii: "x"), count: 2_000) + [0x0A], on: 0).flatMap(\.lines)
        #expect(long.map(\.name) == ["LINE_TOO_LONG"])
        #expect(server.receive(Array("PING ok\n".utf8), on: 0).flatMap(\.lines).map(\.description) == ["OK PING ok"])
    }

    @Test func thousandsOfCommandsInOneReadGetOneReplyEachInOrder() {
        var server = MemoryServer(connections: 1, seed: 1, start: .now)
        _ = server.receive(Array("HELLO 1 ann\n".utf8), on: 0)
        let input = (0..<5_000).map { "PING \($0)\n" }.joined()
        let replies = server.receive(Array(input.utf8), on: 0).flatMap(\.lines).map(\.description)
        #expect(replies == (0..<5_000).map { "OK PING \($0)" })
    }
}
