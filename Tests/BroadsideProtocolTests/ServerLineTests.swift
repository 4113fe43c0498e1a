import BroadsideCore
import BroadsideProtocol
import Testing

@Suite struct ServerLineTests {
    static let ref = SeatReference(GameCode("K7QX3M")!, .a)  // a valid literal code

    @Test func parsesMarkersFieldsAndText() throws {
        let line = try #require(ServerLine(parsing: "ERR WRONG_SHOT_COUNT expected=3 :this turn takes 3 shots,  not 1"))
        #expect(line.kind == .err)
        #expect(line.name == "WRONG_SHOT_COUNT")
        #expect(line[field: "expected"] == "3")
        #expect(line.text == "this turn takes 3 shots,  not 1")
        #expect(line.description == "ERR WRONG_SHOT_COUNT expected=3 :this turn takes 3 shots,  not 1")
        #expect(ServerLine(parsing: "HELLO there") == nil)
        #expect(ServerLine(parsing: "OK") == nil)
    }

    static let events: [Event] = [
        .greeting(versions: [1], idleSeconds: 600),
        .greeting(versions: [1, 2], idleSeconds: nil),
        .joined(ref, opponentName: "bob"),
        .ready(ref, seat: .b),
        .started(ref, first: .b),
        .shot(ref, by: .b, shots: [
            Shot(target: Coordinate(row: 1, column: 6)!, result: .miss),
            Shot(target: Coordinate(row: 2, column: 2)!, result: .hit),
            Shot(target: Coordinate(row: 3, column: 3)!, result: .sunk(ShipPlacement(.destroyer, at: Coordinate(row: 3, column: 2)!, .horizontal))),
        ], then: .next(.a)),
        .shot(ref, by: .b, shots: [Shot(target: Coordinate(row: 0, column: 0)!, result: .hit)], then: .winner(.b)),
        .over(ref, winner: .b, reason: .sunk),
        .over(ref, winner: nil, reason: .abandoned),
        .over(ref, winner: .a, reason: .forfeit, cause: .keptWaiting),
        .reveal(ref, fleet: [ShipPlacement(.carrier, at: Coordinate(row: 0, column: 0)!, .horizontal)]),
        .rematch(ref, by: .b),
        .declined(ref, by: .b),
        .round(ref, round: 2, first: .b),
        .left(ref, seat: .b),
        .back(ref, seat: .b),
        .taken(ref),
    ]

    @Test(arguments: events)
    func eventsRoundTrip(event: Event) throws {
        let text = event.line.description
        #expect(text.hasPrefix("* "))
        #expect(try Event(try #require(ServerLine(parsing: text))) == event)
    }

    @Test func declinedLinesUseTheSpecFormAndCameInVersionTwo() {
        let declined = Event.declined(Self.ref, by: .b)
        #expect(declined.line.description == "* DECLINED K7QX3M/A by=B")
        // The only event a connection of version 1 is not sent.
        #expect(Self.events.filter { $0.versionAdded > 1 } == [declined])
    }

    @Test func shotLinesUseTheSpecForm() {
        let event = Self.events.first { if case .shot = $0 { true } else { false } }
        #expect(event?.line.description == "* SHOT K7QX3M/A by=B B7=miss C3=hit D4=sunk:destroyer:D3:H next=A")
    }

