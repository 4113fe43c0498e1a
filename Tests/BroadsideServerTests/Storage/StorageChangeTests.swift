import BroadsideCore
import BroadsideProtocol
import BroadsideServerCore
import Testing

/// A session's change says whether the match row differs from the one stored before it, so the
/// store can leave the row alone on most shots; a move that changes the row must say so, or the
/// change would be lost.
@Suite struct StorageChangeTests {
    @Test func everyChangeSaysWhetherTheRowChangedAndMostShotsLeaveItAlone() throws {
        var generator = SeededGenerator(seed: 3)
        var (session, created) = makeSession(index: 1, opponent: .computer, now: .now, using: &generator)
        let code = session.match.code
        #expect(created.storage?.recordChanged == true)
        var stored = session.match.record
        var changedMoves: [String] = []
        var unchangedShots = 0
        let ref = SeatReference(code, .a)
        let commands = [Command.place(ref, .random), .ready(ref)] + Coordinate.all.map { Command.fire(ref, [$0]) }
        for command in commands where !session.match.game.phase.isOver {
            let move = try #require(command.gameCommand).command
            let outcome = session.handle(move, seat: Seat.a, connection: ConnectionID(1), now: ContinuousClock.now, using: &generator)
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

    /// A round ended by FORFEIT or CLAIM is scored before its change is made, or a restart would
    /// forget the win (the row was stored with the phase over and the old score).
    @Test(arguments: ["FORFEIT", "CLAIM"])
    func aRoundEndedWithoutSinkingStoresItsScore(_ ending: String) {
        var generator = SeededGenerator(seed: 5)
        let start = ContinuousClock.now
        var (session, _) = makeSession(index: 2, opponent: .human, now: start, using: &generator)
        let code = session.match.code
        placeAndReady(Seat.allCases, in: &session, now: start, using: &generator)
        let outcome = switch ending {
        case "FORFEIT":
            session.handle(.forfeit, seat: .b, connection: ConnectionID(2), now: start, using: &generator)
        default: {
            _ = session.disconnect(ConnectionID(2), now: start)
            return session.handle(.claim, seat: .a, connection: ConnectionID(1), now: start + .seconds(121), using: &generator)
        }()
        }
        let mover = ending == "FORFEIT" ? "B" : "A"
        #expect(outcome.reply.last?.description == "OK \(ending) \(code)/\(mover)")
        let change = outcome.storage
        #expect(change?.recordChanged == true)
        #expect(change?.record.wins == SeatPair(a: 1, b: 0))
        #expect(change?.record == session.match.record)
    }
}
