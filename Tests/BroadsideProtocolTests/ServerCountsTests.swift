import BroadsideCore
import BroadsideProtocol
import Testing

/// A count from a server (`round=`, `score=`, `ships=`, `volley=`...) is read only from 0 to
/// `ProtocolLimits.maximumCount` (PROTOCOL.md 4): anything else makes its line malformed, so that
/// no client takes a suffix of -1 shots or adds a won round to the largest score there is.
@Suite struct ServerCountsTests {
    static let largest = ProtocolLimits.maximumCount
    static let outOfRange = ["-1", "\(largest + 1)", "\(Int.max)", "\(Int.min)", "99999999999999999999"]

    static let listingHead = "+ GAME K7QX3M/A rules=classic opponent=human vs=bob phase=playing turn=A first=A"

    static func state(_ fields: String) throws -> SeatState {
        let head = "+ STATE K7QX3M/A rules=classic opponent=human vs=bob phase=playing turn=B first=A ready=A,B away=- claim-after=120 "
        let lines = [head + fields, "+ FLEET", "+ INCOMING", "+ OUTGOING"]
        return try SeatState(dataLines: lines.map { try #require(ServerLine(parsing: $0)) })
    }

    static func listing(_ fields: String) throws -> GameListing {
        try GameListing(#require(ServerLine(parsing: listingHead + " " + fields)))
    }

    static func event(_ text: String) throws -> Event { try Event(#require(ServerLine(parsing: text))) }

    @Test func everyCountReadsFromZeroToTheLargest() throws {
        let n = Self.largest
        let most = try Self.state("round=\(n) shots=\(n) score=\(n):\(n) volley=\(n) enemy-volley=\(n)")
        #expect(most.summary.round == n && most.shotsThisTurn == n && most.summary.score == SeatPair(a: n, b: n))
        #expect(most.ownVolley == n && most.enemyVolley == n)
        let least = try Self.state("round=0 shots=0 score=0:0 volley=0 enemy-volley=0")
        #expect(least.summary.round == 0 && least.shotsThisTurn == 0 && least.summary.score == SeatPair(a: 0, b: 0))
        #expect(least.ownVolley == 0 && least.enemyVolley == 0)
        let unsaid = try Self.state("round=1 shots=1 score=0:0")
        #expect(unsaid.ownVolley == nil && unsaid.enemyVolley == nil)
        let listed = try Self.listing("round=\(n) ships=\(n) enemy-ships=0 score=0:\(n)")
        #expect(listed.ships == n && listed.enemyShips == 0 && listed.summary.score.b == n)
        let seat = try #require(SeatReference("K7QX3M/A"))
        #expect(try Self.event("* ROUND K7QX3M/A round=\(n) first=B") == .round(seat, round: n, first: .b))
        #expect(try Self.event("* BROADSIDE versions=1,\(n) idle=600 :hello") == .greeting(versions: [1, n], idleSeconds: 600))
    }

    @Test(arguments: outOfRange)
    func aStateWithACountOutOfRangeIsMalformed(count: String) {
        for fields in [
            "round=\(count) shots=1 score=0:0", "round=1 shots=\(count) score=0:0", "round=1 shots=1 score=\(count):0",
            "round=1 shots=1 score=0:\(count)", "round=1 shots=1 score=0:0 volley=\(count)",
            "round=1 shots=1 score=0:0 enemy-volley=\(count)",
        ] {
            #expect(throws: MalformedLine.self, "\(fields)") { try Self.state(fields) }
        }
    }

    @Test(arguments: outOfRange)
    func aListingOrEventWithACountOutOfRangeIsMalformed(count: String) {
        for fields in ["round=\(count) ships=5 enemy-ships=5 score=0:0", "round=1 ships=\(count) enemy-ships=5 score=0:0",
                       "round=1 ships=5 enemy-ships=\(count) score=0:0"] {
            #expect(throws: MalformedLine.self, "\(fields)") { try Self.listing(fields) }
        }
        #expect(throws: MalformedLine.self) { try Self.event("* ROUND K7QX3M/A round=\(count) first=B") }
        #expect(throws: MalformedLine.self) { try Self.event("* BROADSIDE versions=1,\(count) idle=600 :hello") }
    }
}
