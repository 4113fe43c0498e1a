#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal on standard input and output: raw mode, the alternate screen, a hidden cursor and
/// bracketed paste while the client runs, and everything put back by `restore()`, which is safe to
/// call twice.
final class TerminalDevice: Sendable {
    private static let input: Int32 = 0
    private static let output: Int32 = 1
    /// The modes the terminal had before the client started.
    private let original: termios
    /// Colour where the terminal and the player allow it (`TerminalStyles(environment:)`).
    let styles: TerminalStyles
    let charset: TerminalCharset
    /// How long a lone ESC waits for the rest of an escape sequence before it is Escape.
    let escapeWait: Duration

    /// Fails when standard input or output is not a terminal: line mode (`--plain`) is for that.
    init(environment: [String: String]) throws(TerminalError) {
        guard isatty(Self.input) == 1, isatty(Self.output) == 1 else { throw .notATerminal }
        var modes = termios()
        guard tcgetattr(Self.input, &modes) == 0 else { throw .notATerminal }
        original = modes
        styles = TerminalStyles(environment: environment)
        charset = TerminalCharset(environment: environment)
        escapeWait = KeyDecoder.escapeWait(environment: environment)
    }

    /// Raw mode (keys arrive one at a time, unechoed; Ctrl-C arrives as a key), the alternate
    /// screen, the cursor hidden, and pasted text bracketed, so that it is not read as keys
    /// (`KeyDecoder`).
    func enter() {
        var raw = original
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        tcsetattr(Self.input, TCSAFLUSH, &raw)
        write(AnsiRenderer.enterAlternateScreen + AnsiRenderer.hideCursor + AnsiRenderer.bracketPaste)
    }

    /// Puts the terminal back as it was found.
    func restore() {
        var modes = original
        tcsetattr(Self.input, TCSAFLUSH, &modes)
        write(AnsiRenderer.unbracketPaste + AnsiRenderer.showCursor + AnsiRenderer.leaveAlternateScreen)
    }

    /// Gives the terminal back and stops the process group, as Ctrl-Z does to a program not in
    /// raw mode; false, with nothing done, when no shell could continue it. The process may run
    /// on for a moment before it stops: `enter()` again on SIGCONT (`TerminalEvent.continued`),
    /// not on return.
    func suspend() -> Bool {
        guard Self.hasJobControl else { return false }
        restore()
        signal(SIGTSTP, SIG_DFL)
        kill(0, SIGTSTP)
        return true
    }

    /// A shell with job control started this process: its parent is in this session, in another
    /// process group. Else the group is orphaned, and the kernel discards the signals that stop it.
    private static var hasJobControl: Bool {
        let parent = getppid()
        return getsid(parent) == getsid(0) && getpgid(parent) != getpgrp()
    }

    /// The terminal's size now; 80x24 if it cannot be read.
    var size: TerminalSize {
        guard let size = Self.outputSize, size.columns > 0, size.rows > 0 else { return .standard }
        return size
    }

    /// The size of the terminal standard output goes to, asked each time since it may be resized;
    /// nil for a pipe or a file. A terminal that does not know its size says 0.
    static var outputSize: TerminalSize? {
        var size = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }

    func write(_ text: String) {
        Self.write(text, to: Self.output)
    }

    /// Writes all of `text`, retrying short writes and interruptions.
    static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}

/// Why the full-screen client cannot run.
enum TerminalError: Error, CustomStringConvertible {
    case notATerminal

    var description: String {
        switch self {
        case .notATerminal: "standard input and output must be a terminal; use --plain for line mode"
        }
    }
}
