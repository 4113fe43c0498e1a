import Foundation
import Testing

/// Keys that no one aimed at the screen they land on: a second Enter that arrived with the one
/// that opened the editor, a paste, an old mouse report.
@Suite("End to end: keys not meant for the screen they land on", .serialized)
struct KeysAheadEndToEndTests {
    /// A double Enter on the new-game form creates the game and places no ship; a left click's
    /// X10 report (its button byte a space) places none either.
    @Test(.timeLimit(.minutes(1)))
    func aDoubleEnterAndAMouseClickPlaceNoShip() async throws {
        try await withClientOnTerminal(["solo", "--name", "ann"]) { client, _ in
            try await client.waitFor("new game")
            client.send("\r\r")
            try await client.waitFor("Carrier at A1 across: fits.")
            // Had the second Enter placed the carrier, r would turn the battleship.
            client.send("r")
            try await client.waitFor("Carrier at A1 down: fits.")
            client.send("\u{1B}[M !!r")
            try await client.waitFor("Carrier at A1 across: fits.")
            client.send("\u{03}")
            #expect(try await client.exitStatus() == 0)
        }
    }

    /// Enter held in the editor places ship after ship, but does not also declare the fleet ready,
    /// which cannot be undone: the Enters read with the one that placed the last ship are dropped.
    @Test(.timeLimit(.minutes(1)))
    func enterHeldPlacesTheFleetButDoesNotReadyIt() async throws {
        try await withClientOnTerminal(["solo", "--name", "ann"]) { client, _ in
            try await client.openSoloEditor()
            client.send(String(repeating: "\r", count: 7))
            try await client.waitFor("Every ship is placed")
            // The Enters after the last ship, were they not dropped, would have readied the fleet by now.
            try await client.waitUntilKeysAreHandled()
            #expect(client.screen.contains("Every ship is placed") && !client.screen.contains("it's your turn"), "\(client.screen)")
            client.send("\r")
            try await client.waitFor("ann, it's your turn")
            client.send("\u{03}")
            #expect(try await client.exitStatus() == 0)
        }
    }

    /// On the game screen a bracketed paste of "Xylophone" does nothing but say so; unbracketed
    /// (one read), its X asks and its y is no answer.
    @Test(.timeLimit(.minutes(1)))
    func aPastedWordForfeitsNothing() async throws {
        try await withClientOnTerminal(["solo", "--name", "ann"]) { client, _ in
            try await client.startSoloRound(as: "ann")
            #expect(client.output.contains("\u{1B}[?2004h"))
            client.send("\u{1B}[200~Xylophone\u{1B}[201~")
            try await client.waitFor("Pasted text goes only into a name or a code being typed")
            #expect(!client.screen.contains("Forfeit"))
            client.send("Xylophone")
            try await client.waitFor("Forfeit this round? You lose it. y/n")
            client.send("n")
            try await client.waitFor("Carrying on: nothing was forfeited.")
            client.send("\u{03}")
            #expect(try await client.exitStatus() == 0)
            try await client.waitFor("bracketed paste off", onScreen: false) { $0.contains("\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l") }
        }
    }

    /// Where a name is typed a paste is typed, its line break no Enter.
    @Test(.timeLimit(.minutes(1)))
    func aPasteIsTypedIntoAName() async throws {
        try await withClientOnTerminal(["hotseat"]) { client, _ in
            try await client.waitFor("new game")
            client.send("\u{15}\u{1B}[200~zed\r\u{1B}[201~")
            try await client.waitFor("Player 1:   zed")
            client.send("\u{03}")
            #expect(try await client.exitStatus() == 0)
            #expect(!client.output.contains("Game "))
        }
    }
}
