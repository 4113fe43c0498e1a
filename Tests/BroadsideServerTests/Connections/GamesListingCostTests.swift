import BroadsideCore
import BroadsideProtocol
import BroadsideServerCore
import Foundation
import Testing

/// A `GAMES` looks up every game its connection holds a seat in, so it counts against the rate
/// limit as one command for every four seats (PROTOCOL.md 11): a connection holding 500 seats and
/// asking for its list 100 times a second, within the limit as it was, slowed every other game on
/// the server to seconds a shot (hostile-client audit).
@Suite struct GamesListingCostTests {
    /// A different code for each index: its digits in base 30, written in the code alphabet.
    private static let codes = (0..<125).map { index in
        GameCode(String((0..<6).map { digit in GameCode.alphabet[index / Int(pow(30, Double(digit))) % 30] }))
    }

    private func connection(holding seats: Int, now: ContinuousClock.Instant) throws -> ConnectionState {
        var state = ConnectionState(id: ConnectionID(1), limits: ServerLimits(), now: now)
        _ = state.receive(.line("HELLO 1 ann"), now: now)
        for index in 0..<seats {
            let code = try #require(Self.codes[index / 2])
            state.gained(SeatReference(code, index % 2 == 0 ? .a : .b), awaitingOpponent: false)
        }
        return state
    }

    /// Counts the `GAMES` let through in one instant from a full bucket of 200 commands, less the `HELLO`.
    private func listingsLetThrough(holding seats: Int) throws -> Int {
        let now = ContinuousClock.now
        var state = try connection(holding: seats, now: now)
        var listed = 0
        while case .session(.listGames)? = state.receive(.line("GAMES"), now: now) { listed += 1 }
        return listed
    }

    @Test func aListCostsOneCommandForEveryFourSeats() throws {
        #expect(try listingsLetThrough(holding: 0) == 199)
        #expect(try listingsLetThrough(holding: 4) == 199)
        #expect(try listingsLetThrough(holding: 8) == 100)  // 2 each: 198 for 99, then one more below empty
        #expect(try listingsLetThrough(holding: 250) == 4)  // 63 each
        #expect(ConnectionState.listingCost(seats: 250) == 63)
    }

    /// The refusal after a large list says how long its cost takes to refill.
    @Test func theNextCommandWaitsForTheListsCost() throws {
        let now = ContinuousClock.now
        var state = try connection(holding: 250, now: now)
        for _ in 0..<4 { _ = state.receive(.line("GAMES"), now: now) }
        // 199 - 4 * 63 = -53 commands: 54 to refill at 100 a second, so 0.54 s, said as 1.
        #expect(state.answer("PING", now: now)?.hasPrefix("ERR RATE_LIMITED wait=1 scope=commands") == true)
        #expect(state.answer("PING", now: now + .milliseconds(530))?.hasPrefix("ERR RATE_LIMITED") == true)
        #expect(state.answer("PING", now: now + .milliseconds(560)) == "OK PING")
    }
}
