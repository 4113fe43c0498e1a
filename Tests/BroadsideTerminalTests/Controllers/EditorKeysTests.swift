import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

@Suite("Fleet editor keys become PLACE, REMOVE and READY")
struct EditorKeysTests {
    /// A client on the editor of a seat with nothing placed yet.
    private func editing() -> SessionController {
        let placing = Fixtures.seatState(phase: .placing, turn: nil, fleet: [], ready: SeatPair(a: false, b: false))
        var client = Fixtures.client(placing)
        _ = client.perform(.open(Fixtures.code), now: Fixtures.now)
        return client
    }

    @Test func enterPlacesTheShipInHandAtTheCursor() {
        var client = editing()
        #expect(client.state.page == .editor(Fixtures.seatA))
        #expect(client.type([.enter]) == ["PLACE K7QX3M/A carrier:A1:H"])
        // The battleship is now in hand where it fits next, on the same row after the carrier.
        #expect(Scenes.screen(client.state).contains("Battleship at A6 across: fits."))
        #expect(client.type([.character("j"), .enter]) == ["PLACE K7QX3M/A battleship:B6:H"])
    }

    @Test func eachShipPlacedLeavesTheNextWhereItFitsSoEnterAloneLaysTheFleet() {
        var client = editing()
        #expect(client.type(Array(repeating: Key.enter, count: 5)) == [
            "PLACE K7QX3M/A carrier:A1:H", "PLACE K7QX3M/A battleship:A6:H", "PLACE K7QX3M/A cruiser:B1:H",
            "PLACE K7QX3M/A submarine:B4:H", "PLACE K7QX3M/A destroyer:B7:H",
        ])
        #expect(client.state.editors[Fixtures.seatA]?.isComplete == true)
    }

    @Test func theSearchForRoomWrapsRoundToTheTopOfTheGrid() {
        var client = editing()
        let toJ6 = Array(repeating: Key.character("j"), count: 9) + Array(repeating: Key.character("l"), count: 5)
        #expect(client.type(toJ6 + [.enter]) == ["PLACE K7QX3M/A carrier:J6:H"])
        #expect(client.state.editors[Fixtures.seatA]?.cursor == Fixtures.cell("A1"))
        #expect(client.type([.enter]) == ["PLACE K7QX3M/A battleship:A1:H"])
    }

    @Test func theCursorStaysWhereTheShipInHandFitsAlready() {
        var client = editing()
        _ = client.type([.character("r")])
        let elsewhere = ShipPlacement(.battleship, at: Fixtures.cell("J1"), .horizontal)
        #expect(Fixtures.commands(client.perform(.fleet(.place(elsewhere)), now: Fixtures.now)) == ["PLACE K7QX3M/A battleship:J1:H"])
        #expect(client.state.editors[Fixtures.seatA]?.cursor == Fixtures.cell("A1"))
        #expect(client.type([.enter]) == ["PLACE K7QX3M/A carrier:A1:V"])
    }

    @Test func arrowsAndViKeysMoveAndRRotates() {
        var client = editing()
        let keys: [Key] = [.down, .down, .right, .character("l"), .character("r"), .enter]
        #expect(client.type(keys) == ["PLACE K7QX3M/A carrier:C3:V"])
    }

    @Test func aShipRunningOffTheGridIsShownAsBlockedAndNotSent() {
        var client = editing()
        _ = client.type(Array(repeating: Key.character("l"), count: 7))
        let editor = client.state.editors[Fixtures.seatA]
        #expect(editor?.candidateProblem?.reason == .offGrid)
        #expect(client.type([.enter]) == [])
        // Said once, by the status line, not again beneath it.
        let screen = Scenes.screen(client.state)
        #expect(screen.components(separatedBy: "would run off the grid").count == 2, "\(screen)")
        #expect(screen.contains("Carrier at A8 across: the Carrier would run off the grid."), "\(screen)")
        #expect(client.state.message == nil)
    }

    @Test func pickingUpAShipRemovesItAndPutsItInHand() {
        var client = editing()
        // h takes the cursor from where the battleship fits back onto the carrier's end.
        _ = client.type([.enter, .character("h")])
        #expect(client.type("p") == ["REMOVE K7QX3M/A carrier"])
        #expect(client.state.editors[Fixtures.seatA]?.selected == .carrier)
        #expect(client.type([.character("j"), .enter]) == ["PLACE K7QX3M/A carrier:B1:H"])
    }

    @Test func randomFillsTheRestAndEnterThenDeclaresReady() {
        var client = editing()
        _ = client.type([.enter])
        let random = client.type("R")
        #expect(random.count == 1)
        #expect(random[0].hasPrefix("PLACE K7QX3M/A battleship:"))
        #expect(random[0].split(separator: " ").count == 6)
        #expect(client.type([.enter]) == ["READY K7QX3M/A"])
    }

    @Test func resetClearsTheFleetOnTheServerToo() {
        var client = editing()
        _ = client.type([.enter])
        #expect(client.type("xy") == ["REMOVE K7QX3M/A all"])
        #expect(client.state.editors[Fixtures.seatA]?.fleet.placements.isEmpty == true)
    }

    @Test func aLayoutIsSavedUnderANameAndLoadedLater() {
        var client = editing()
        _ = client.type("R")
        var effects = client.press(.character("s"), now: Fixtures.now)
        for character in "left edge" { effects += client.press(.character(character), now: Fixtures.now) }
        effects += client.press(.enter, now: Fixtures.now)
        let saved = client.state.layouts["left edge"]
        #expect(saved?.count == 5)
        #expect(effects.contains(.saveLayouts(client.state.layouts)))
        // The name is quoted, as it may hold spaces and punctuation that would read as the sentence's.
        #expect(client.state.message == "Saved the layout \"left edge\".")
        _ = client.type("xy")
        let commands = client.type([.character("L"), .enter])
        #expect(commands.first == "REMOVE K7QX3M/A all")
        #expect(commands.count == 2)
        #expect(client.state.editors[Fixtures.seatA]?.fleet.placements == saved)
        #expect(client.state.message == "Loaded the layout \"left edge\".")
        // Listed, then deleted from the list, once y answers d's question.
        _ = client.press(.character("L"), now: Fixtures.now)
        #expect(client.state.page == .layouts(Fixtures.seatA, selection: 0))
        #expect(client.press(.character("d"), now: Fixtures.now) == [])
        #expect(client.press(.character("y"), now: Fixtures.now) == [.saveLayouts(SavedLayouts())])
        #expect(client.state.layouts.names.isEmpty)
        #expect(client.state.page == .editor(Fixtures.seatA))
        #expect(client.state.message == "Deleted the layout \"left edge\".")
    }

    /// A layout is a whole fleet: line mode's `save` of a fleet half placed is refused as `s` is,
    /// and a layout saved so by an earlier client is not loaded (an empty one became a PLACE
    /// the server refused, after every ship placed had been taken off).
    @Test func aFleetHalfPlacedIsNeitherSavedNorLoaded() {
        var client = editing()
        _ = client.type([.enter])
        #expect(client.perform(.fleet(.saveLayout("half")), now: Fixtures.now) == [])
        #expect(client.state.message == "Place every ship before saving the layout.")
        #expect(client.state.layouts.names.isEmpty)

        client.state.layouts = SavedLayouts(["empty": [], "half": [Fixtures.fleet[0]]])
        let placed = client.state.editors[Fixtures.seatA]?.fleet.placements
        for (name, missing) in [("empty", "Carrier, Battleship, Cruiser, Submarine, Destroyer"), ("half", "Battleship, Cruiser, Submarine, Destroyer")] {
            #expect(client.perform(.fleet(.loadLayout(name)), now: Fixtures.now) == [])
            #expect(client.state.message == "The layout \"\(name)\" does not place every ship (no \(missing)), so it was not loaded.")
            #expect(client.state.editors[Fixtures.seatA]?.fleet.placements == placed)
        }
    }
}

