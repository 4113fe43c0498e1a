import BroadsideCore
import BroadsideProtocol
import BroadsideServerCore
import Testing

/// One address cannot fill the disk, nor keep the store busy for everyone else, by placing and
/// removing ships in a loop (PROTOCOL.md 11): once its connections have had a minute's worth of
/// moves stored at once, a command that would store more gets `ERR RATE_LIMITED` and changes
/// nothing, while looking at a game still works.
@Suite(.timeLimit(.minutes(5))) struct StoredMovesLimitTests {
    @Test func anAddressStoringMovesBeyondItsBudgetIsRefused() async throws {
        var limits = ServerLimits()
        limits.storedMovesPerSecondPerAddress = 1
        let log = CapturingLogHandler.Entries()
        try await TestServer.with(limits: limits, logger: CapturingLogHandler.logger(into: log)) { server in
            let client = try await RawClient.connect(to: server)
            _ = try await client.next()
            _ = try await client.command("HELLO 1 mallory")
            let created = try await client.command("NEW classic computer")
            let ref = try #require(created.words.first)
            let fleet = "carrier:A1:H battleship:C1:H cruiser:E1:H submarine:G1:H destroyer:I1:H"
            // A minute's worth, 60 moves, is stored at once: six fleets placed and picked up, five
            // ships each time; more only as the budget refills, by one a second, while the test runs.
            let started = ContinuousClock.now
            var stored = 0
            var refusal: (command: String, reply: ServerLine)?
            for command in Array(repeating: ["PLACE \(ref) \(fleet)", "REMOVE \(ref) all"], count: 20).joined() {
                let reply = try await client.command(command)
                guard reply.kind == .ok else {
                    refusal = (command, reply)
                    break
                }
                stored += 5
            }
            let (refused, reply) = try #require(refusal)
            #expect(reply.name == ErrorCode.rateLimited.rawValue && reply[field: "scope"] == "moves", "\(reply)")
            let elapsed = ContinuousClock.now - started
            let refilled = Int(elapsed / .seconds(1)) + 1
            // A command is let through while one move is left, and stores five: up to four more.
            #expect(stored >= 60 && stored <= 60 + refilled + 4, "\(stored) moves stored in \(elapsed)")
            #expect(try await client.command("STATE \(ref)").kind == .ok)
            #expect(try await client.command("PING still").description == "OK PING still")
            // The operator hears of it, counted (operator audit: it left no trace).
            try await log.waitFor("warning refused 1 command storing moves to addresses over --stored-moves-per-second; the last to 127.0.0.1")
            // The last command took five at once, so the bucket may be up to four below empty: at
            // one a second, a wait of one to five seconds, after which the same command goes through.
            let wait = try #require(reply[field: "wait"].flatMap(Int.init), "\(reply)")
            #expect((1...5).contains(wait), "\(reply)")
            try await Task.sleep(for: .seconds(wait))
            #expect(try await client.command(refused).kind == .ok)
        }
    }

    /// Each shot of a volley is a move, the computer's too (PROTOCOL.md 11; spec audit: a volley
    /// counted one, so a salvo game stored five times the moves its budget allows). The fleet
    /// and its READY are 6 moves; a turn is then ten, five shots each way: the budget of 60 is
    /// spent by the seventh turn, where counting a volley as one would take 27.
    @Test func eachShotOfAVolleyIsAMove() async throws {
        var limits = ServerLimits()
        limits.storedMovesPerSecondPerAddress = 1
        try await TestServer.with(limits: limits) { server in
            let client = try await RawClient.connect(to: server)
            _ = try await client.next()
            _ = try await client.command("HELLO 1 mallory")
            let ref = try #require(try await client.command("NEW salvo computer").words.first)
            let fleet = "carrier:A1:H battleship:C1:H cruiser:E1:H submarine:G1:H destroyer:I1:H"
            #expect(try await client.command("PLACE \(ref) \(fleet)").kind == .ok)
            #expect(try await client.command("READY \(ref)").kind == .ok)
            var targets = Coordinate.all.map(\.description)[...]
            var count = 5
            var volleys = 0
            while volleys < 10 {
                let volley = (0..<count).compactMap { _ in targets.popFirst() }
                let reply = try await client.command("FIRE \(ref) " + volley.joined(separator: " "))
                if reply.name == ErrorCode.wrongShotCount.rawValue, let expected = reply[field: "expected"].flatMap(Int.init) {
                    count = expected
                    continue
                }
                guard reply.kind == .ok else {
                    #expect(reply.name == ErrorCode.rateLimited.rawValue && reply[field: "scope"] == "moves", "\(reply)")
                    break
                }
                volleys += 1
            }
            // Six, or a little more on a slow machine, as the budget refills by one a second.
            #expect(volleys <= 8, "\(volleys) volleys stored")
        }
    }
}
