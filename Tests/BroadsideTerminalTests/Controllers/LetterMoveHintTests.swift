import Testing
@testable import BroadsideTerminal

@Suite("A digit after h, j, k or l says those keys move")
struct LetterMoveHintTests {
    @Test func aDigitAfterAMovingLetterSaysToTypeTheRowAsACapital() {
        var client = Fixtures.client(Fixtures.seatState())
        #expect(client.type("h3") == [])
        #expect(client.state.message == "3 needs a row before it: h/j/k/l move the cursor, so type rows H and J as capitals, like H3.")
        #expect(client.type([.character("H"), .character("3"), .enter]) == ["FIRE K7QX3M/A H3"])
    }

    /// Only right after the letter: an arrow, or a key between, gets the usual hint.
    @Test func aDigitAfterAnArrowOrAnotherKeyGetsTheUsualHint() {
        let usual = "3 needs a row before it: type a row A-J, then a column 1-10, like B3."
        var arrow = Fixtures.client(Fixtures.seatState())
        _ = arrow.type([.left, .character("3")])
        #expect(arrow.state.message == usual)
        var between = Fixtures.client(Fixtures.seatState())
        _ = between.type([.character("j"), .character("z"), .character("3")])
        #expect(between.state.message == usual)
    }
}
