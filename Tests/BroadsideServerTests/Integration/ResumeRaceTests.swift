import BroadsideProtocol
import Testing

/// Two connections resuming one seat at the same moment: the seat ends with one of them, and the
/// other, told `* TAKEN`, holds nothing (PROTOCOL.md 7.3): no `+ GAME` for it in `GAMES`, and no
/// place taken among its seats, whichever order the two `RESUME`s meet the game in.
@Suite(.timeLimit(.minutes(5))) struct ResumeRaceTests {
    @Test func twoResumesOfOneSeatAtOnceLeaveItHeldByOneConnection() async throws {
        try await TestServer.with { server in
            for _ in 0..<20 {
                let ann = try await RawClient.connect(to: server)
                _ = try await ann.next()
                _ = try await ann.command("HELLO 1 ann")
                let token = try #require(try await ann.command("NEW")[field: "token"])
                await ann.close()
                let rivals = [try await RawClient.connect(to: server), try await RawClient.connect(to: server)]
                for rival in rivals {
                    _ = try await rival.next()
                    _ = try await rival.command("HELLO 1 ann")
                }
                // Both commands on their way before either is answered.
                for rival in rivals { try await rival.send("RESUME \(token)") }
                for rival in rivals { #expect(try await rival.reply().kind == .ok) }
                let loser = try await Self.firstToHear("* TAKEN", among: rivals)
                for (index, rival) in rivals.enumerated() {
                    let holds = index == loser ? 0 : 1
                    #expect(try await rival.command("GAMES").description == "OK GAMES count=\(holds)")
                }
                for rival in rivals { await rival.close() }
            }
        }
    }

    /// The index of the client that receives a line starting with `prefix`.
    private static func firstToHear(_ prefix: String, among clients: [RawClient]) async throws -> Int {
        let deadline = ContinuousClock.now + .seconds(20)
        while ContinuousClock.now < deadline {
            for (index, client) in clients.enumerated() where await client.received.contains(where: { $0.hasPrefix(prefix) }) {
                return index
            }
            try await Task.sleep(for: .milliseconds(2))
        }
        throw TimedOut(what: "'\(prefix)' on any connection")
    }
}
