import BroadsideClient
import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// At a shared terminal `r` on the end screen of the player who ended the round must not start
/// the next one before the other player has seen the end: it offers the rematch from that seat
/// and passes the terminal, and the other player answers on their own end screen.
@Suite("Hot-seat: a rematch asked for before the other player saw the end is offered to them")
struct HotSeatRematchTests {
    private let now = Fixtures.now

    /// Ann sank bob's last ship and pressed r: her seat's offer, and the terminal to bob.
    private func annOffered() -> SessionController {
        var client = HotSeatFlowTests.annSankBobsLastShip()
        #expect(client.type("r") == ["REMATCH K7QX3M/A"])
        #expect(client.state.page == .handover(Fixtures.seatB))
        _ = client.receive(Fixtures.ok("OK REMATCH K7QX3M/A offered"), to: .rematch(Fixtures.seatA), now: now)
        _ = client.receive(.event(.rematch(Fixtures.seatB, by: .a)), now: now)
        return client
    }

    @Test func theOtherPlayerSeesTheEndWithTheOfferAndAcceptsIt() {
        // What r does is said before it is pressed.
        let end = HotSeatFlowTests.annSankBobsLastShip().state
        #expect(KeyGuide.of(Presentation(of: end), now: now)?.entries.contains {
            $0.keys == "r" && $0.does == "offer another round, passing the terminal to bob to answer"
        } == true)
        var client = annOffered()
        // Space, not the r just pressed, shows bob's screen.
        #expect(Scenes.screen(client.state).contains("Pass the terminal to bob, then press Space."))
        _ = client.type(" ")
        #expect(client.state.page == .game(Fixtures.seatB))
        let bob = Scenes.screen(client.state)
        #expect(bob.contains("Your fleet (bob)"), "\(bob)")
        #expect(bob.contains("A  c c c c c"), "\(bob)")
        #expect(Scenes.words(client.state).contains(
            "Game over: ann wins! ann offers a rematch: press r to accept, or press Enter to pass the terminal back."), "\(bob)")
        #expect(bob.contains("Enter pass the terminal · r accept · q lobby"), "\(bob)")
        // Bob's seat accepts: the round starts.
        #expect(client.type("r") == ["REMATCH K7QX3M/B"])
    }

    /// n declines nothing at a shared terminal: it says that Enter passes the terminal back, not
    /// the lobby's n.
    @Test func nOnAnOfferSaysHowItIsAnswered() {
        var client = annOffered()
        _ = client.type(" ")
        #expect(client.type("n") == [])
        #expect(client.state.message == "At a shared terminal an offer is not declined: press Enter to pass the terminal back.")
    }

    /// The two seats' `* ROUND` may come either side of the first seat's new state: the new round
    /// is shown once both seats' states are in, so that each player's screen bears their name.
    @Test func theNewRoundWaitsForBothSeatsStates() {
        var client = annOffered()
        _ = client.type(" ")
        #expect(client.type("r") == ["REMATCH K7QX3M/B"])
        func newRound(_ ref: SeatReference, vs: String) {
            #expect(Fixtures.commands(client.receive(.event(.round(ref, round: 2, first: .b)), now: now)) == ["STATE \(ref)"])
            let placing = Fixtures.seatState(ref, phase: .placing, turn: nil, vs: vs, fleet: [], ready: SeatPair(a: false, b: false))
            _ = client.receive(Fixtures.stateReply(placing), to: .state(ref), now: now)
        }
        newRound(Fixtures.seatB, vs: "ann")
        #expect(client.state.page == .game(Fixtures.seatB))
        newRound(Fixtures.seatA, vs: "bob")
        #expect(client.state.page == .handover(Fixtures.seatA))
        _ = client.type(" ")
        #expect(client.state.page == .editor(Fixtures.seatA))
        #expect(Scenes.screen(client.state).contains("Your fleet (ann)"))
    }

    /// Bob accepted at this terminal, so nobody needs telling that he did, whichever seat's
    /// `* ROUND` comes first: the round began, and who fires first, by name (not "ann accepted",
    /// nor "you fire first", which both players read).
    @Test(arguments: [[Seat.a, .b], [.b, .a]])
    func theRoundIsSaidToBeginWithWhoFiresFirst(order: [Seat]) {
        var client = annOffered()
        _ = client.type(" ")
        #expect(client.type("r") == ["REMATCH K7QX3M/B"])
        for seat in order {
            _ = client.receive(.event(.round(SeatReference(Fixtures.code, seat), round: 2, first: .b)), now: now)
        }
        #expect(client.state.message == "Round 2 begins, bob fires first. Place your fleets.")
    }

    /// Enter passes the terminal back, the offer standing: ann is told bob answers it, and r
    /// does not start the round in his place.
    @Test func theOfferPassedBackStandsForTheOtherPlayerToAnswer() {
        var client = annOffered()
        _ = client.type(" ")
        _ = client.type([.enter])
        #expect(client.state.page == .handover(Fixtures.seatA))
        _ = client.type(" ")
        let ann = Scenes.screen(client.state)
        #expect(ann.contains("Game over: ann wins! Rematch offered: press Enter for bob to answer it."), "\(ann)")
        #expect(ann.contains("Enter pass the terminal · q lobby"), "\(ann)")
        #expect(client.type("r") == [])
        #expect(client.state.message == "Your offer of a rematch stands: press Enter for bob to answer it.")
        #expect(client.state.page == .game(Fixtures.seatA))
    }

    /// Line mode's `rematch` does the same, and the handover it leads to is printed.
    @Test func lineModesRematchOffersAndPassesTheTerminalToo() {
        var client = HotSeatFlowTests.annSankBobsLastShip()
        let before = client.state
        guard case .intents(let intents) = PlainCommands.parse("rematch", state: client.state) else {
            Issue.record("rematch is a command")
            return
        }
        #expect(Fixtures.commands(intents.flatMap { client.perform($0, now: now) }) == ["REMATCH K7QX3M/A"])
        #expect(PlainView.changes(from: Presentation(of: before), to: Presentation(of: client.state), now: now) == ["Pass the terminal to bob, who types take to go on."])
    }
}
