/// Turns a screen into the bytes that draw it on an ANSI terminal: each line addressed by row,
/// cleared to its end, then the rest of the screen cleared. Without colour the spans are dropped.
public enum AnsiRenderer {
    public static let enterAlternateScreen = "\u{1B}[?1049h"
    public static let leaveAlternateScreen = "\u{1B}[?1049l"
    public static let hideCursor = "\u{1B}[?25l"
    public static let showCursor = "\u{1B}[?25h"

    public static func draw(_ screen: Screen, colour: Bool) -> String {
        var output = ""
        for (row, line) in screen.lines.enumerated() {
            output += "\u{1B}[\(row + 1);1H" + (colour ? styled(line) : line.text) + "\u{1B}[K"
        }
        output += "\u{1B}[\(screen.lines.count + 1);1H\u{1B}[J"
        return output
    }

    private static func styled(_ line: ScreenLine) -> String {
        let characters = Array(line.text)
        var output = ""
        var position = 0
        for span in line.spans.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) where span.range.lowerBound >= position {
            output += String(characters[position..<span.range.lowerBound])
            output += "\u{1B}[\(code(span.style))m" + String(characters[span.range]) + "\u{1B}[0m"
            position = span.range.upperBound
        }
        return output + String(characters[position...])
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
        }
    }
}
