/// What line mode reads besides the server: standard input's lines and end, and signals.
enum LineInput: Hashable, Sendable {
    /// A typed line; `endedByEnter` is false for one ended by Ctrl-D (or the input's end).
    case line(String, endedByEnter: Bool)
    case endOfInput
    /// Ctrl-C, or a stop from outside.
    case interrupted
    /// Brought back (`fg`) after Ctrl-Z stopped it: the shell has written over the prompt.
    case continued

    /// What a script sends: its lines and its end, which come in order.
    var isScripted: Bool {
        switch self {
        case .line, .endOfInput: true
        case .interrupted, .continued: false
        }
    }
}
