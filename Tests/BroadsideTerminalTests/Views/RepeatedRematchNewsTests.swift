import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// Line mode prints a seat's notice when it changes: news of a second offer of a rematch, or a
/// second decline, said in the same words as the first, is printed all the same.
@Suite("Line mode: a second offer of a rematch, or a second decline, is printed again")
struct RepeatedRematchNewsTests {
    private let now = Fixtures.now

    /// At the end of a round bob won, on a connection of version 2.
    private func client() -> SessionController {
        var over = Fixtures.seatState(phase: .over, turn: nil)
        over.summary.winner = .b
        var client = Fixtures.client(over)
        _ = client.connected(resuming: [], speaking: 2, now: now)
        return client
    }

    /// What line mode prints as `step` changes the client.
    private func printed(_ client: inout SessionController, _ step: (inout SessionController) -> Void) -> [String] {
        let before = client.state
        step(&client)
        return PlainView.changes(from: Presentation(of: before), to: Presentation(of: client.state), now: now)
    }

    @Test func anOfferAfterTheOneDeclinedIsPrinted() {
        var client = client()
        let offer = { (client: inout SessionController) in _ = client.receive(.event(.rematch(Fixtures.seatA, by: .b)), now: now) }
        #expect(printed(&client, offer).contains("bob offers a rematch."))
        _ = printed(&client) { client in
            _ = client.perform(.declineRematch, now: now)
            _ = client.receive(Fixtures.ok("OK DECLINE K7QX3M/A"), to: .decline(Fixtures.seatA), now: now)
        }
        let again = printed(&client, offer)
        #expect(again.contains("bob offers a rematch."), "\(again)")
    }

    @Test func aSecondDeclineIsPrinted() {
        var client = client()
        let offer = { (client: inout SessionController) in
            _ = client.perform(.rematch, now: now)
            _ = client.receive(Fixtures.ok("OK REMATCH K7QX3M/A offered"), to: .rematch(Fixtures.seatA), now: now)
        }
        let decline = { (client: inout SessionController) in _ = client.receive(.event(.declined(Fixtures.seatA, by: .b)), now: now) }
        _ = printed(&client, offer)
        #expect(printed(&client, decline).contains("bob declined the rematch."))
        _ = printed(&client, offer)
        let again = printed(&client, decline)
        #expect(again.contains("bob declined the rematch."), "\(again)")
    }
}
