import BroadsideCore
import BroadsideProtocol
import Testing

/// A number of seconds from a server is read only from 0 to `ProtocolLimits.maximumSeconds`:
/// anything else makes its line malformed, so that no client counts on a time it cannot add up.
@Suite struct ServerSecondsTests {
    static let largest = ProtocolLimits.maximumSeconds
    static let outOfRange = ["-1", "\(largest + 1)", "\(Int.max)", "\(Int.min)", "99999999999999999999"]

    static let stateHead = "+ STATE K7QX3M/A round=1 rules=classic opponent=human vs=bob phase=playing turn=B shots=0 score=0:0 first=A ready=A,B"

    static func state(_ fields: String) throws -> SeatState {
        let lines = [stateHead + " " + fields, "+ FLEET", "+ INCOMING", "+ OUTGOING"]
        return try SeatState(dataLines: lines.map { try #require(ServerLine(parsing: $0)) })
    }

    static func line(_ text: String) throws -> ServerLine { try #require(ServerLine(parsing: text)) }

    @Test func everySecondsFieldReadsFromZeroToTheLargest() throws {
        let longest = try Self.state("away=\(Self.largest) turn-seconds=\(Self.largest) claim-after=\(Self.largest) turn-limit=\(Self.largest)")
        #expect(longest.awaySeconds == Self.largest && longest.turnSeconds == Self.largest)
        #expect(longest.claimAfterSeconds == Self.largest && longest.turnLimitSeconds == Self.largest)
        let none = try Self.state("away=0 turn-seconds=0 claim-after=0 turn-limit=0")
        #expect(none.awaySeconds == 0 && none.turnSeconds == 0 && none.claimAfterSeconds == 0 && none.turnLimitSeconds == 0)
    }

    @Test(arguments: outOfRange)
    func aStateWithSecondsOutOfRangeIsMalformed(seconds: String) {
        for fields in [
            "away=\(seconds) claim-after=120", "away=- turn-seconds=\(seconds) claim-after=120",
            "away=- claim-after=\(seconds)", "away=- claim-after=120 turn-limit=\(seconds)",
        ] {
            #expect(throws: MalformedLine.self, "\(fields)") { try Self.state(fields) }
        }
    }

    @Test(arguments: outOfRange)
    func aListingAwayOutOfRangeIsMalformed(seconds: String) throws {
        let listing = "+ GAME K7QX3M/A round=1 rules=classic opponent=human vs=bob phase=playing turn=A ships=5 enemy-ships=5 score=0:0 first=A ready=A,B"
        #expect(try GameListing(Self.line(listing + " away=\(Self.largest)")).opponentPresence == .away(seconds: Self.largest))
        let line = try Self.line(listing + " away=\(seconds)")
        #expect(throws: MalformedLine.self) { try GameListing(line) }
    }

    @Test(arguments: outOfRange)
    func aGreetingIdleOutOfRangeIsMalformed(seconds: String) throws {
        func greeting(idle: String) throws -> ServerLine { try Self.line("* BROADSIDE versions=1 idle=\(idle) :hello") }
        #expect(try Event(greeting(idle: "\(Self.largest)")) == .greeting(versions: [1], idleSeconds: Self.largest))
        let line = try greeting(idle: seconds)
        #expect(throws: MalformedLine.self) { try Event(line) }
    }

    @Test(arguments: outOfRange)
    func aWaitOutOfRangeIsMalformed(seconds: String) throws {
        #expect(try Self.line("ERR TOO_EARLY wait=\(Self.largest) :not yet").optionalSeconds("wait") == Self.largest)
        #expect(try Self.line("ERR TOO_EARLY :not yet").optionalSeconds("wait") == nil)
        let line = try Self.line("ERR TOO_EARLY wait=\(seconds) :not yet")
        #expect(throws: MalformedLine.self) { try line.optionalSeconds("wait") }
        #expect(ServerLine.seconds(wireForm: seconds) == nil)
    }
}
