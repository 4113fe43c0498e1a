import Testing
@testable import BroadsideTerminal

/// Colour goes where the terminal shows it and the player wants it; elsewhere the attributes
/// alone (bold, underline, reverse video): not under `NO_COLOR`, nor on a DEC terminal or a
/// terminfo monochrome variant.
@Suite("Terminal styles")
struct TerminalStylesTests {
    @Test(arguments: [
        ([:], TerminalStyles.colour),
        (["TERM": "xterm-256color"], .colour),
        (["TERM": "linux"], .colour),
        (["TERM": "vte"], .colour),
        (["TERM": "vt100"], .monochrome),
        (["TERM": "vt220-8bit"], .monochrome),
        (["TERM": "vt100-color"], .colour),
        (["TERM": "xterm-mono"], .monochrome),
        (["TERM": "linux-m"], .monochrome),
        (["TERM": "vt100-am"], .monochrome),
        (["TERM": "screen-256color-bce"], .colour),
        (["TERM": "xterm-256color", "NO_COLOR": "1"], .monochrome),
        (["TERM": "xterm-256color", "NO_COLOR": ""], .colour),
    ])
    func stylesFollowTermAndNoColor(environment: [String: String], styles: TerminalStyles) {
        #expect(TerminalStyles(environment: environment) == styles)
    }

    /// In monochrome a hit is bold, the cursor reversed, the latest volley underlined; water, a
    /// miss and a ship have no attribute of their own and are drawn plain.
    @Test func monochromeDrawsTheAttributesAlone() {
        var line = ScreenLine("")
        line.append("X", style: .hit)
        line.append("o", style: .miss)
        line.append("[", style: .cursor)
        line.append("o", style: .latest(.miss))
        line.append("X", style: .latest(.hit))
        #expect(AnsiRenderer.draw(Screen([line]), styles: .monochrome)
            == "\u{1B}[1;1H\u{1B}[J\u{1B}[1mX\u{1B}[0mo\u{1B}[7m[\u{1B}[0m\u{1B}[4mo\u{1B}[0m\u{1B}[4;1mX\u{1B}[0m")
    }
}
