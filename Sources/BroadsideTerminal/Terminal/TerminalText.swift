/// Text made safe to write to a terminal. What the client shows comes partly from a server (its
/// error texts, names), which could send control characters that move the cursor, change colours,
/// retitle the window or reorder the screen (C0 and C1 controls, DEL, the bidirectional
/// overrides): each character holding one is shown as U+FFFD instead, one for one, so that the
/// styles' character ranges still fit. A terminal that is not UTF-8 gets ASCII, one for one too.
enum TerminalText {
    static func printable(_ text: String, in charset: TerminalCharset) -> String {
        guard text.unicodeScalars.contains(where: { isUnsafe($0) || charset == .ascii && !$0.isASCII }) else { return text }
        return String(text.map { character in
            charset.shown(character.unicodeScalars.contains(where: isUnsafe) ? "\u{FFFD}" : character)
        })
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
