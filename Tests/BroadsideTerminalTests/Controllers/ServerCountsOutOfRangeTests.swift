import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// Counts from a server that the client could not count with (a volley of -1 shots, which took a
/// negative suffix of the shots fired, or a score one more win would overflow) are refused with
/// their line, and the screens drawn later do not trap.
@Suite("Counts out of range from a server")
struct ServerCountsOutOfRangeTests {
    static let state = Fixtures.seatState(outgoing: ["B2=miss", "C3=miss"], away: 30)

    static func client(after field: String, _ value: String) -> SessionController {
        var client = Fixtures.client(Self.state)
        _ = client.receive(ServerSecondsOutOfRangeTests.stateReply(field, value, of: Self.state), to: .state(Fixtures.seatA), now: Fixtures.now)
        return client
    }

    /// The control: a count in range is taken.
    @Test func aStateWithCountsInRangeIsTaken() throws {
        let seat = try #require(Self.client(after: "score", "2:1").state.seats[Fixtures.seatA])
        #expect(seat.summary.score.a == 2 && seat.summary.score.b == 1)
        #expect(try #require(Self.client(after: "volley", "2").state.seats[Fixtures.seatA]).lastVolley.count == 2)
    }

    @Test(arguments: [("volley", "-1"), ("enemy-volley", "-1"), ("score", "\(Int.max):0"), ("score", "0:-3"),
                      ("shots", "-1"), ("round", "\(Int.max)")])
    func aStateWithThemLeavesTheGameAsItWas(field: String, value: String) throws {
        let client = Self.client(after: field, value)
        let seat = try #require(client.state.seats[Fixtures.seatA])
        #expect(seat.summary == Self.state.summary && seat.shotsThisTurn == Self.state.shotsThisTurn)
        #expect(seat.lastVolley.count <= 2 && seat.lastIncomingVolley.isEmpty)
        let later = ServerSecondsOutOfRangeTests.screen(client, after: 2)
        #expect(later.contains("bob has been away 0:32"), "\(later)")
    }
}
