import BroadsideProtocol
import Testing
@testable import BroadsideTerminal

/// A text field says why a character was not typed: one it cannot hold, or one past its length
/// (dropped without a word, a key looked unheard).
@Suite("A text field refuses a character it cannot hold, or one too many, saying why")
struct TextFieldRefusalTests {
    @Test func aNameSaysItsLengthOnceFull() {
        var client = SessionController(state: ClientState(mode: .hotSeat, playerName: "ann", partnerName: "bob"), seed: 7)
        _ = client.type("Bartholomew_Long")
        #expect(client.state.message == nil)
        _ = client.type("s")
        #expect(client.state.message == "A name is at most 16 characters.")
        guard case .newGame(let form) = client.state.page else {
            Issue.record("left the form")
            return
        }
        #expect(form.firstName.text == "Bartholomew_Long")
    }

    /// A code holds the characters of PROTOCOL.md 6.1 only, in either case: `!` was typed into
    /// the field, `é` dropped without a word.
    @Test func aCodeRefusesWhatNoCodeHoldsAndSaysItsLengthOnceFull() {
        var client = SessionController(state: ClientState(mode: .network, playerName: "bob"), seed: 7)
        _ = client.type("c")
        for refused in ["!", "é", "o", "1"] {
            _ = client.type(refused)
            #expect(client.state.message == "A code cannot hold \(refused): only digits 2-9 and letters A-Z but I, L, O and U.")
        }
        _ = client.type("k7qx3m")
        #expect(client.state.message == nil)
        guard case .joinGame(let field) = client.state.page else {
            Issue.record("left the join form")
            return
        }
        #expect(field.text == "K7QX3M")
        _ = client.type("2")
        #expect(client.state.message == "A code is 6 characters: Enter joins the game.")
        #expect(client.type([.enter]) == ["JOIN K7QX3M"])
    }

    /// The sentence names the letters a code leaves out, and only those.
    @Test func theCodeRefusalNamesTheLettersNoCodeHolds() {
        let letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
        #expect(letters.filter { !GameCode.alphabet.contains($0) } == "ILOU")
        #expect(String(GameCode.alphabet.prefix { $0.isNumber }) == "23456789")
    }

    @Test func aLayoutNameRefusesWhatItCannotHoldAndSaysItsLengthOnceFull() {
        var client = SessionController(state: Scenes.editor, seed: 7)
        client.state.page = .saveLayout(Fixtures.seatA, TextField(for: .layoutName))
        _ = client.type("é")
        #expect(client.state.message == "A layout name cannot hold é: only letters a-z and A-Z, digits, spaces and punctuation.")
        _ = client.type("corner by the left edge!")
        #expect(client.state.message == nil)
        _ = client.type("!")
        #expect(client.state.message == "A layout name is at most 24 characters.")
        guard case .saveLayout(_, let field) = client.state.page else {
            Issue.record("left the prompt")
            return
        }
        #expect(field.text == "corner by the left edge!")
    }

    /// A refusal stays on screen while typing goes on: typed fast, "é?" left "my fleet ?" with
    /// no word of the é. Deleting, or leaving the field, forgets it.
    @Test func aRefusalStaysWhileTypingGoesOn() {
        let said = "A layout name cannot hold é: only letters a-z and A-Z, digits, spaces and"
        var client = SessionController(state: Scenes.editor, seed: 7)
        client.state.page = .saveLayout(Fixtures.seatA, TextField(for: .layoutName))
        _ = client.type("my fleet é?")
        #expect(Scenes.screen(client.state).contains("Save this layout as: my fleet ?_"))
        #expect(Scenes.screen(client.state).contains(said), "\(Scenes.screen(client.state))")
        _ = client.type([.backspace])
        #expect(!Scenes.screen(client.state).contains(said))

        var form = SessionController(state: ClientState(mode: .hotSeat, playerName: "ann", partnerName: "bob"), seed: 7)
        _ = form.type("jo é")
        let refused = "A name cannot hold é: only letters a-z and A-Z, digits, '_', '-' and '.'."
        _ = form.type("x")
        #expect(Scenes.screen(form.state).contains(refused), "\(Scenes.screen(form.state))")
        _ = form.type([.tab])
        #expect(!Scenes.screen(form.state).contains(refused), "\(Scenes.screen(form.state))")
    }

    /// Line mode's `new` with two names at a shared terminal: whether it sent anything, and what
    /// the message line says.
    private static func hotSeatNew(_ names: String) -> (sent: Bool, message: String?) {
        var client = SessionController(state: ClientState(mode: .hotSeat, playerName: "ann", partnerName: "bob"), seed: 7)
        guard case .intents(let intents) = PlainCommands.parse("new \(names)", state: client.state) else {
            Issue.record("new NAME NAME is a createGame intent")
            return (false, nil)
        }
        let sent = !Fixtures.commands(intents.flatMap { client.perform($0, now: Fixtures.now) }).isEmpty
        return (sent, client.state.message)
    }

    /// A name given whole, as line mode's `new` takes them, is refused too long, not cut to 16.
    @Test func aNameGivenWholeIsNotCut() {
        let refused = Self.hotSeatNew("Bartholomew_Longer bob")
        #expect(!refused.sent)
        #expect(refused.message == "Player 1's name must be 1-16 letters a-z and A-Z, digits, '_', '-' and '.' "
            + "(not '-' alone, which means nobody).")
    }

    /// `-` alone is made of name characters, so the refusal says why it is none (helper audit:
    /// it said only that '-' is allowed).
    @Test func aDashAloneIsSaidToMeanNobody() {
        let refused = Self.hotSeatNew("ann -")
        #expect(!refused.sent)
        #expect(refused.message == "Player 2's name must be 1-16 letters a-z and A-Z, digits, '_', '-' and '.' "
            + "(not '-' alone, which means nobody).")
    }
}
