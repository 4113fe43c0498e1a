import BroadsideCore
import BroadsideProtocol
import BroadsideServerCore
import Testing

/// `+ GAME` says, as `+ STATE` does, whose fleets are ready and how long the opponent has been
/// away, last on its line (PROTOCOL.md 7.4).
@Suite struct ListingTests {
    @Test func aListingCarriesTheReadySeatsAndTheOpponentsTimeAway() {
        var generator = SeededGenerator(seed: 21)
        let start = ContinuousClock.now
        var (session, _) = makeSession(index: 21, opponent: .human, now: start, using: &generator)
        #expect(session.listing(for: .a, now: start).ready == SeatPair(a: false, b: false))
        placeAndReady([.a], in: &session, now: start, using: &generator)
        let placing = session.listing(for: .b, now: start + .seconds(1))
        #expect(placing.ready == SeatPair(a: true, b: false))
        #expect(placing.opponentPresence == .present)

        _ = session.handle(.leave, seat: .b, connection: testConnection(.b), now: start + .seconds(10), using: &generator)
        let later = start + .seconds(52)
        let listing = session.listing(for: .a, now: later)
        #expect(listing.opponentPresence == .away(seconds: 42))
        #expect(listing.line.description.hasSuffix(" first=A ready=A away=42"), "\(listing.line)")
        // The same figures as the seat's state at the same moment.
        let state = session.state(for: .a, now: later)
        #expect(listing.ready == state.ready)
        #expect(listing.opponentPresence?.awaySeconds == state.awaySeconds)
    }

    @Test func theComputerIsNeverAway() {
        var generator = SeededGenerator(seed: 22)
        let start = ContinuousClock.now
        let (session, _) = makeSession(index: 22, opponent: .computer, now: start, using: &generator)
        let listing = session.listing(for: .a, now: start + .seconds(500))
        #expect(listing.opponentPresence == .present)
        #expect(listing.ready == SeatPair(a: false, b: true))
    }
}
