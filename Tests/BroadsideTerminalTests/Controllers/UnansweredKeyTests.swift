import BroadsideCore
import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// A key that does nothing without a word looks unheard: the lobby, the editor and the forms say
/// what it does not do, and that `?` lists the keys. Control keys that lead nowhere stay silent.
@Suite("A key a page does not answer is told so, with the way to the list of keys")
struct UnansweredKeyTests {
    @Test func theLobbySaysWhatAStrayKeyDoesNot() {
        var client = SessionController(state: Scenes.lobby, seed: 7)
        #expect(client.type("z") == [])
        #expect(client.state.message == "z is not a key of the lobby; ? lists the keys.")
        #expect(client.type(" ") == [])
        #expect(client.state.message == "Space is not a key of the lobby; ? lists the keys.")
        // vi's keys move across on the grids.
        _ = client.type("l")
        #expect(client.state.message == "l does not move across the lobby: j and k choose a game; ? lists the keys.")
        #expect(client.state.lobby.selection == 0)
        _ = client.type([.left])
        #expect(client.state.message == nil)
    }

    @Test func theEditorSaysWhatAStrayKeyDoesNot() {
        var client = SessionController(state: Scenes.editor, seed: 7)
        _ = client.type("z")
        #expect(client.state.message == "z is not a key of the fleet editor; ? lists the keys.")
        // Tab and r are keys of the editor, with nothing to act on once every ship is placed.
        client.state.editors[Fixtures.seatA] = FleetEditor(rules: .classic, placements: Fixtures.fleet)
        _ = client.type([.tab])
        #expect(client.state.message == "Every ship is placed, so there is no other to take: p picks one up.")
        _ = client.type("r")
        #expect(client.state.message == "Every ship is placed, so none is in hand to rotate: p picks one up.")
        client.state.editors[Fixtures.seatA] = FleetEditor(rules: .classic, placements: Array(Fixtures.fleet.dropLast()))
        _ = client.type([.tab])
        #expect(client.state.message == "The Destroyer is the last ship to place: there is no other to take.")
    }

    /// The hot-seat handover says so too, under its sentence; Space still takes the terminal.
    @Test func theHandoverSaysWhatAStrayKeyDoesNot() {
        var client = SessionController(state: Scenes.handover, seed: 7)
        #expect(client.type("z") == [])
        #expect(client.state.message == "z is not a key of the handover; ? lists the keys.")
        #expect(Scenes.screen(client.state).contains("  z is not a key of the handover; ? lists the keys."))
        _ = client.type(" ")
        #expect(client.state.page == .game(Fixtures.seatB))
        #expect(client.state.message == nil)
    }

    /// The solo form has one field: Tab has nowhere to go, and is not offered.
    @Test func tabOnAFormOfOneFieldIsToldSo() {
        var client = SessionController(state: ClientState(mode: .solo, playerName: "ann"), seed: 7)
        #expect(!Scenes.screen(client.state).contains("Tab"))
        #expect(Scenes.screen(client.state).contains("Enter create · space or ←/→ change · Esc games"))
        _ = client.type([.tab])
        #expect(client.state.message == "Tab is not a key of the new-game form; ? lists the keys.")
    }

    /// A name holds ASCII letters, digits, `_`, `-` and `.` (PROTOCOL.md 5.3): a space was dropped
    /// without a word, and `é` was refused as no letter, which it is.
    @Test func aCharacterNoNameHoldsIsRefusedWithWhy() {
        var client = SessionController(state: ClientState(mode: .hotSeat, playerName: "ann", partnerName: "bob"), seed: 7)
        _ = client.type("mary ")
        #expect(client.state.message == "A name cannot hold spaces: only letters a-z and A-Z, digits, '_', '-' and '.'.")
        _ = client.type("!")
        #expect(client.state.message == "A name cannot hold !: only letters a-z and A-Z, digits, '_', '-' and '.'.")
        _ = client.type("é")
        #expect(client.state.message == "A name cannot hold é: only letters a-z and A-Z, digits, '_', '-' and '.'.")
        _ = client.type("j.o")
        guard case .newGame(let form) = client.state.page else {
            Issue.record("left the form")
            return
        }
        #expect(form.firstName.text == "maryj.o")
    }
}
