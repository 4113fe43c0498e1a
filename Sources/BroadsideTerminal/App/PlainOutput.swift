/// How wide line mode prints, and whether it wraps: a terminal would otherwise break long lines
/// mid-word, while a script reads a message a line, so where no terminal would break it, it stays whole.
struct PlainOutput {
    let width: Int
    let wraps: Bool
    var charset = TerminalCharset.utf8

    /// Standard output's, asked each time since a terminal may be resized; a pipe or a file gets
    /// `PlainView.defaultWidth` and no wrapping.
    static var current: PlainOutput {
        let charset = TerminalCharset.ofProcess
        guard let size = TerminalDevice.outputSize else { return PlainOutput(width: PlainView.defaultWidth, wraps: false, charset: charset) }
        return PlainOutput(width: size.columns > 0 ? size.columns : PlainView.defaultWidth, wraps: true, charset: charset)
    }

    /// Lines made safe to print, and wrapped when the output wraps.
    func fitted(_ lines: [String]) -> [String] {
        let printable = lines.map { TerminalText.printable($0, in: charset) }
        return wraps ? PlainView.wrapped(printable, to: width) : printable
    }

    /// `lines` as text to write, each ended; nothing for no lines.
    func text(_ lines: [String]) -> String {
        fitted(lines).map { $0 + "\n" }.joined()
    }
}
