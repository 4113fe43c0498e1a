/// A line as line mode reads it from a terminal, without what the terminal passes on that is not
/// text: control characters (Ctrl-L, typed to clear the screen as elsewhere) and the escape
/// sequences of keys such as the arrows, which would otherwise become part of the command. A tab
/// parts words as a space does.
enum TypedLine {
    static func cleaned(_ line: String) -> String {
        var kept = String.UnicodeScalarView()
        var scalars = line.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar.value {
            case 0x09: kept.append(" ")
            case 0x1B: skipEscapeSequence(&scalars)
            case 0x00...0x1F, 0x7F...0x9F: continue
            default: kept.append(scalar)
            }
        }
        return String(kept)
    }

    /// Skips what follows an ESC: a control sequence (`ESC [ 1 ; 5 A`) up to its final byte, a
    /// single shift (`ESC O A`, an arrow in application mode) and its character, or the one
    /// character that Alt sends with ESC.
    private static func skipEscapeSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
        switch scalars.next() {
        case "["?:
            while let next = scalars.next(), !(0x40...0x7E).contains(next.value) {}
        case "O"?:
            _ = scalars.next()
        default:
            break
        }
    }
}
