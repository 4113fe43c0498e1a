import BroadsideClient
import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// `r` is named for what it does now: accept an offer that stands, say that the player's own
/// stands, or, against the computer, which accepts at once, play another round.
@Suite("The key line and the ? list name what r does at the end of a round")
struct RematchKeyLabelTests {
    private let now = Fixtures.now

    private func over(vs opponent: Opponent = .human) -> SessionController {
        var over = Fixtures.seatState(phase: .over, turn: nil, vs: opponent == .computer ? "computer" : "bob")
        over.summary.winner = .b
        over.summary.opponent = opponent
        var client = Fixtures.client(over, mode: opponent == .computer ? .solo : .network)
        _ = client.connected(resuming: [], speaking: 2, now: now)
        return client
    }

    private func rEntry(_ client: SessionController) -> KeyGuide.Entry? {
        KeyGuide.of(Presentation(of: client.state), now: now)?.entries.first { $0.keys == "r" }
    }

    @Test func anOfferStandingIsAccepted() {
        var client = over()
        _ = client.receive(.event(.rematch(Fixtures.seatA, by: .b)), now: now)
        #expect(Scenes.screen(client.state).contains("r accept · n decline"), "\(Scenes.screen(client.state))")
        #expect(rEntry(client)?.does == "accept bob's offer of a rematch")
    }

    @Test func theOwnOfferIsListed() {
        var client = over()
        _ = client.type("r")
        _ = client.receive(Fixtures.ok("OK REMATCH K7QX3M/A offered"), to: .rematch(Fixtures.seatA), now: now)
        #expect(rEntry(client)?.does == "say whether your offer of a rematch stands")
    }

    @Test func soloPlaysAnotherRound() {
        #expect(rEntry(over(vs: .computer))?.does == "play another round")
        #expect(rEntry(over())?.does == "offer another round")
    }
}
