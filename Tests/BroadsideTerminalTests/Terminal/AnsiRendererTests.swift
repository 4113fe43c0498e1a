import Testing
@testable import BroadsideTerminal

@Suite("Drawing on an ANSI terminal")
struct AnsiRendererTests {
    @Test func eachLineIsAddressedAndClearedWithoutColour() {
        let screen = Screen([ScreenLine("ab", style: .miss), ScreenLine("c")])
        #expect(AnsiRenderer.draw(screen, styles: .monochrome) == "\u{1B}[1;1H\u{1B}[Kab\u{1B}[2;1H\u{1B}[Jc")
        #expect(AnsiRenderer.draw(Screen([]), styles: .monochrome) == "\u{1B}[1;1H\u{1B}[J")
    }

    /// The bottom row and the last column are where clearing after the text went wrong.
    @Test func aScreenAsLargeAsTheTerminalKeepsItsLastRowAndColumn() {
        let lines = (1...3).map { ScreenLine(String(repeating: "\($0)", count: 4)) }
        var terminal = ScreenEmulator(columns: 4, rows: 3)
        terminal.feed(Array(AnsiRenderer.draw(Screen(lines.map { ScreenLine($0.text + "x") }), styles: .monochrome).utf8))
        terminal.feed(Array(AnsiRenderer.draw(Screen(lines), styles: .monochrome).utf8))
        #expect(terminal.text == "1111\n2222\n3333")
    }

    /// Over the screen shown, only the lines that changed are written, and a shorter screen clears
    /// what the longer one left below it: the terminal ends as a full draw would leave it.
    @Test func overTheScreenShownOnlyChangedLinesAreWritten() {
        let before = Screen(["title", "clock 0:01", "keys", "extra"].map { ScreenLine($0) })
        let ticked = Screen(["title", "clock 0:02", "keys", "extra"].map { ScreenLine($0) })
        #expect(AnsiRenderer.draw(ticked, styles: .monochrome, over: before) == "\u{1B}[2;1H\u{1B}[Kclock 0:02")
        #expect(AnsiRenderer.draw(ticked, styles: .monochrome, over: ticked) == "")
        let shorter = Screen(["title", "clock 0:02"].map { ScreenLine($0) })
        for (old, new) in [(before, ticked), (ticked, shorter), (shorter, before)] {
            var drawnOver = ScreenEmulator(columns: 20, rows: 5)
            drawnOver.feed(Array(AnsiRenderer.draw(old, styles: .monochrome).utf8))
            drawnOver.feed(Array(AnsiRenderer.draw(new, styles: .monochrome, over: old).utf8))
            var drawnWhole = ScreenEmulator(columns: 20, rows: 5)
            drawnWhole.feed(Array(AnsiRenderer.draw(new, styles: .monochrome).utf8))
            #expect(drawnOver.text == drawnWhole.text)
        }
    }

    @Test func spansBecomeColoursOnlyWhenColourIsOn() {
        var line = ScreenLine("x ")
        line.append("X", style: .hit)
        line.append(" y")
        #expect(AnsiRenderer.draw(Screen([line]), styles: .colour).contains("x \u{1B}[1;31mX\u{1B}[0m y"))
    }
}

/// Text from a server cannot drive the terminal: its control characters are shown, not obeyed.
@Suite("Text written to the terminal")
struct TerminalTextTests {
    @Test func controlCharactersAndBidiOverridesAreShownAsReplacementCharacters() {
        #expect(TerminalText.printable("plain B7, ann's turn · 0:12", in: .utf8) == "plain B7, ann's turn · 0:12")
        #expect(TerminalText.printable("a\u{1B}]0;owned\u{07}b", in: .utf8) == "a\u{FFFD}]0;owned\u{FFFD}b")
        #expect(TerminalText.printable("x\u{9B}31my\u{202E}z\u{7F}", in: .utf8) == "x\u{FFFD}31my\u{FFFD}z\u{FFFD}")
        #expect(TerminalText.printable("e\u{301}\r\n", in: .utf8) == "e\u{301}\u{FFFD}")
        var line = ScreenLine("ERR \u{1B}[2J")
        line.append("X", style: .hit)
        let drawn = AnsiRenderer.draw(Screen([line]), styles: .colour)
        #expect(!drawn.contains("\u{1B}[2J"))
        #expect(drawn.contains("ERR \u{FFFD}[2J\u{1B}[1;31mX\u{1B}[0m"))
    }
}

/// A terminal whose locale is not UTF-8 gets ASCII, one character for one, so that layouts keep
/// their widths (a new user's walkthrough under LANG=C saw "Â·" for "·").
@Suite("The terminal's character set")
struct TerminalCharsetTests {
    @Test func theLocaleDecidesAsTheCLibraryDoes() {
        #expect(TerminalCharset(environment: [:]) == .utf8)
        #expect(TerminalCharset(environment: ["LANG": "en_GB.UTF-8"]) == .utf8)
        #expect(TerminalCharset(environment: ["LANG": "C.utf8"]) == .utf8)
        #expect(TerminalCharset(environment: ["LANG": "C"]) == .ascii)
        #expect(TerminalCharset(environment: ["LANG": "en_US.UTF-8", "LC_ALL": "C"]) == .ascii)
        #expect(TerminalCharset(environment: ["LANG": "C", "LC_CTYPE": "de_DE.UTF-8"]) == .utf8)
        #expect(TerminalCharset(environment: ["LANG": "POSIX", "LC_ALL": ""]) == .ascii)
        #expect(TerminalCharset(environment: ["LANG": "en_US.ISO-8859-1"]) == .ascii)
    }

    @Test func asciiStandsInOneForOne() {
        let text = "Enter create · space or ←/→ change · ↑ ↓ · Bartholomew… · \u{1B} · é"
        let shown = TerminalText.printable(text, in: .ascii)
        #expect(shown == "Enter create - space or </> change - ^ v - Bartholomew~ - ? - ?")
        #expect(shown.count == text.count)
        var line = ScreenLine("ann · ")
        line.append("X", style: .hit)
        #expect(AnsiRenderer.draw(Screen([line]), styles: .colour, charset: .ascii).contains("ann - \u{1B}[1;31mX\u{1B}[0m"))
    }
}