    /// `turn-seconds=` is read when present, and a state from a server that does not send it
    /// still reads, without it.
    @Test func turnSecondsIsReadWhenSent() throws {
        let head = "+ STATE K7QX3M/A round=1 rules=classic opponent=human vs=bob phase=playing turn=B shots=0 score=0:0 first=A ready=A,B away=-"
        let rest = ["+ FLEET", "+ INCOMING", "+ OUTGOING", "OK STATE K7QX3M/A"]
        func read(_ fields: String) throws -> SeatState {
            try SeatState(dataLines: ([head + fields] + rest.dropLast()).map { try #require(ServerLine(parsing: $0)) })
        }
        #expect(try read(" turn-seconds=75 claim-after=120").turnSeconds == 75)
        #expect(try read(" turn-seconds=- claim-after=120").turnSeconds == nil)
        #expect(try read(" claim-after=120").turnSeconds == nil)
        let state = try read(" turn-seconds=75 claim-after=120")
        #expect(state.dataLines.first?.description.contains(" turn-seconds=75 ") == true)
        // So are the latest volleys' sizes, and a state without them reads too.
        let volleys = try read(" turn-seconds=75 volley=3 enemy-volley=4 claim-after=120")
        #expect(volleys.ownVolley == 3 && volleys.enemyVolley == 4)
        #expect(state.ownVolley == nil && state.enemyVolley == nil)
        #expect(try SeatState(dataLines: volleys.dataLines) == volleys)
    }

    @Test func seatStateRoundTripsThroughDataLines() throws {
        let shots = (0..<40).map { Shot(target: Coordinate(index: $0)!, result: $0 % 3 == 0 ? .hit : .miss) }
        let summary = SeatSummary(
            reference: Self.ref, round: 2, rules: .salvo, opponent: .human, opponentName: "bob", phase: .over,
            turn: nil, first: .b, score: SeatPair(a: 1, b: 1), winner: .a, reason: .forfeit)
        let state = SeatState(
            summary: summary, shotsThisTurn: 0, ready: SeatPair(a: true, b: true), awaySeconds: 37, claimAfterSeconds: 120,
            fleet: [ShipPlacement(.carrier, at: Coordinate(row: 0, column: 0)!, .horizontal)],
            incoming: shots, outgoing: Array(shots.prefix(3)),
            revealed: [ShipPlacement(.cruiser, at: Coordinate(row: 5, column: 5)!, .vertical)])
        let lines = state.dataLines
        #expect(lines.allSatisfy { $0.description.utf8.count < ProtocolLimits.lineBytes })
        #expect(lines.filter { $0.name == "INCOMING" }.count == 3)
        let parsed = try SeatState(dataLines: lines.map { try #require(ServerLine(parsing: $0.description)) })
        #expect(parsed == state)
    }

    /// `rematch=` names the seats whose offer stands once the round is over; a line from a
    /// server that does not send it reads as not known, not as no offer (PROTOCOL.md 15).
    @Test func rematchOffersAreReadWhenSent() throws {
        let over = "+ GAME K7QX3M/A round=1 rules=classic opponent=human vs=bob phase=over turn=- ships=5 enemy-ships=0 score=1:0 first=A winner=A reason=sunk"
        func read(_ text: String) throws -> GameListing { try GameListing(try #require(ServerLine(parsing: text))) }
        #expect(try read(over + " rematch=B").summary.rematchOffers == SeatPair(a: false, b: true))
        #expect(try read(over + " rematch=-").summary.rematchOffers == SeatPair(a: false, b: false))
        #expect(try read(over).summary.rematchOffers == nil)
        #expect(try read(over + " rematch=A").line.description == over + " rematch=A")
        #expect(try read(over).line.description == over)
    }

    /// `ready=` and `away=` come last on a `+ GAME` line; a line from a server that does not send
    /// them reads as not known, not as nobody ready or nobody away (PROTOCOL.md 7.4, 15).
    @Test func readyAndAwayAreReadWhenSent() throws {
        let placing = "+ GAME K7QX3M/A round=1 rules=classic opponent=human vs=bob phase=placing turn=- ships=5 enemy-ships=5 score=0:0 first=A"
        func read(_ text: String) throws -> GameListing { try GameListing(try #require(ServerLine(parsing: text))) }
        let sent = try read(placing + " ready=B away=95")
        #expect(sent.ready == SeatPair(a: false, b: true))
        #expect(sent.opponentPresence == .away(seconds: 95))
        #expect(sent.line.description == placing + " ready=B away=95")
        let none = try read(placing + " ready=- away=-")
        #expect(none.ready == SeatPair(a: false, b: false))
        #expect(none.opponentPresence == .present)
        let older = try read(placing)
        #expect(older.ready == nil)
        #expect(older.opponentPresence == nil)
        #expect(older.line.description == placing)
    }

    /// A list of numbers with a part that is not one is malformed, not read without that part.
    @Test(arguments: ["score=1:x:2", "score=1:", "score=:1", "score=1::2", "score=1:0:", "score=a:b"])
    func aScoreWithAPartNotANumberIsMalformed(score: String) throws {
        let line = try #require(ServerLine(parsing:
            "+ GAME K7QX3M/A round=1 rules=classic opponent=human vs=bob phase=placing turn=- ships=5 enemy-ships=5 \(score) first=A"))
        #expect(throws: MalformedLine.self) { try GameListing(line) }
    }

    @Test(arguments: ["versions=1,x", "versions=x,1", "versions=1,,2", "versions=1,", "versions="])
    func aGreetingWithAVersionNotANumberIsMalformed(versions: String) throws {
        let line = try #require(ServerLine(parsing: "* BROADSIDE \(versions) idle=600"))
        #expect(throws: MalformedLine.self) { try Event(line) }
    }

    @Test func gameListingRoundTrips() throws {
        let summary = SeatSummary(
            reference: Self.ref, round: 1, rules: Rules(variant: .classic, shipsMayTouch: false), opponent: .computer,
            opponentName: nil, phase: .waiting, turn: nil, first: .a, score: SeatPair(a: 0, b: 0), winner: nil, reason: nil)
        let listing = GameListing(summary: summary, ships: 5, enemyShips: 5)
        #expect(listing.line.description.hasPrefix("+ GAME K7QX3M/A round=1 rules=classic,apart opponent=computer vs=- phase=waiting"))
        #expect(try GameListing(try #require(ServerLine(parsing: listing.line.description))) == listing)
        var over = GameListing(summary: summary, ships: 5, enemyShips: 5, ready: SeatPair(a: true, b: true), opponentPresence: .away(seconds: 7))
        over.summary.phase = .over
        over.summary.winner = .a
        over.summary.reason = .forfeit
        over.summary.rematchOffers = SeatPair(a: false, b: true)
        // Last on the line, after the fields of a round over.
        #expect(over.line.description.hasSuffix(" winner=A reason=forfeit rematch=B ready=A,B away=7"), "\(over.line)")
        #expect(try GameListing(try #require(ServerLine(parsing: over.line.description))) == over)
        over.summary.cause = .away
        #expect(over.line.description.hasSuffix(" winner=A reason=forfeit cause=away rematch=B ready=A,B away=7"), "\(over.line)")
        #expect(try GameListing(try #require(ServerLine(parsing: over.line.description))) == over)
    }

    /// `cause=` follows `reason=forfeit` only; a ground this version does not know reads as
    /// none rather than as a malformed line (a later version may add one).
    @Test func theCauseOfAForfeitIsSaidOnlyAfterIt() throws {
        #expect(Event.over(Self.ref, winner: .a, reason: .sunk, cause: .away).line.description == "* OVER K7QX3M/A winner=A reason=sunk")
        #expect(Event.over(Self.ref, winner: .b, reason: .forfeit, cause: .gaveUp).line.description
            == "* OVER K7QX3M/A winner=B reason=forfeit cause=gave-up")
        let later = try Event(try #require(ServerLine(parsing: "* OVER K7QX3M/A winner=B reason=forfeit cause=struck-by-lightning")))
        #expect(later == .over(Self.ref, winner: .b, reason: .forfeit, cause: nil))
    }
}
