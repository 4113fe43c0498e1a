import BroadsideClient
import BroadsideCore
import BroadsideProtocol
import Testing

/// A stopping server answers the command it is carrying out, then says `BYE SHUTDOWN`, and acts
/// on nothing more the client sent (PROTOCOL.md 4.3): lines read but not yet acted on when the stop
/// came used to be carried out after the goodbye, their moves stored and their replies dropped.
@Suite(.timeLimit(.minutes(2))) struct LinesAfterGoodbyeTests {
    /// Whether the stop comes while shots still wait is a race the server may win on a fast disk
    /// (every shot answered first, which proves nothing): so it is run again, up to five times,
    /// until it comes in time. What is stored must match what was answered every time.
    @Test func everyShotStoredWasAnsweredBeforeBYEShutdown() async throws {
        var cameInTime = false
        for _ in 1...5 where !cameInTime {
            cameInTime = try await stopWhileShotsWait()
        }
        #expect(cameInTime, "the stop came after every shot was answered, five times over")
    }

    /// Fires sixty shots at once and stops the server after the first reply; checks what was
    /// answered against what was stored. True if the stop came while more than two still waited.
    private func stopWhileShotsWait() async throws -> Bool {
        try await withTemporaryDirectory { data in
            let first = try await TestServer.start(dataDirectory: data)
            let (token, answered) = try await withCleanup {
                let ann = try await RawClient.connect(to: first)
                _ = try await ann.next()
                #expect(try await ann.command("HELLO 1 ann").kind == .ok)
                let created = try await ann.command("NEW classic computer")
                let code = try #require(created.positional.first.flatMap { SeatReference($0) }?.code)
                #expect(try await ann.command("PLACE \(code) \(Fleets.rows.map(\.wireForm).joined(separator: " "))").kind == .ok)
                #expect(try await ann.command("READY \(code)").kind == .ok)
                // Sixty shots in one write: the server reads them at once and acts on them one at
                // a time, each stored before it is answered, so most still wait when the stop comes.
                let shots = "ABCDEF".flatMap { row in (1...10).map { "\(row)\($0)" } }
                try await ann.send(shots.map { "FIRE \(code) \($0)\n" }.joined())
                #expect(try await ann.reply().kind == .ok)

                let stopping = Task { try await first.stop() }
                var replies: [ServerLine] = []
                while case let line = try await ann.reply(), line.kind != .bye { replies.append(line) }
                try await stopping.value
                let received = await ann.received
                #expect(received.last?.hasPrefix("BYE SHUTDOWN") == true, "\(received)")
                #expect(replies.allSatisfy { $0.kind == .ok }, "\(replies)")
                await ann.close()
                let token = try #require(created[field: "token"].flatMap { SeatToken($0) })
                return (token, (count: 1 + replies.count, inTime: replies.count < shots.count - 2))
            } cleanup: {
                try await first.stop()
            }

            try await TestServer.with(dataDirectory: data) { second in
                let back = try await TestPlayer.connect(to: second, name: "ann")
                let state = try SeatState(dataLines: try await back.ok(.resume(token)).data)
                #expect(state.outgoing.count == answered.count, "shots stored: \(state.outgoing.count), answered: \(answered.count)")
                await back.close()
            }
            return answered.inTime
        }
    }
}
