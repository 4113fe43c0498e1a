import BroadsideCore
import BroadsideProtocol
import BroadsideServerCore
import Testing

/// `away=` in `+ STATE` and the `wait=` of `ERR TOO_EARLY` count the seconds the opponent has been
/// held by no connection (PROTOCOL.md 7.5, 7.11): from when it was last left, or from when the game
/// was loaded if that came later (11). `CLAIM` wins once `away` reaches the claim limit, 120 s.
@Suite struct AwayClockTests {
    /// Ann's answer to her `CLAIM` at `now`. Her game is in `session`, its fleets unready, so that
    /// the round waits on nobody alone and the away clock is the only ground for a claim.
    private func annClaims(in session: inout MatchSession, at now: ContinuousClock.Instant) -> String? {
        var generator = SeededGenerator(seed: 1)
        return session.handle(.claim, seat: .a, connection: testConnection(.a), now: now, using: &generator)
            .reply.last?.description
    }

    private func away(in state: SeatState) -> String? {
        state.dataLines.first?[field: "away"]
    }

    @Test func awayCountsFromTheLastLeaveAndTheClaimWinsAtTheClaimLimit() {
        var generator = SeededGenerator(seed: 12)
        let start = ContinuousClock.now
        var (session, _) = makeSession(index: 12, opponent: .human, now: start, using: &generator)
        func bobLeaves(at now: ContinuousClock.Instant) {
            _ = session.handle(.leave, seat: .b, connection: testConnection(.b), now: now, using: &generator)
        }
        #expect(away(in: session.state(for: .a, now: start + .seconds(5))) == "-")

        let firstLeave = start + .seconds(10)
        bobLeaves(at: firstLeave)
        #expect(away(in: session.state(for: .a, now: firstLeave + .seconds(42))) == "42")
        _ = session.resume(.b, connection: testConnection(.b), now: firstLeave + .seconds(50))
        #expect(away(in: session.state(for: .a, now: firstLeave + .seconds(51))) == "-")
        #expect(annClaims(in: &session, at: firstLeave + .seconds(200)) == "ERR OPPONENT_PRESENT :your opponent is connected")

        let secondLeave = firstLeave + .seconds(60)
        bobLeaves(at: secondLeave)
        #expect(away(in: session.state(for: .a, now: secondLeave + .seconds(100))) == "100")
        // Rounded up: 19.5 s to go.
        #expect(annClaims(in: &session, at: secondLeave + .milliseconds(100_500))
            == "ERR TOO_EARLY wait=20 :your opponent has been away for 100s; you can claim in 20s")
        #expect(annClaims(in: &session, at: secondLeave + .seconds(120)) == "OK CLAIM \(session.match.code)/A")
    }

    /// Ann made the game and left before anyone joined: bob, joining later, finds her away since
    /// his joining, not since her leaving, and cannot claim at once.
    @Test func aCreatorWhoLeftBeforeTheJoinIsAwayFromTheJoin() {
        var generator = SeededGenerator(seed: 14)
        let start = ContinuousClock.now
        var (session, _) = MatchSession.create(
            code: testCode(14), rules: .classic, opponent: .human, creatorName: "ann", token: .random(using: &generator),
            tokenDigest: testDigest(14, .a), creator: testConnection(.a), claimLimits: ClaimLimits(), now: start,
            using: &generator)
        _ = session.handle(.leave, seat: .a, connection: testConnection(.a), now: start + .seconds(1), using: &generator)
        let joinedAt = start + .seconds(600)
        let joined = session.join(
            name: "bob", token: .random(using: &generator), tokenDigest: testDigest(14, .b),
            connection: testConnection(.b), now: joinedAt)
        #expect(joined.reply.last?.description.hasPrefix("OK JOIN") == true)
        #expect(away(in: session.state(for: .b, now: joinedAt + .seconds(7))) == "7")
        let claim = session.handle(.claim, seat: .b, connection: testConnection(.b), now: joinedAt + .seconds(7), using: &generator)
        #expect(claim.reply.last?.description.hasPrefix("ERR TOO_EARLY wait=113") == true)
    }

    /// As after a restart: bob left long before the game was loaded again, and ann resumes it.
    @Test func aLoadedGameCountsItsSeatsAwayFromTheLoadNotFromTheLeave() {
        var generator = SeededGenerator(seed: 13)
        let start = ContinuousClock.now
        var (played, _) = makeSession(index: 13, opponent: .human, now: start, using: &generator)
        _ = played.handle(.leave, seat: .b, connection: testConnection(.b), now: start + .seconds(10), using: &generator)
        let loadedAt = start + .seconds(1_000)
        var loaded = MatchSession(match: played.match, claimLimits: ClaimLimits(), now: loadedAt)
        let resumed = loaded.resume(.a, connection: testConnection(.a), now: loadedAt + .seconds(5))
        #expect(resumed.reply.first?[field: "away"] == "5")
        #expect(annClaims(in: &loaded, at: loadedAt + .seconds(5))
            == "ERR TOO_EARLY wait=115 :your opponent has been away for 5s; you can claim in 115s")
        #expect(annClaims(in: &loaded, at: loadedAt + .seconds(120)) == "OK CLAIM \(loaded.match.code)/A")
    }
}
