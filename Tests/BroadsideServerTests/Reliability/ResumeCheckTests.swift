@testable import BroadsideChaos
import BroadsideCore
import BroadsideProtocol
import Testing

/// The chaos players' judge on made-up states: it must catch a lost, changed, unsent or
/// repeated shot, and let pass only what a crash can leave unanswered.
@Suite struct ResumeCheckTests {
    static let code = GameCode("K7QX3M")!  // a valid code by the alphabet of PROTOCOL.md 6.1

    static func record(_ seat: Seat, fired: [Shot], inFlight: Coordinate? = nil) -> SeatRecord {
        var record = SeatRecord(
            reference: SeatReference(code, seat), token: SeatToken(String(repeating: "a", count: 32))!,  // 32 hex digits
            fleet: [], order: Coordinate.all)
        record.fired = fired
        record.inFlight = inFlight
        return record
    }

    static func state(out: [Shot], in incoming: [Shot]) -> SeatState {
        let summary = SeatSummary(
            reference: SeatReference(code, .a), round: 1, rules: .classic, opponent: .human, opponentName: "b",
            phase: .playing, turn: .a, first: .a, score: SeatPair(a: 0, b: 0), winner: nil, reason: nil)
        return SeatState(
            summary: summary, shotsThisTurn: 1, ready: SeatPair(a: true, b: true), awaySeconds: nil, claimAfterSeconds: 120, fleet: [],
            incoming: incoming, outgoing: out, revealed: nil)
    }

    static func shot(_ cell: String, _ result: ShotResult = .miss) -> Shot {
        Shot(target: Fleets.cell(cell), result: result)
    }

    @Test func whatACrashCanLeaveUnansweredPasses() throws {
        let own = Self.record(.a, fired: [Self.shot("A1")], inFlight: Fleets.cell("A2"))
        let opponent = Self.record(.b, fired: [Self.shot("J1")], inFlight: Fleets.cell("J2"))
        let stored = Self.state(out: [Self.shot("A1"), Self.shot("A2")], in: [Self.shot("J1"), Self.shot("J2"), Self.shot("J3")])
        #expect(try ResumeCheck.verify(stored, own: own, opponent: opponent) == [.recovered(Self.shot("A2"))])
        let notStored = Self.state(out: [Self.shot("A1")], in: [Self.shot("J1")])
        #expect(try ResumeCheck.verify(notStored, own: own, opponent: opponent) == [.unstored(Fleets.cell("A2"))])
    }

    @Test func brokenPromisesAreCaught() {
        let own = Self.record(.a, fired: [Self.shot("A1"), Self.shot("A2", .hit)])
        let opponent = Self.record(.b, fired: [Self.shot("J1")])
        let cases: [SeatState] = [
            Self.state(out: [Self.shot("A1")], in: [Self.shot("J1")]),  // an acknowledged shot lost
            Self.state(out: [Self.shot("A1"), Self.shot("A2")], in: [Self.shot("J1")]),  // its result changed
            Self.state(out: [Self.shot("A1"), Self.shot("A2", .hit), Self.shot("A3")], in: [Self.shot("J1")]),  // never sent
            Self.state(out: [Self.shot("A1"), Self.shot("A2", .hit)], in: []),  // the opponent's shot lost
            Self.state(out: [Self.shot("A1"), Self.shot("A2", .hit)], in: [Self.shot("J1"), Self.shot("J1")]),  // twice
            Self.state(out: [Self.shot("A1"), Self.shot("A2", .hit)], in: [Self.shot("J1"), Self.shot("J2"), Self.shot("J3")]),
        ]
        for stored in cases {
            #expect(throws: ChaosFailure.self, "\(stored.outgoing) / \(stored.incoming)") {
                try ResumeCheck.verify(stored, own: own, opponent: opponent)
            }
        }
    }
}
