import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

@Suite("Notices are sentences")
struct NoticeWordingTests {
    @Test(arguments: [
        Event.joined(Fixtures.seatA, opponentName: "bob"), .ready(Fixtures.seatA, seat: .b), .rematch(Fixtures.seatA, by: .b),
        .left(Fixtures.seatA, seat: .b), .back(Fixtures.seatA, seat: .b),
    ])
    func eachNoticeEndsWithAFullStop(_ event: Event) throws {
        var model = Fixtures.model(Fixtures.seatState())
        // A return is news after an absence this client heard of.
        if case .back = event { model.apply(.left(Fixtures.seatA, seat: .b), now: Fixtures.now) }
        model.apply(event, now: Fixtures.now)
        let notice = try #require(model.noticeSentence)
        #expect(notice.hasSuffix("."), "\(notice)")
    }
}
