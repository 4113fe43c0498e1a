/// Turns a screen into the bytes that draw it on an ANSI terminal: each line addressed by row,
/// its row cleared, then written; the last one clears the rest of the screen too. Given the
/// screen on the terminal now, only the lines that differ are written: a clock ticking each second
/// costs its own line, not the screen (which over a slow link is the difference). Spans are drawn
/// as the `TerminalStyles` allow: in monochrome a style without an attribute of its own is plain.
enum AnsiRenderer {
    static let enterAlternateScreen = "\u{1B}[?1049h"
    static let leaveAlternateScreen = "\u{1B}[?1049l"
    static let hideCursor = "\u{1B}[?25l"
    static let showCursor = "\u{1B}[?25h"
    static let bracketPaste = "\u{1B}[?2004h"
    static let unbracketPaste = "\u{1B}[?2004l"

    static func draw(_ screen: Screen, styles: TerminalStyles, charset: TerminalCharset = .utf8, over shown: Screen? = nil) -> String {
        // Cleared before the text, not after: after a line as wide as the terminal the cursor is
        // still on its last character, and after the bottom row there is no row to clear from.
        guard !screen.lines.isEmpty else { return "\u{1B}[1;1H\u{1B}[J" }
        let old = shown?.lines
        var output = ""
        for (row, line) in screen.lines.enumerated() {
            let isLast = row == screen.lines.count - 1
            if let old, row < old.count, old[row] == line, !(isLast && old.count > screen.lines.count) { continue }
            let clear = isLast ? "\u{1B}[J" : "\u{1B}[K"
            output += "\u{1B}[\(row + 1);1H" + clear + styled(line, styles, charset)
        }
        return output
    }

    private static func styled(_ line: ScreenLine, _ styles: TerminalStyles, _ charset: TerminalCharset) -> String {
        let characters = Array(TerminalText.printable(line.text, in: charset))
        var output = ""
        var position = 0
        for span in line.spans.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) where span.range.lowerBound >= position {
            guard let code = code(span.style, styles) else { continue }
            output += String(characters[position..<span.range.lowerBound])
            output += "\u{1B}[\(code)m" + String(characters[span.range]) + "\u{1B}[0m"
            position = span.range.upperBound
        }
        return output + String(characters[position...])
    }

    /// SGR parameters for `style` as `styles` allow; nil where they draw it plain.
    static func code(_ style: Style, _ styles: TerminalStyles) -> String? {
        switch styles {
        case .colour: code(style)
        case .monochrome: attribute(style)
        }
    }

    /// The attribute alone for each style that has one: bold, reverse video, underline.
    private static func attribute(_ style: Style) -> String? {
        switch style {
        case .title, .emphasis, .hit, .fits, .warning: "1"
        case .cursor, .blocked: "7"
        case .faint, .ship, .miss, .sunk: nil
        case .latest(let style): ["4", attribute(style)].compactMap { $0 }.joined(separator: ";")
        }
    }

    /// SGR parameters for each style.
    static func code(_ style: Style) -> String {
        switch style {
        case .title: "1"
        case .emphasis: "1"
        case .faint: "2"
        case .cursor: "7"
        case .ship: "36"
        case .hit: "1;31"
        case .miss: "34"
        case .sunk: "31"
        case .fits: "1;32"
        case .blocked: "1;41"
        case .warning: "33"
        case .latest(let style): "4;" + code(style)
        }
    }
}
