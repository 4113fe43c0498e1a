import Testing
@testable import BroadsideTerminal

@Suite("Drawing on an ANSI terminal")
struct AnsiRendererTests {
    @Test func eachLineIsAddressedAndClearedWithoutColour() {
        let screen = Screen([ScreenLine("ab", style: .hit), ScreenLine("c")])
        #expect(AnsiRenderer.draw(screen, colour: false) == "\u{1B}[1;1Hab\u{1B}[K\u{1B}[2;1Hc\u{1B}[K\u{1B}[3;1H\u{1B}[J")
    }

    @Test func spansBecomeColoursOnlyWhenColourIsOn() {
        var line = ScreenLine("x ")
        line.append("X", style: .hit)
        line.append(" y")
        #expect(AnsiRenderer.draw(Screen([line]), colour: true).contains("x \u{1B}[1;31mX\u{1B}[0m y"))
    }
}
