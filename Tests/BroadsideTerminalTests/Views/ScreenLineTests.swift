import Testing
@testable import BroadsideTerminal

@Suite("Lines too long for the terminal are wrapped between entries or at spaces")
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

    /// Entries (`a · b`) are kept whole, in lines as even as they can be, even where breaking at
    /// spaces would take a row fewer: an entry broken in two reads as two ("n" / "new · c join").
    /// The separator does not start or end a line.
    @Test func entriesAreKeptWholeEvenWhereThatTakesARowMore() {
        let keys = ScreenLine("n new · f hide finished · q quit")
        #expect(keys.wrapped(to: 16).map(\.text) == ["n new", "f hide finished", "q quit"])
        #expect(keys.wrapped(to: 22).map(\.text) == ["n new", "f hide finished", "q quit"])
        // Broken at spaces these took three rows: "jk/arrows · Enter open · n" / "new · c join · x call off" / ...
        #expect(ScreenLine("jk/arrows · Enter open · n new · c join · x call off · f hide finished · q quit").wrapped(to: 26).map(\.text)
            == ["jk/arrows · Enter open", "n new · c join", "x call off", "f hide finished · q quit"])
        #expect(ScreenLine("arrows aim · Enter pick (last fires) · Bksp undo · X forfeit · q lobby").wrapped(to: 26).map(\.text)
            == ["arrows aim", "Enter pick (last fires)", "Bksp undo · X forfeit", "q lobby"])
    }

    /// A line of entries as wide as the terminal is kept on one line.
    @Test func entriesFillingTheWidthStayOnOneLine() {
        #expect(ScreenLine("jk/arrows · Enter open · n new · c join · x give up · f hide finished · q quit").wrapped(to: 26).map(\.text)
            == ["jk/arrows · Enter open", "n new · c join · x give up", "f hide finished · q quit"])
    }

    /// Only an entry longer than a line is broken, at a space.
    @Test func anEntryLongerThanTheLineIsBrokenAtASpace() {
        #expect(ScreenLine("Enter pass the terminal · q lobby").wrapped(to: 20).map(\.text) == ["Enter pass the", "terminal · q lobby"])
    }

    /// A hanging line's later lines go deeper than its first, the styles moving with the text.
    @Test func aHangingLineIndentsItsLaterLinesDeeper() {
        var line = ScreenLine("  x: pick up ")
        line.append("every", style: .emphasis)
        line.append(" ship; asks first")
        let parts = line.hanging(by: 2).wrapped(to: 16)
        #expect(parts.map(\.text) == ["  x: pick up", "    every ship;", "    asks first"])
        #expect(parts[1].spans == [StyledSpan(range: 4..<9, style: .emphasis)])
    }

    @Test func aNarrowGameScreenWrapsItsKeysInsteadOfCuttingThem() {
        let screen = Scenes.screen(Scenes.game, TerminalSize(columns: 60, rows: 24))
        #expect(screen.contains("q lobby"), "\(screen)")
        // Only the title is cut.
        #expect(!screen.split(separator: "\n").dropFirst().contains { $0.contains("…") }, "\(screen)")
        #expect(screen.split(separator: "\n").allSatisfy { $0.count <= 60 })
    }
}
