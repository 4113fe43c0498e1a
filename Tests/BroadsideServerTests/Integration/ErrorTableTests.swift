import BroadsideClient
import BroadsideCore
import BroadsideProtocol
import BroadsideServerCore
import Foundation
import Testing

/// Every error code of PROTOCOL.md 12, provoked over a real connection and answered as the spec
/// says; after each recoverable error the connection still works.
@Suite(.timeLimit(.minutes(5))) struct ErrorTableTests {
    /// Codes the classic fleet cannot provoke (PROTOCOL.md 12 marks them reserved).
    static let reserved: Set<ErrorCode> = [.noRoom]

    @Test func theSpecTableListsExactlyTheCodesTheServerUses() throws {
        let codes = SpecDocument.tableCodes(in: try SpecDocument.section("12"))
        let all = Set(ErrorCode.allCases.map(\.rawValue)).union(ByeCode.allCases.map(\.rawValue))
        #expect(Set(codes) == all)
        #expect(codes.count == all.count, "a code appears twice in the table")
    }

    @Test func framingErrorsAreRecoverable() async throws {
        try await TestServer.with { server in
            let raw = try await RawClient.connect(to: server)
            _ = try await raw.next()  // greeting
            let cases: [([UInt8], ErrorCode)] = [
                (Array(repeating: UInt8(ascii: "A"), count: 600) + [10], .lineTooLong),
                ([0x50, 0x49, 0x4E, 0x47, 0x20, 0xFF, 0xFE, 10], .badEncoding),
                (Array("PING\tx\n".utf8), .controlCharacter),
                (Array("PING \u{0}\n".utf8), .controlCharacter),
                (Array((["PING"] + Array(repeating: "x", count: 24)).joined(separator: " ").utf8) + [10], .tooManyWords),
            ]
            for (bytes, code) in cases {
                try await raw.sendBytes(bytes)
                let reply = try await raw.reply()
                #expect(reply.kind == .err && reply.name == code.rawValue, "\(code) got \(reply)")
                #expect(try await raw.command("PING alive").description == "OK PING alive")
            }
            // A line just within the limit (511 bytes and the LF) is accepted.
            try await raw.send("PING" + String(repeating: " ", count: 506) + "y")
            #expect(try await raw.reply().description == "OK PING y")
            // PING echoes at most 64 bytes, so that its reply fits a line.
            #expect(try await raw.command("PING " + String(repeating: "z", count: 65)).name == ErrorCode.syntax.rawValue)
            await raw.close()
        }
    }

    @Test func everyRecoverableErrorIsProvoked() async throws {
        var limits = ServerLimits()
        limits.waitingGamesPerConnection = 2
        limits.claimAfter = .seconds(60)
        let seen = try await TestServer.with(limits: limits) { server in
            var seen: Set<ErrorCode> = []
            func expectError(
                _ player: TestPlayer, _ command: Command, _ code: ErrorCode,
                sourceLocation: SourceLocation = #_sourceLocation
            ) async throws {
                let reply = try await player.send(command)
                #expect(reply.errorCode == code, "\(command) got \(reply.final)", sourceLocation: sourceLocation)
                seen.insert(code)
                try await player.ok(.ping("still-here"))
            }

            // Before and at HELLO.
            let raw = try await RawClient.connect(to: server)
            _ = try await raw.next()
            for (line, code) in [
                ("GAMES", ErrorCode.helloFirst), ("JOIN 12", .helloFirst), ("JUMP", .unknownCommand), ("HELLO one ann", .syntax),
                ("HELLO 1 ann!", .badName),
            ] {
                let reply = try await raw.command(line)
                #expect(reply.name == code.rawValue, "\(line) got \(reply)")
                seen.insert(code)
            }
            #expect(try await raw.command("HELLO 1 ann").kind == .ok)
            #expect(try await raw.command("HELLO 1 ann").name == ErrorCode.alreadyHello.rawValue)
            seen.insert(.alreadyHello)
            await raw.close()

            // Games, seats and tokens.
            let game = try await TwoPlayerGame.start(on: server, ready: false)
            let (ann, bob) = (game.ann, game.bob)
            let eve = try await TestPlayer.connect(to: server, name: "eve")
            try await expectError(eve, .join(game.code, name: nil), .gameFull)
            try await expectError(eve, .join(try #require(GameCode("222222")), name: nil), .noSuchGame)
            var generator = SystemRandomNumberGenerator()
            try await expectError(eve, .resume(SeatToken.random(using: &generator)), .badToken)
            try await expectError(eve, .state(game.annRef), .notSeated)
            try await expectError(eve, .fire(SeatReference(game.code), [Fleets.cell("A1")]), .notSeated)
            try await expectError(eve, .join(game.code, name: "bad!name"), .badName)

            // Placement.
            let carrier = ShipPlacement(.carrier, at: Fleets.cell("J8"), .horizontal)
            try await expectError(ann, .place(game.annRef, .ships([carrier])), .offGrid)
            try await ann.ok(.place(game.annRef, .ships([Fleets.rows[0]])))
            try await expectError(ann, .place(game.annRef, .ships([Fleets.rows[0]])), .alreadyPlaced)
            let crossing = ShipPlacement(.battleship, at: Fleets.cell("A2"), .vertical)
            try await expectError(ann, .place(game.annRef, .ships([crossing])), .overlap)
            try await expectError(ann, .remove(game.annRef, .ships([.destroyer])), .notPlaced)
            try await expectError(ann, .ready(game.annRef), .fleetIncomplete)
            try await expectError(ann, .fire(game.annRef, [Fleets.cell("B2")]), .notStarted)
            try await ann.ok(.place(game.annRef, .ships(Array(Fleets.rows.dropFirst()))))
            try await ann.ok(.ready(game.annRef))
            try await expectError(ann, .remove(game.annRef, .all), .fleetLocked)
            try await bob.ok(.place(game.bobRef, .ships(Fleets.columns)))
            try await bob.ok(.ready(game.bobRef))

            // Shots.
            try await expectError(bob, .fire(game.bobRef, [Fleets.cell("A1")]), .notYourTurn)
            try await expectError(ann, .fire(game.annRef, [Fleets.cell("A1"), Fleets.cell("A2")]), .wrongShotCount)
            try await ann.ok(.fire(game.annRef, [Fleets.cell("J1")]))
            try await bob.ok(.fire(game.bobRef, [Fleets.cell("J1")]))
            try await expectError(ann, .fire(game.annRef, [Fleets.cell("J1")]), .alreadyFired)
            try await expectError(ann, .rematch(game.annRef), .notOver)
            try await expectError(ann, .claim(game.annRef), .opponentPresent)
            await bob.close()
            _ = try await ann.waitForEvent("LEFT") { event -> Seat? in
                if case .left(_, let seat) = event { return seat }
                return nil
            }
            let early = try await ann.send(.claim(game.annRef))
            #expect(early.errorCode == .tooEarly)
            #expect(early.final[field: "wait"].flatMap(Int.init).map { $0 > 0 && $0 <= 60 } == true)
            seen.insert(.tooEarly)
            try await ann.ok(.forfeit(game.annRef))
            try await expectError(ann, .fire(game.annRef, [Fleets.cell("J2")]), .gameOver)
            try await expectError(ann, .decline(game.annRef), .noOffer)

            // A salvo naming a cell twice.
            let salvo = try await TwoPlayerGame.start(on: server, rules: .salvo)
            let twice = Array(repeating: Fleets.cell("A1"), count: 5)
            try await expectError(salvo.ann, .fire(salvo.annRef, twice), .repeatedTarget)
            await salvo.close()

            // Hot-seat: one connection holding both seats must name one.
            let hotseat = try await TestPlayer.connect(to: server, name: "host")
            let created = try await hotseat.ok(.new(rules: .classic, opponent: .human)).final
            let code = try #require(created.positional.first.flatMap { SeatReference($0) }?.code)
            try await expectError(hotseat, .rematch(SeatReference(code, .a)), .noOpponent)
            try await hotseat.ok(.join(code, name: "guest"))
            try await expectError(hotseat, .state(SeatReference(code)), .seatRequired)

            // Ships apart: touching refused.
            let apart = try await TestPlayer.connect(to: server, name: "tidy")
            let apartGame = try await apart.ok(.new(rules: Rules(variant: .classic, shipsMayTouch: false), opponent: .human))
            let apartRef = try #require(apartGame.final.positional.first.flatMap { SeatReference($0) })
            try await apart.ok(.place(apartRef, .ships([Fleets.rows[0]])))
            let touching = ShipPlacement(.destroyer, at: Fleets.cell("B1"), .horizontal)
            try await expectError(apart, .place(apartRef, .ships([touching])), .touching)

            // Limits: two waiting games per connection here.
            try await apart.ok(.new(rules: .classic, opponent: .human))
            try await expectError(apart, .new(rules: .classic, opponent: .human), .tooManyGames)

            // Words the parser refuses.
            let words = try await RawClient.connect(to: server)
            _ = try await words.next()
            _ = try await words.command("HELLO 1 typist")
            for (line, code) in [("PLACE \(game.code) banana A1 H", ErrorCode.notInFleet), ("FIRE \(game.code) K1", .badCoordinate)] {
                let reply = try await words.command(line)
                #expect(reply.name == code.rawValue, "\(line) got \(reply)")
                seen.insert(code)
            }
            await words.close()

            await ann.close()
            await eve.close()
            await hotseat.close()
            await apart.close()
            return seen
        }

        let provokedElsewhere: Set<ErrorCode> = [
            .lineTooLong, .badEncoding, .controlCharacter, .tooManyWords, .rateLimited, .unavailable, .gameLimit,
        ]
        let missing = Set(ErrorCode.allCases).subtracting(seen).subtracting(provokedElsewhere).subtracting(Self.reserved)
        #expect(missing.isEmpty, "not provoked: \(missing.map(\.rawValue).sorted())")
    }

    @Test func commandsOverTheRateLimitAreRefusedAndAFloodIsDropped() async throws {
        var limits = ServerLimits()
        // Slow enough that no token refills while the test runs, however loaded the machine.
        limits.commandsPerSecond = 0.01
        limits.commandBurst = 3
        limits.floodLimit = 5
        try await TestServer.with(limits: limits) { server in
            let raw = try await RawClient.connect(to: server)
            _ = try await raw.next()
            var replies: [ServerLine] = []
            for _ in 0..<5 { replies.append(try await raw.command("PING")) }
            #expect(replies.prefix(3).allSatisfy { $0.kind == .ok })
            #expect(replies.dropFirst(3).allSatisfy { $0.name == ErrorCode.rateLimited.rawValue })
            for _ in 0..<3 { _ = try await raw.command("PING") }
            let bye = try await raw.command("PING")
            #expect(bye.kind == .bye && bye.name == ByeCode.flood.rawValue)
            try await raw.waitUntilClosed()
        }
    }
}
