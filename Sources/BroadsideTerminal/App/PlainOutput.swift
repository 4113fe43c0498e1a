/// How wide line mode prints, and whether it wraps: a terminal would otherwise break long lines
/// mid-word, while a script reads a message a line, so where no terminal would break it, it stays whole.
struct PlainOutput {
    let width: Int
    let wraps: Bool

    /// Standard output's, asked each time since a terminal may be resized; a pipe or a file gets
    /// `PlainView.defaultWidth` and no wrapping.
    static var current: PlainOutput {
        guard let size = TerminalDevice.outputSize else { return PlainOutput(width: PlainView.defaultWidth, wraps: false) }
        return PlainOutput(width: size.columns > 0 ? size.columns : PlainView.defaultWidth, wraps: true)
    }

    /// Lines made safe to print, and wrapped when the output wraps.
    func fitted(_ lines: [String]) -> [String] {
        let printable = lines.map(TerminalText.printable)
        return wraps ? PlainView.wrapped(printable, to: width) : printable
    }

    /// `lines` as text to write, each ended; nothing for no lines.
    func text(_ lines: [String]) -> String {
        fitted(lines).map { $0 + "\n" }.joined()
    }
}
