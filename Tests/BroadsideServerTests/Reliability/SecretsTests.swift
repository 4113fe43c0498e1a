import BroadsideClient
import BroadsideCore
import BroadsideProtocol
import Testing

/// Seat tokens and fleets of games in progress stay secret (PROTOCOL.md 6.2, 13): never in the
/// server's log, a token only ever in the one reply that made its seat, and drawn from the CSPRNG.
@Suite(.timeLimit(.minutes(5))) struct SecretsTests {
    @Test func theServerLogsNoTokenAndNoFleetEvenAtTraceLevel() async throws {
        let entries = CapturingLogHandler.Entries()
        // Everything the server was told that it must not log.
        let secrets = try await TestServer.with(logger: CapturingLogHandler.logger(into: entries)) { server in
            // A game left in progress after a few shots, a resume, a wrong token and bad lines.
            let game = try await TwoPlayerGame.start(on: server)
            try await game.ann.ok(.fire(game.annRef, [Fleets.cell("F10")]))
            try await game.bob.ok(.fire(game.bobRef, [Fleets.cell("J10")]))
            await game.bob.close()
            let bob = try await TestPlayer.connect(to: server, name: "bob")
            try await bob.ok(.resume(game.bobToken))
            let wrong = try #require(SeatToken(String(repeating: "ab", count: 16)))
            #expect(try await bob.refused(.resume(wrong)) == .badToken)
            // A game against the computer, placed at random: its fleet is only known from the reply.
            let solo = try await TestPlayer.connect(to: server, name: "solo")
            let created = try await solo.ok(.new(rules: .classic, opponent: .computer)).final
            let soloRef = try #require(created.positional.first.flatMap { SeatReference($0) })
            let soloToken = try #require(created[field: "token"])
            let placed = try await solo.ok(.place(soloRef, .random)).final.words.compactMap { ShipPlacement(wireForm: $0) }
            try await solo.ok(.ready(soloRef))
            try await solo.ok(.fire(soloRef, [Fleets.cell("E5")]))
            let raw = try await RawClient.connect(to: server)
            try await raw.sendBytes(Array("HELLO 1 x\nRESUME \(game.annToken)\u{0}\nPLACE \(game.code) carrier:A1:H\n".utf8))
            _ = try await raw.next()
            await raw.close()
            await solo.close()
            await bob.close()
            await game.close()
            return [game.annToken.description, game.bobToken.description, wrong.description, soloToken]
                + (Fleets.rows + Fleets.columns + placed).map(\.wireForm)
        }

        let log = entries.all
        #expect(log.contains { $0.contains("game created") }, "the capture should hold the server's log: \(log)")
        for secret in secrets {
            #expect(!log.contains { $0.contains(secret) }, "the log holds \(secret)")
        }
    }

    @Test func aTokenIsSentOnlyInTheReplyThatMadeItsSeat() async throws {
        try await TestServer.with { server in
            let ann = try await Self.connect(server, "ann")
            let bob = try await Self.connect(server, "bob")
            let created = try await ann.command("NEW classic human")
            let code = try #require(created.positional.first.flatMap { SeatReference($0) }?.code)
            let annToken = try #require(created[field: "token"])
            let bobToken = try #require(try await bob.command("JOIN \(code)")[field: "token"])
            for (client, fleet) in [(ann, Fleets.rows), (bob, Fleets.columns)] {
                #expect(try await client.command("PLACE \(code) \(fleet.map(\.wireForm).joined(separator: " "))").kind == .ok)
                #expect(try await client.command("READY \(code)").kind == .ok)
                _ = try await client.command("STATE \(code)")
                _ = try await client.command("GAMES")
            }
            // Ann resumes on a second connection (the first gets TAKEN), Bob drops and comes back.
            let laptop = try await Self.connect(server, "ann")
            #expect(try await laptop.command("RESUME \(annToken)").kind == .ok)
            await bob.close()
            let bobAgain = try await Self.connect(server, "bob")
            #expect(try await bobAgain.command("RESUME \(bobToken)").kind == .ok)
            #expect(try await laptop.command("FORFEIT \(code)").kind == .ok)
            #expect(try await bobAgain.command("REMATCH \(code)").kind == .ok)
            #expect(try await laptop.command("REMATCH \(code)").kind == .ok)
            _ = try await laptop.command("STATE \(code)")
            _ = try await bobAgain.command("GAMES")
            // Events come on their own time (Ann's `* TAKEN`, say); a PING answered on a connection
            // shows that every event sent to it before has arrived, so a token leaked in one is seen.
            for client in [ann, laptop, bobAgain] { _ = try await client.command("PING sync") }

            var all: [String] = []
            for client in [ann, bob, laptop, bobAgain] { all += await client.received }
            for (token, owner) in [(annToken, "OK NEW"), (bobToken, "OK JOIN")] {
                let carriers = all.filter { $0.contains(token) }
                #expect(carriers.count == 1 && carriers.first?.hasPrefix(owner) == true, "\(carriers)")
            }
            for client in [ann, laptop, bobAgain] { await client.close() }
        }
    }

    @Test func tokensAndCodesComeFromTheSystemsCSPRNGUnlessATestSeedsThem() async throws {
        var tokens: Set<String> = []
        var codes: Set<String> = []
        for _ in 0..<2 {
            try await TestServer.with { server in
                let player = try await TestPlayer.connect(to: server, name: "ann")
                for _ in 0..<20 {
                    let created = try await player.ok(.new(rules: .classic, opponent: .computer)).final
                    tokens.insert(try #require(created[field: "token"]))
                    let ref = try #require(created.positional.first.flatMap { SeatReference($0) })
                    codes.insert(ref.code.description)
                    try await player.ok(.leave(ref))
                }
                await player.close()
            }
        }
        // Two unseeded servers never repeat a token or a code; every hex digit position varies.
        #expect(tokens.count == 40)
        #expect(codes.count == 40)
        for position in 0..<SeatToken.hexDigits {
            let digits = Set(tokens.map { Array($0)[position] })
            #expect(digits.count >= 5, "position \(position) took only \(digits)")
        }

        // Two servers given the same seed hand out the same first game: the seed is what a test
        // replays, and the unseeded servers above did not use one.
        var seeded: [String] = []
        for _ in 0..<2 {
            try await TestServer.with(seed: 42) { server in
                let player = try await TestPlayer.connect(to: server, name: "ann")
                let created = try await player.ok(.new(rules: .classic, opponent: .computer)).final
                seeded.append(try #require(created.positional.first) + " " + (try #require(created[field: "token"])))
                await player.close()
            }
        }
        #expect(seeded.count == 2 && seeded[0] == seeded[1], "\(seeded)")
    }

    private static func connect(_ server: TestServer, _ name: String) async throws -> RawClient {
        let client = try await RawClient.connect(to: server)
        _ = try await client.next()
        #expect(try await client.command("HELLO 1 \(name)").kind == .ok)
        return client
    }
}
