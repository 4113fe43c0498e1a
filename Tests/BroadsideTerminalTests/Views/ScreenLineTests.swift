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

    @Test func aNarrowGameScreenWrapsItsKeysInsteadOfCuttingThem() {
        let screen = Scenes.screen(Scenes.game, TerminalSize(columns: 60, rows: 24))
        #expect(screen.contains("q lobby"), "\(screen)")
        // Only the title is cut.
        #expect(!screen.split(separator: "\n").dropFirst().contains { $0.contains("…") }, "\(screen)")
        #expect(screen.split(separator: "\n").allSatisfy { $0.count <= 60 })
    }
}