@Suite("The fleet editor keeps what was placed")
struct EditorMemoryTests {
    @Test func shipsPlacedSurviveAVisitToTheLobby() {
        let placing = Fixtures.seatState(phase: .placing, turn: nil, fleet: [], ready: SeatPair(a: false, b: false))
        var client = Fixtures.client(placing)
        _ = client.perform(.open(Fixtures.code), now: Fixtures.now)
        #expect(client.type([.enter]) == ["PLACE K7QX3M/A carrier:A1:H"])
        _ = client.receive(Fixtures.ok("OK PLACE K7QX3M/A"), to: .place(Fixtures.seatA, .ships([])), now: Fixtures.now)
        #expect(client.type("q") == ["GAMES"])
        #expect(client.state.page == .lobby)
        // Its state is known, so the game opens at once, on the editor as it was left.
        #expect(client.perform(.open(Fixtures.code), now: Fixtures.now) == [])
        #expect(client.state.page == .editor(Fixtures.seatA))
        #expect(client.state.editors[Fixtures.seatA]?.fleet.placements.map(\.kind) == [.carrier])
    }

    @Test func aStateFromTheServerReplacesTheEditorsFleet() {
        let placing = Fixtures.seatState(phase: .placing, turn: nil, fleet: [], ready: SeatPair(a: false, b: false))
        var client = Fixtures.client(placing)
        _ = client.perform(.open(Fixtures.code), now: Fixtures.now)
        _ = client.type([.enter])
        // The server refused the carrier: the client asks for the state and takes the server's fleet.
        let refused = client.receive(
            Fixtures.ok("ERR OVERLAP :the carrier would overlap"), to: .place(Fixtures.seatA, .ships([])), now: Fixtures.now)
        #expect(Fixtures.commands(refused) == ["STATE K7QX3M/A"])
        _ = client.receive(Fixtures.stateReply(placing), to: .state(Fixtures.seatA), now: Fixtures.now)
        #expect(client.state.page == .editor(Fixtures.seatA))
        #expect(client.state.editors[Fixtures.seatA]?.fleet.placements.isEmpty == true)
    }
}
