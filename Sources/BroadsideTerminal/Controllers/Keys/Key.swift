/// A key press, decoded from the terminal's bytes.
enum Key: Hashable, Sendable {
    case up, down, left, right
    case home, end, pageUp, pageDown
    case enter, escape, backspace, tab, backTab
    /// Ctrl-C: quit from anywhere (raw mode delivers it as a key, not a signal).
    case interrupt
    /// Ctrl-U: clear the text being typed.
    case clearLine
    /// Ctrl-L: draw the whole screen again, as terminal programs do (something else wrote on it).
    case redraw
    /// Ctrl-Z: stop for the shell's job control, as terminal programs do (raw mode delivers it as
    /// a key, not a signal).
    case suspend
    case character(Character)
    /// Text the terminal says was pasted (bracketed paste), whole: typed only where text is typed
    /// (`ScreenShown.takesText`), as its characters would type a command each.
    case paste(String)
}

extension Key {
    /// `y` or `Y`: the answer that carries out what a `y/n` question asks (Caps Lock on).
    var isYes: Bool { self == .character("y") || self == .character("Y") }

    /// The cursor step of an arrow key or one of vi's `h` `j` `k` `l`.
    var movement: (rows: Int, columns: Int)? {
        switch self {
        case .up, .character("k"): (-1, 0)
        case .down, .character("j"): (1, 0)
        case .left, .character("h"): (0, -1)
        case .right, .character("l"): (0, 1)
        default: nil
        }
    }
}
