import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

@Suite("The fleet editor takes a typed cell, as the game screen does")
struct EditorTypedCellTests {
    private func editing() -> SessionController {
        let placing = Fixtures.seatState(phase: .placing, turn: nil, fleet: [], ready: SeatPair(a: false, b: false))
        var client = Fixtures.client(placing)
        _ = client.perform(.open(Fixtures.code), now: Fixtures.now)
        return client
    }

    @Test func aTypedCellMovesTheShipInHandThereKeepingItsDirection() {
        var client = editing()
        #expect(client.type("rC5") == [])
        #expect(client.state.message == nil)
        #expect(Scenes.screen(client.state).contains("Carrier at C5 down: fits."))
        #expect(client.type([.enter]) == ["PLACE K7QX3M/A carrier:C5:V"])
    }

    /// What a player found in tmux: `Typed: C3` stayed on the status line after `r`, as if the
    /// cell were still being typed.
    @Test func aTypedCellIsNoLongerShownOnceTheShipIsTurnedThere() {
        var client = editing()
        _ = client.type("C3")
        #expect(Scenes.screen(client.state).contains("Typed: C3  Carrier at C3 across: fits."))
        _ = client.type("r")
        #expect(Scenes.screen(client.state).contains("Carrier at C3 down: fits."))
        #expect(!Scenes.screen(client.state).contains("Typed:"))
        // Half typed, the row waits for its column whatever the direction.
        _ = client.type("Dr4")
        #expect(client.state.editors[Fixtures.seatA]?.cursor == Fixtures.cell("D4"))
    }

    @Test func lowercaseRowsTooButHAndJOnlyAsCapitalsSinceLowercaseMoves() {
        var client = editing()
        #expect(client.type("b2") == [])
        #expect(client.state.editors[Fixtures.seatA]?.cursor == Fixtures.cell("B2"))
        _ = client.type("j")
        #expect(client.state.editors[Fixtures.seatA]?.cursor == Fixtures.cell("C2"))
        _ = client.type("H10")
        #expect(client.state.editors[Fixtures.seatA]?.cursor == Fixtures.cell("H10"))
    }

    @Test func aDigitThatMakesNoCellSaysWhyAsOnTheGameScreen() {
        var client = editing()
        _ = client.type("j3")
        #expect(client.state.message?.contains("type rows H and J as capitals, like H3") == true)
        _ = client.type("D11")
        #expect(client.state.message?.hasPrefix("D11 is off the grid: the cursor stays on D1 and Enter places the Carrier there") == true)
    }

    @Test func enterOnAnUnfinishedCellPlacesNothingAndEscClearsIt() {
        var client = editing()
        #expect(client.type("F") == [])
        #expect(Scenes.screen(client.state).contains("Typed: F  Carrier at A1 across: fits."))
        #expect(client.type([.enter]) == [])
        #expect(client.state.message == "F needs its column: F1 to F10.")
        _ = client.type([.escape])
        #expect(client.state.page == .editor(Fixtures.seatA))
        #expect(client.state.editors[Fixtures.seatA]?.typing.text == "")
    }

    /// As on the game screen: an Esc after a refused character takes back the refusal, the next
    /// one leaves the editor.
    @Test func escAfterARefusedCellTakesBackTheRefusalFirst() {
        var client = editing()
        _ = client.type("D11")
        #expect(client.state.message?.hasPrefix("D11 is off the grid") == true)
        _ = client.type([.escape])
        #expect(client.state.page == .editor(Fixtures.seatA))
        #expect(client.state.message == nil)
        _ = client.type([.escape])
        #expect(client.state.page == .lobby)
    }

    @Test func lettersThatAreNoRowAreStillNoKeyOfTheEditor() {
        var client = editing()
        _ = client.type("z")
        #expect(client.state.message == "z is not a key of the fleet editor; ? lists the keys.")
    }

    @Test func theLineOfKeysAndTheListSayItAsTheGameScreenDoes() {
        var client = editing()
        #expect(Scenes.screen(client.state).contains("type B7"))
        _ = client.type("?")
        #expect(Scenes.screen(client.state).contains("(rows H and J as capitals)"))
    }
}
