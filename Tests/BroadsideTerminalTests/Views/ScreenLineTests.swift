import Testing
@testable import BroadsideTerminal

@Suite("Lines too long for the terminal are wrapped at spaces")
struct ScreenLineTests {
    @Test func aLineIsBrokenAtTheLastSpaceThatFitsAndKeepsItsIndentAndStyles() {
        var line = ScreenLine("  one two ")
        line.append("three", style: .hit)
        line.append(" four")
        let parts = line.wrapped(to: 10)
        #expect(parts.map(\.text) == ["  one two", "  three", "  four"])
        #expect(parts[1].spans == [StyledSpan(range: 2..<7, style: .hit)])
        #expect(parts.allSatisfy { $0.width <= 10 })
    }

    @Test func aWordLongerThanTheLineIsCutAndAShortLineIsLeftAlone() {
        #expect(ScreenLine("abcdefghij klm").wrapped(to: 4).map(\.text) == ["abcd", "efgh", "ij", "klm"])
        #expect(ScreenLine("short").wrapped(to: 10).map(\.text) == ["short"])
    }

    /// Entries (`a · b`) are kept whole where that takes no more rows than breaking at spaces,
    /// and the separator does not start or end a line.
    @Test func entriesAreKeptWholeWhereThatTakesNoMoreRows() {
        let keys = ScreenLine("n new · f hide finished · q quit")
        #expect(keys.wrapped(to: 16).map(\.text) == ["n new", "f hide finished", "q quit"])
        #expect(keys.wrapped(to: 22).map(\.text) == ["n new · f hide", "finished · q quit"])
        // Whole entries would take four rows here: broken at spaces it takes three.
        #expect(ScreenLine("arrows aim · Enter pick (last fires) · Bksp undo · X forfeit · q lobby").wrapped(to: 26).map(\.text)
            == ["arrows aim · Enter pick", "(last fires) · Bksp undo", "X forfeit · q lobby"])
    }

    @Test func aNarrowGameScreenWrapsItsKeysInsteadOfCuttingThem() {
        let screen = Scenes.screen(Scenes.game, TerminalSize(columns: 60, rows: 24))
        #expect(screen.contains("q lobby"), "\(screen)")
        // Only the title is cut.
        #expect(!screen.split(separator: "\n").dropFirst().contains { $0.contains("…") }, "\(screen)")
        #expect(screen.split(separator: "\n").allSatisfy { $0.count <= 60 })
    }
}
