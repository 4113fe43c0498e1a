import BroadsideCore
import BroadsideProtocol
import BroadsideServerCore
import Testing

/// The limit on seats one connection holds (PROTOCOL.md 11), as the server counts them: every seat
/// `NEW`, `JOIN` or `RESUME` gives, until `LEAVE` or `* TAKEN`. `RESUME` beyond it is refused before
/// its token is looked up, even for a seat the connection holds (7.3).
@Suite(.timeLimit(.minutes(5))) struct SeatsPerConnectionTests {
    @Test func newJoinAndResumeAreRefusedAtTheLimitUntilASeatIsGivenUp() async throws {
        try await withAnnBobAndAnnsLaptop(limit: \.seatsPerConnection, 2) { ann, bob, laptop in
            let (computerGame, computerToken) = try await ann.create(against: .computer)
            let (_, waitingToken) = try await ann.create(against: .human)
            let (bobGame, _) = try await bob.create(against: .human)
            let refusal = "ERR TOO_MANY_GAMES scope=seats :this connection holds 2 seats; LEAVE some first"
            var generator = SystemRandomNumberGenerator()
            let noSeatsToken = SeatToken.random(using: &generator)
            let beyond: [Command] = [
                .new(rules: .classic, opponent: .computer), .join(bobGame.code, name: nil), .resume(computerToken),
                .resume(noSeatsToken),
            ]
            for command in beyond {
                #expect(try await ann.answer(command) == refusal, "\(command)")
            }

            // A seat left and resumed counts again.
            try await ann.ok(.leave(computerGame))
            try await ann.ok(.resume(computerToken))
            #expect(try await ann.answer(.new(rules: .classic, opponent: .computer)) == refusal)

            // A seat another connection takes no longer counts.
            try await laptop.ok(.resume(waitingToken))
            _ = try await ann.waitForTaken()
            try await ann.ok(.join(bobGame.code, name: nil))
            #expect(try await ann.answer(.new(rules: .classic, opponent: .computer)) == refusal)

            for player in [ann, bob, laptop] { await player.close() }
        }
    }
}
