import BroadsideClient
import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

@Suite("An offer of a rematch can be declined, or withdrawn, with n (or decline) when the server speaks version 2")
struct RematchDeclineTests {
    /// The screen's words, its lines joined: a sentence may be wrapped.
    private func words(_ client: SessionController) -> String {
        Scenes.screen(client.state).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// A client whose connection speaks `version`, on the end of a round bob won.
    private func client(speaking version: Int = 2) -> SessionController {
        var over = Fixtures.seatState(phase: .over, turn: nil)
        over.summary.winner = .b
        var client = Fixtures.client(over)
        _ = client.connected(resuming: [], speaking: version, now: Fixtures.now)
        return client
    }

    @Test func theOpponentsOfferIsDeclinedWithN() {
        var client = client()
        _ = client.receive(.event(.rematch(Fixtures.seatA, by: .b)), now: Fixtures.now)
        let offered = words(client)
        #expect(offered.contains("bob offers a rematch: press r to accept, press n to decline."), "\(offered)")
        #expect(offered.contains("n decline"), "\(offered)")
        #expect(client.type("n") == ["DECLINE K7QX3M/A"])
        _ = client.receive(Fixtures.ok("OK DECLINE K7QX3M/A"), to: .decline(Fixtures.seatA), now: Fixtures.now)
        #expect(client.state.message == "You declined bob's offer of a rematch.")
        // Back to the plain end of the round: r offers, and n does nothing to send.
        let plain = words(client)
        #expect(plain.contains("Game over: bob wins. Press r for a rematch."), "\(plain)")
        #expect(!plain.contains("n decline"), "\(plain)")
        #expect(client.type("n") == [])
    }

    @Test func ownOfferIsWithdrawnWithN() {
        var client = client()
        #expect(client.type("r") == ["REMATCH K7QX3M/A"])
        _ = client.receive(Fixtures.ok("OK REMATCH K7QX3M/A offered"), to: .rematch(Fixtures.seatA), now: Fixtures.now)
        let waiting = words(client)
        #expect(waiting.contains("Rematch offered: waiting for bob. Press n to withdraw it."), "\(waiting)")
        #expect(waiting.contains("n withdraw"), "\(waiting)")
        #expect(client.type("n") == ["DECLINE K7QX3M/A"])
        _ = client.receive(Fixtures.ok("OK DECLINE K7QX3M/A"), to: .decline(Fixtures.seatA), now: Fixtures.now)
        #expect(client.state.message == "You withdrew your offer of a rematch.")
        #expect(client.state.seats[Fixtures.seatA]?.rematchRequested == false)
    }

    /// `* DECLINED` says which offer ended, and the end of the round is plain again.
    @Test func theOpponentsDeclineOrWithdrawalIsSaid() {
        var declined = client()
        _ = declined.type("r")
        _ = declined.receive(Fixtures.ok("OK REMATCH K7QX3M/A offered"), to: .rematch(Fixtures.seatA), now: Fixtures.now)
        _ = declined.receive(.event(.declined(Fixtures.seatA, by: .b)), now: Fixtures.now)
        let screen = words(declined)
        #expect(screen.contains("bob declined the rematch."), "\(screen)")
        #expect(screen.contains("Game over: bob wins. Press r for a rematch."), "\(screen)")

        var withdrawn = client()
        _ = withdrawn.receive(.event(.rematch(Fixtures.seatA, by: .b)), now: Fixtures.now)
        _ = withdrawn.receive(.event(.declined(Fixtures.seatA, by: .b)), now: Fixtures.now)
        #expect(words(withdrawn).contains("bob withdrew their offer of a rematch."))
        #expect(withdrawn.state.seats[Fixtures.seatA]?.rematchOffered == false)
    }

    /// A server of version 1 cannot take an offer back: no key says it can, and n sends nothing.
    @Test func aServerOfVersionOneOffersNoDecline() {
        var client = client(speaking: 1)
        _ = client.receive(.event(.rematch(Fixtures.seatA, by: .b)), now: Fixtures.now)
        let screen = words(client)
        #expect(screen.contains("bob offers a rematch: press r to accept."), "\(screen)")
        #expect(!screen.contains("decline"), "\(screen)")
        #expect(client.type("n") == [])
    }

    /// The version is the connection's: back on a server of version 1 after one of version 2 (an
    /// older server restarted in its place), decline is offered no more.
    @Test func aReconnectionToAServerOfVersionOneStopsOfferingDecline() {
        var client = client(speaking: 2)
        _ = client.receive(.event(.rematch(Fixtures.seatA, by: .b)), now: Fixtures.now)
        #expect(words(client).contains("press n to decline"))
        _ = client.receive(.disconnected, now: Fixtures.now)
        _ = client.connected(resuming: [], speaking: 1, now: Fixtures.now)
        let screen = words(client)
        #expect(screen.contains("bob offers a rematch: press r to accept."), "\(screen)")
        #expect(!screen.contains("decline"), "\(screen)")
        #expect(client.type("n") == [])
    }

    /// Line mode: `decline` does what n does.
    @Test func lineModeDeclines() {
        var client = client()
        _ = client.receive(.event(.rematch(Fixtures.seatA, by: .b)), now: Fixtures.now)
        guard case .intents(let intents) = PlainCommands.parse("decline", state: client.state) else {
            Issue.record("decline was not read as a command")
            return
        }
        #expect(intents == [.declineRematch])
        #expect(Fixtures.commands(intents.flatMap { client.perform($0, now: Fixtures.now) }) == ["DECLINE K7QX3M/A"])
    }

    /// The offer was gone before the `DECLINE` came: the client stops showing it.
    @Test func aDeclineThatFindsNoOfferClearsIt() {
        var client = client()
        _ = client.receive(.event(.rematch(Fixtures.seatA, by: .b)), now: Fixtures.now)
        _ = client.type("n")
        let refusal = Reply(data: [], final: ProtocolError(.noOffer, "no rematch is on offer; REMATCH offers one").line)
        _ = client.receive(refusal, to: .decline(Fixtures.seatA), now: Fixtures.now)
        #expect(client.state.seats[Fixtures.seatA]?.rematchOffered == false)
    }
}
