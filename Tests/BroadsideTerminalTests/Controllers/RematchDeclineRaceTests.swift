import BroadsideClient
import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// Both players say no at once, or one says it twice: how the offer ended stays said.
@Suite("A decline that crosses the other player's, or follows one, keeps what ended the offer said")
struct RematchDeclineRaceTests {
    private let now = Fixtures.now
    private let noOffer = Reply(data: [], final: ProtocolError(.noOffer, "no rematch is on offer; REMATCH offers one").line)

    /// On the end of a round bob won, with `offerer`'s offer of a rematch standing.
    private func client(offeredBy offerer: Seat) -> SessionController {
        var over = Fixtures.seatState(phase: .over, turn: nil)
        over.summary.winner = .b
        var client = Fixtures.client(over)
        _ = client.connected(resuming: [], speaking: 2, now: now)
        if offerer == .a {
            _ = client.type("r")
            _ = client.receive(Fixtures.ok("OK REMATCH K7QX3M/A offered"), to: .rematch(Fixtures.seatA), now: now)
        } else {
            _ = client.receive(.event(.rematch(Fixtures.seatA, by: .b)), now: now)
        }
        return client
    }

    private func words(_ client: SessionController) -> String {
        Scenes.screen(client.state).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The full-screen client holds the `* DECLINED` back while its `DECLINE` waits for the
    /// reply, so it reads the refusal first: both say what happened, neither wipes it.
    @Test func theRefusalReadFirstSaysTheOfferHadGone() {
        var withdrawn = client(offeredBy: .b)
        #expect(withdrawn.type("n") == ["DECLINE K7QX3M/A"])
        _ = withdrawn.receive(noOffer, to: .decline(Fixtures.seatA), now: now)
        _ = withdrawn.receive(.event(.declined(Fixtures.seatA, by: .b)), now: now)
        #expect(withdrawn.state.message == "bob had already withdrawn the offer.")
        #expect(words(withdrawn).contains("bob had already withdrawn the offer."), "\(words(withdrawn))")

        var declined = client(offeredBy: .a)
        #expect(declined.type("n") == ["DECLINE K7QX3M/A"])
        _ = declined.receive(noOffer, to: .decline(Fixtures.seatA), now: now)
        _ = declined.receive(.event(.declined(Fixtures.seatA, by: .b)), now: now)
        #expect(declined.state.message == "bob had already declined the rematch.")
    }

    /// Read in the order the server sent them, the event says it, and the refusal keeps it said.
    @Test func theEventReadFirstStaysSaid() {
        var client = client(offeredBy: .a)
        _ = client.type("n")
        _ = client.receive(.event(.declined(Fixtures.seatA, by: .b)), now: now)
        _ = client.receive(noOffer, to: .decline(Fixtures.seatA), now: now)
        #expect(words(client).contains("bob declined the rematch."), "\(words(client))")
        #expect(!words(client).contains("REMATCH offers one"), "\(words(client))")
    }

    /// n again once the offer is gone (typed ahead of the reply, or after it) says again how it
    /// ended, not the lobby's n.
    @Test func aSecondNKeepsTheDeclineSaid() {
        var declining = client(offeredBy: .b)
        _ = declining.type("n")
        _ = declining.receive(Fixtures.ok("OK DECLINE K7QX3M/A"), to: .decline(Fixtures.seatA), now: now)
        #expect(declining.type("n") == [])
        #expect(declining.state.message == "You declined bob's offer of a rematch.")

        var withdrawing = client(offeredBy: .a)
        _ = withdrawing.type("n")
        _ = withdrawing.receive(Fixtures.ok("OK DECLINE K7QX3M/A"), to: .decline(Fixtures.seatA), now: now)
        #expect(withdrawing.type("n") == [])
        #expect(withdrawing.state.message == "You withdrew your offer of a rematch.")

        var told = client(offeredBy: .a)
        _ = told.receive(.event(.declined(Fixtures.seatA, by: .b)), now: now)
        #expect(told.type("n") == [])
        #expect(told.state.message == "bob declined the rematch.")
    }
}
