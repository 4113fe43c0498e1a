@testable import BroadsideServer
import BroadsideProtocol
import BroadsideServerCore
import Testing

/// One client with many connections, each within its own rate, kept the server's CPU from every
/// other game (hostile-client audit: 150 connections of 90 `PING`s a second took an honest
/// game's shots from milliseconds to most of a second). The lines of one address's connections
/// together are read at most as fast as `--address-lines-per-second` allows (PROTOCOL.md 11):
/// past the budget they wait unread, and none is refused or lost.
@Suite(.timeLimit(.minutes(2))) struct AddressLinesLimitTests {
    @Test func linesPastTheAddressBudgetWaitAndAreAllAnswered() async throws {
        var limits = ServerLimits()
        limits.linesPerSecondPerAddress = 20  // 40 at once
        limits.commandsPerSecond = 100_000  // so that no line is refused by the connection's own rate
        limits.commandBurst = 100_000
        let log = CapturingLogHandler.Entries()
        try await TestServer.with(limits: limits, logger: CapturingLogHandler.logger(into: log)) { server in
            let client = try await RawClient.connect(to: server)
            _ = try await client.next()
            #expect(try await client.command("HELLO 1 mallory").description == "OK HELLO mallory")
            try await client.send(Array(repeating: "PING", count: 240).joined(separator: "\n"))
            // The 39 lines the budget holds after HELLO are answered at once.
            for _ in 0..<39 { #expect(try await client.next() == "OK PING") }
            try await log.waitFor(
                "warning held back lines 1 time from addresses over --address-lines-per-second, until the budget allowed them; the last from 127.0.0.1")
            // The other 201 come at 20 a second, over ten: most still wait (all would be here by
            // now without the budget: they came in one write).
            #expect(await client.received.count < 2 + 240)
            for _ in 39..<240 { #expect(try await client.next(timeout: 30) == "OK PING") }
            #expect(try await client.command("PING last").description == "OK PING last")
        }
    }

    /// Blank lines get no answer, so none waits on the budget: one it has no room for is dropped
    /// and counts as refused (PROTOCOL.md 11). Connections that sent megabytes of them, each
    /// within its own rate as the budget held it, were read on for ten minutes and more after
    /// their client had gone, and slowed every other connection of the address throughout
    /// (hostile-client audit): now each ends in `BYE FLOOD` at once, and the address's budget is
    /// its other connections' again.
    @Test func blankLinesPastTheAddressBudgetAreDroppedAndEndInAFlood() async throws {
        var limits = ServerLimits()
        limits.linesPerSecondPerAddress = 20  // 40 at once
        try await TestServer.with(limits: limits) { server in
            var flooders: [RawClient] = []
            for index in 0..<4 {
                let client = try await RawClient.connect(to: server)
                _ = try await client.next()
                #expect(try await client.command("HELLO 2 blank\(index)").description == "OK HELLO blank\(index)")
                flooders.append(client)
            }
            // At 20 lines a second, these would take the budget 1000 s.
            for client in flooders { try await client.sendBytes(Array(repeating: UInt8(ascii: "\n"), count: 5_000)) }
            for client in flooders {
                #expect(try await client.next(timeout: 30).hasPrefix("BYE FLOOD"))
                try await client.waitUntilClosed(timeout: 30)
            }
            let honest = try await RawClient.connect(to: server)
            _ = try await honest.next()
            #expect(try await honest.command("HELLO 2 ann").description == "OK HELLO ann")
            #expect(try await honest.command("PING").description == "OK PING")
        }
    }

    /// A line held back waits on the server, not on the client: no timeout runs out meanwhile (a
    /// `HELLO` held past the time to `HELLO` was answered with `BYE TIMEOUT`).
    @Test func aHeldLineRunsOutNoTimeout() async throws {
        var limits = ServerLimits()
        limits.linesPerSecondPerAddress = 2  // 4 at once, then one each half second
        limits.helloTimeout = .seconds(6)  // long enough for the test to send its lines on a busy machine
        let log = CapturingLogHandler.Entries()
        try await TestServer.with(limits: limits, logger: CapturingLogHandler.logger(into: log)) { server in
            let client = try await RawClient.connect(to: server)
            _ = try await client.next()
            // HELLO comes after 28 PINGs: some twelve seconds after the greeting.
            try await client.send(Array(repeating: "PING", count: 28).joined(separator: "\n") + "\nHELLO 1 mallory")
            for _ in 0..<28 { #expect(try await client.next() == "OK PING") }
            #expect(try await client.next() == "OK HELLO mallory")
        }
    }

}

/// A `GAMES` takes from its address's budget of lines what it takes from its connection's rate,
/// one for every four seats it lists: as one line, many connections listing four seats each
/// looked up four times the games the budget meant to allow (hostile-client re-test).
@Suite struct AddressLinesOfAListingTests {
    @Test func aListingSpendsItsCostFromTheAddressesLines() throws {
        var limits = ServerLimits()
        limits.linesPerSecondPerAddress = 10  // 20 at once
        let registry = ConnectionRegistry()
        let now = ContinuousClock.now
        #expect(registry.admitLine(from: "192.0.2.1", limits: limits, now: now) == nil)
        let seats = Array(repeating: SeatReference(try #require(GameCode("K7QX3M")), .a), count: 100)
        let listing = ConnectionState.SessionRequest.listGames(seats)
        registry.spendLines(listing.linesBeyondOne, from: "192.0.2.1", limits: limits, now: now)
        // 20 - 1 - 24 = -5: six lines to refill, at ten a second.
        #expect(registry.admitLine(from: "192.0.2.1", limits: limits, now: now) == LineBudgets.Wait(duration: .milliseconds(600), budget: .address))
        #expect(registry.admitLine(from: "192.0.2.2", limits: limits, now: now) == nil)
    }
}
