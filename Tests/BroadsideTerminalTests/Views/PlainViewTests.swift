import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

@Suite("Line mode prints pages in full and then only what changed")
struct PlainViewTests {
    /// A terminal breaks a line too long for it mid-word: line mode breaks it at spaces, a
    /// continuation keeping the line's indentation, and leaves lines that fit alone.
    @Test func longLinesAreWrappedAtSpaces() {
        let long = "Too early: you can claim the win once Bartholomew_Long has been away 2:00, which is a while."
        #expect(PlainView.wrapped([long, "  short"], to: 80) == [
            "Too early: you can claim the win once Bartholomew_Long has been away 2:00, which",
            "is a while.",
            "  short",
        ])
        #expect(PlainView.wrapped(["  K7QX3M  classic  bob  over: you won"], to: 24) == ["  K7QX3M  classic  bob", "  over: you won"])
        // A path is not cut: it could not be copied whole.
        let path = "/home/ann/.config/broadside/not-a-directory/broadside/settings.json"
        #expect(PlainView.wrapped(["Could not save: \(path): it is a file."], to: 40) == ["Could not save:", path + ":", "it is a file."])
    }

    @Test func theHandoverIsOneSentence() {
        #expect(PlainView.page(Scenes.handover, now: Fixtures.now) == ["Pass the terminal to bob, who types take to go on."])
    }

    @Test func aGamePagePrintsBothGridsAsPlainLines() {
        let lines = PlainView.page(Scenes.game, now: Fixtures.now)
        #expect(lines.contains("Your fleet:") && lines.contains("Enemy waters:"))
        #expect(lines.contains(" A  C C X X C . . . . ."))
        #expect(lines.allSatisfy { !$0.hasSuffix(" ") && !$0.contains("\u{1B}") })
    }

    /// Against the computer, which fires at once, no line says it is about to: its shot is next.
    @Test func afterAShotAtTheComputerOnlyItsResultIsPrinted() {
        var state = Fixtures.seatState()
        state.summary.opponent = .computer
        var before = ClientState(mode: .solo, playerName: "ann")
        before.seats[Fixtures.seatA] = Fixtures.model(state)
        before.page = .game(Fixtures.seatA)
        var after = before
        after.seats[Fixtures.seatA]?.recordOwnVolley([Fixtures.shot("E5=miss")], then: .next(.b), now: Fixtures.now)
        #expect(PlainView.changes(from: before, to: after, now: Fixtures.now) == ["You fired at E5: miss."])
    }

    @Test func afterAShotOnlyItsResultAndTheTurnArePrinted() {
        let before = Scenes.game
        var after = before
        after.seats[Fixtures.seatA]?.recordOwnVolley([Fixtures.shot("E5=miss")], then: .next(.b), now: Fixtures.now)
        #expect(PlainView.changes(from: before, to: after, now: Fixtures.now)
            == ["You fired at E5: miss.", "Waiting for bob to fire · 0:00"])
        var answered = after
        let shot = Event.shot(Fixtures.seatA, by: .b, shots: [Fixtures.shot("A5=sunk:carrier:A1:H")], then: .next(.a))
        answered.seats[Fixtures.seatA]?.apply(shot, now: Fixtures.now)
        let lines = PlainView.changes(from: after, to: answered, now: Fixtures.now)
        #expect(lines.first == "bob fired at A5: your Carrier sunk!")
        // The grid to aim at, named: a bare grid after news of the own fleet read as the own fleet.
        #expect(lines.dropFirst().first == "Enemy waters:")
        #expect(lines.last == "ann, it's your turn · 0:00")
    }

    /// A ship placed is said with both its ends, for a player who cannot see the grid.
    @Test func aShipPlacedIsSaidWithWhereItEnds() {
        let placing = Fixtures.seatState(phase: .placing, turn: nil, fleet: [], ready: SeatPair(a: false, b: false))
        var before = Fixtures.client(placing, page: .editor(Fixtures.seatA))
        before.state.editors[Fixtures.seatA] = FleetEditor(rules: .classic, placements: [])
        var after = before
        guard case .intents(let intents) = PlainCommands.parse("place carrier B2 v", state: after.state) else {
            Issue.record("place carrier B2 v is a command")
            return
        }
        for intent in intents { _ = after.perform(intent, now: Fixtures.now) }
        #expect(PlainView.changes(from: before.state, to: after.state, now: Fixtures.now).contains("Placed the Carrier at B2 down, to F2."),
                "\(PlainView.changes(from: before.state, to: after.state, now: Fixtures.now))")
    }

    @Test func theOpponentJoiningIsSaidWhilePlacing() {
        let placing = Fixtures.seatState(phase: .waiting, turn: nil, vs: nil, fleet: [], ready: SeatPair(a: false, b: false))
        var before = Fixtures.client(placing)
        _ = before.perform(.open(Fixtures.code), now: Fixtures.now)
        var after = before
        _ = after.receive(.event(.joined(Fixtures.seatA, opponentName: "bob")), now: Fixtures.now)
        #expect(PlainView.changes(from: before.state, to: after.state, now: Fixtures.now).contains("bob joined the game."))
    }

    /// `rematch` in line mode answers with a line, as the full screen shows the offer.
    @Test func aRematchOfferIsSaid() {
        let before = Scenes.game
        var after = before
        after.seats[Fixtures.seatA]?.markRematchRequested()
        #expect(PlainView.changes(from: before, to: after, now: Fixtures.now) == ["Rematch offered: waiting for bob."])
        #expect(PlainView.changes(from: after, to: after, now: Fixtures.now).isEmpty)
    }

    /// A round abandoned before anyone joined has no fleet to reveal: its end is said at once.
    @Test func anAbandonedRoundIsSaid() {
        let waiting = Fixtures.seatState(phase: .waiting, turn: nil, vs: nil, fleet: Fixtures.fleet, ready: SeatPair(a: true, b: false))
        var before = Fixtures.client(waiting)
        _ = before.perform(.open(Fixtures.code), now: Fixtures.now)
        var after = before
        _ = after.receive(.event(.over(Fixtures.seatA, winner: nil, reason: .abandoned)), now: Fixtures.now)
        #expect(PlainView.changes(from: before.state, to: after.state, now: Fixtures.now) == ["The round was abandoned."])
    }

    /// The end is said once whatever page it finds: with `* OVER`, and the fleet with `* REVEAL`.
    @Test func theEndOfARoundIsSaidOnce() {
        let enemy = [ShipPlacement(.destroyer, at: Fixtures.cell("J9"), .horizontal)]
        let placing = Fixtures.seatState(phase: .placing, turn: nil, fleet: [], ready: SeatPair(a: false, b: false))
        var editing = Fixtures.client(placing, page: .editor(Fixtures.seatA))
        editing.state.editors[Fixtures.seatA] = FleetEditor(rules: .classic, placements: [])
        for var client in [editing, Fixtures.client(Fixtures.seatState())] {
            var printed: [String] = []
            for event in [Event.over(Fixtures.seatA, winner: .a, reason: .forfeit), .reveal(Fixtures.seatA, fleet: enemy)] {
                let before = client.state
                _ = client.receive(.event(event), now: Fixtures.now)
                printed += PlainView.changes(from: before, to: client.state, now: Fixtures.now)
            }
            #expect(printed.filter { $0.hasPrefix("Game over") } == ["Game over: you win, bob forfeited! Type rematch for a rematch."])
            #expect(printed.filter { $0 == "Enemy fleet:" }.count == 1)
            #expect(printed.contains(" J  . . . . . . . . d d"))
        }
    }
}
