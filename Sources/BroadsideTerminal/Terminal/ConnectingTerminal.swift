#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal from the moment the full-screen client starts connecting until its screen takes
/// the terminal: keys typed meanwhile are neither echoed over the "Connecting to…" line nor kept as
/// a line being edited; they are counted and thrown away, typed before any screen (`ScreenWatch`).
/// Ctrl-C still quits, with the terminal put back first, as on every other way out (`end`).
final class ConnectingTerminal {
    private static let input: Int32 = 0
    /// The modes the terminal had before, for the signal handler too: a plain handler rather than
    /// a dispatch source, since on Linux the source `TerminalInput` makes for the same signal later
    /// was then not told of it (SIGTERM went unheard), this one's cancelled or not. Written once,
    /// before the handler is set.
    nonisolated(unsafe) private static var original = termios()
    private let signalsBefore: SavedSignalActions
    private var hasEnded = false

    /// Nil, with nothing changed, when standard input is not a terminal.
    static func start() -> ConnectingTerminal? {
        var modes = termios()
        guard isatty(input) == 1, tcgetattr(input, &modes) == 0 else { return nil }
        return ConnectingTerminal(original: modes)
    }

    private init(original: termios) {
        Self.original = original
        // Ctrl-C, like the signals that end a client on its full screen (`TerminalInput`).
        signalsBefore = SavedSignalActions.replacing(EndingSignals.numbers) { number in
            ConnectingTerminal.setModes(ConnectingTerminal.original)
            _exit(128 + number)
        }
        var quiet = original
        // Signals stay on: Ctrl-C is SIGINT still. A read returns at once with what is there.
        quiet.c_lflag &= ~tcflag_t(ECHO | ICANON)
        withUnsafeMutableBytes(of: &quiet.c_cc) { bytes in
            bytes[Int(VMIN)] = 0
            bytes[Int(VTIME)] = 0
        }
        Self.setModes(quiet)
    }

    /// Puts the terminal back as it was, and the signals as they were, and returns how many
    /// keys were typed meanwhile. Safe to call twice: the second time finds none.
    @discardableResult
    func end() -> Int {
        guard !hasEnded else { return 0 }
        hasEnded = true
        var typed = KeyDecoder()
        var buffer = [UInt8](repeating: 0, count: 1024)
        var count = 0
        while case let got = buffer.withUnsafeMutableBytes({ read(Self.input, $0.baseAddress, $0.count) }), got > 0 {
            count += typed.keys(from: Array(buffer[..<got])).count
        }
        // The modes first: a signal before its action is back finds them put back already.
        Self.setModes(Self.original)
        signalsBefore.restore()
        return count + typed.flush().count
    }

    private static func setModes(_ modes: termios) {
        var modes = modes
        tcsetattr(input, TCSAFLUSH, &modes)
    }
}
