import BroadsideCore
import BroadsideProtocol
import BroadsideServerCore
import Testing

/// A session's change says whether the match row differs from the one stored before it, so the
/// store can leave the row alone on most shots; a move that changes the row must say so, or the
/// change would be lost.
@Suite struct StorageChangeTests {
    @Test func everyChangeSaysWhetherTheRowChangedAndMostShotsLeaveItAlone() {
        var generator = SeededGenerator(seed: 3)
        let code = testCode(1)
        let token = SeatToken.random(using: &generator)
        var (session, created) = MatchSession.create(
            code: code, rules: .classic, opponent: .computer, creatorName: "ann", token: token,
            tokenDigest: testDigest(1, .a), creator: ConnectionID(1), claimAfter: .seconds(120), now: .now,
            using: &generator)
        #expect(created.storage?.recordChanged == true)
        var stored = session.match.record
        var changedMoves: [String] = []
        var unchangedShots = 0
        let ref = SeatReference(code, .a)
        let commands = [Command.place(ref, .random), .ready(ref)] + Coordinate.all.map { Command.fire(ref, [$0]) }
        for command in commands where !session.match.game.phase.isOver {
            let outcome = session.handle(command, seat: Seat.a, connection: ConnectionID(1), now: ContinuousClock.now, using: &generator)
            guard let change = outcome.storage else { continue }
            #expect(change.recordChanged == (change.record != stored), "\(command.name)")
            if change.recordChanged { changedMoves.append(command.name) } else if command.name == "FIRE" { unchangedShots += 1 }
            stored = change.record
        }
        #expect(session.match.game.phase.isOver)
        // The round's end changes the row (phase and score); a shot before it does not.
        #expect(changedMoves.last == "FIRE")
        #expect(unchangedShots >= 16)
        #expect(stored == session.match.record)
    }
}
