import Testing
@testable import BroadsideTerminal

@Suite("A name the new-game form offers gives way to what the player types")
struct PrefilledNameTests {
    @Test func typingReplacesAnOfferedValueThenAddsToWhatWasTyped() {
        var field = TextField.prefilled("Player1", for: .playerName)
        _ = field.type("b")
        _ = field.type("o")
        #expect(field.text == "bo")
        #expect(!field.isPrefilled)
    }

    @Test func backspaceEditsAnOfferedValueAndCtrlUClearsIt() {
        var edited = TextField.prefilled("Player1", for: .playerName)
        edited.deleteBackward()
        _ = edited.type("2")
        #expect(edited.text == "Player2")
        var cleared = TextField.prefilled("Player1", for: .playerName)
        cleared.clear()
        _ = cleared.type("b")
        #expect(cleared.text == "b")
    }

    /// A key that types nothing leaves the value offered, to be replaced by the next one that does.
    @Test func aKeyThatTypesNothingLeavesTheValueOffered() {
        var field = TextField.prefilled("ann", for: .playerName)
        _ = field.type("é")
        #expect(field.text == "ann" && field.isPrefilled)
        _ = field.type("b")
        #expect(field.text == "b")
    }

    /// Through the keys of the hot-seat form: each field offered keeps being replaced until it is
    /// edited, however often the focus passes over it.
    @Test func eachHotSeatNameIsReplacedUntilEdited() {
        var client = SessionController(state: ClientState(mode: .hotSeat, playerName: "ann", partnerName: "Player2"), seed: 1)
        _ = client.type("cleo")
        _ = client.type([.tab, .tab, .tab])  // Around the three fields, back to the first.
        _ = client.type("x")
        _ = client.type([.tab])
        _ = client.type("dan")
        guard case .newGame(let form) = client.state.page else {
            Issue.record("not on the new-game form: \(client.state.page)")
            return
        }
        #expect(form.firstName.text == "cleox")
        #expect(form.secondName.text == "dan")
        #expect(client.press(.enter, now: Fixtures.now).contains(.rememberPlayers(first: "cleox", second: "dan")))
    }

    /// The value offered is drawn selected (reverse video) while its field has the focus.
    @Test func theOfferedValueIsDrawnSelected() throws {
        let state = ClientState(mode: .hotSeat, playerName: "ann", partnerName: "bob")
        func spans(_ state: ClientState) throws -> [StyledSpan] {
            guard case .newGame(let form) = state.page else {
                throw NotOnTheForm(page: "\(state.page)")
            }
            let layout = FormViews.newGame(form, session: Presentation(of: state), now: Fixtures.now)[0]
            return try #require(layout.lines.first { $0.text.hasPrefix("> Player 1:") }, "\(layout.lines)").spans
        }
        #expect(try spans(state).contains(StyledSpan(range: 14..<17, style: .cursor)))
        var client = SessionController(state: state, seed: 1)
        _ = client.type("cleo")
        #expect(try !spans(client.state).contains { $0.style == .cursor })
    }

    private struct NotOnTheForm: Error {
        let page: String
    }
}
