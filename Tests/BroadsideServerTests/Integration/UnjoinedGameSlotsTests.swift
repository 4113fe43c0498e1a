import BroadsideCore
import BroadsideProtocol
import BroadsideServerCore
import Testing

/// The limit on games a connection created that nobody has joined yet (PROTOCOL.md 11), as the
/// server counts them: a game counts until `* JOINED` or `* OVER` for it, `LEAVE` or `* TAKEN`; a
/// seat resumed does not count again, and a game against the computer never counts.
@Suite(.timeLimit(.minutes(5))) struct UnjoinedGameSlotsTests {
    @Test func eachWayAGameStopsWaitingGivesItsPlaceBack() async throws {
        try await withAnnBobAndAnnsLaptop(limit: \.waitingGamesPerConnection, 1) { ann, bob, laptop in
            let newHuman = Command.new(rules: .classic, opponent: .human)
            let refusal = "ERR TOO_MANY_GAMES scope=unjoined :you have a game nobody has joined yet"

            let (joined, _) = try await ann.create(against: .human)
            #expect(try await ann.answer(newHuman) == refusal)
            _ = try await ann.create(against: .computer)
            try await bob.ok(.join(joined.code, name: nil))
            _ = try await ann.waitForEvent("JOINED") { event -> SeatReference? in
                if case .joined(let ref, _) = event { return ref }
                return nil
            }

            // Forfeited before anyone joined: * OVER comes with the reply.
            let (abandoned, _) = try await ann.create(against: .human)
            #expect(try await ann.answer(newHuman) == refusal)
            try await ann.ok(.forfeit(abandoned))

            let (left, leftToken) = try await ann.create(against: .human)
            #expect(try await ann.answer(newHuman) == refusal)
            try await ann.ok(.leave(left))
            try await ann.ok(.resume(leftToken))

            let (_, takenToken) = try await ann.create(against: .human)
            #expect(try await ann.answer(newHuman) == refusal)
            try await laptop.ok(.resume(takenToken))
            _ = try await ann.waitForTaken()

            _ = try await ann.create(against: .human)
            #expect(try await ann.answer(newHuman) == refusal)

            for player in [ann, bob, laptop] { await player.close() }
        }
    }
}
