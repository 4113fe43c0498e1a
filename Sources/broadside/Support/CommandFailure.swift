import ArgumentParser
import BroadsideTerminal
import Foundation

/// Prints one sentence for a person and exits with a failure status, instead of a backtrace:
/// 1, or 64 (`.validationFailure`) for a command line that asks for what cannot be.
func fail(_ command: String, _ message: String, status: ExitCode = .failure) -> ExitCode {
    FileHandle.standardError.write(Data(failureText(command, message, width: errorTerminalWidth).utf8))
    return status
}

/// The sentence, broken at its spaces to `width` when it goes to a terminal (which would break it
/// mid-word), whole for a pipe or a file (nil), where a script reads a message a line.
func failureText(_ command: String, _ message: String, width: Int?) -> String {
    let line = "broadside \(command): \(message)"
    guard let width, width > 0 else { return line + "\n" }
    return PlainView.wrapped([line], to: width).map { $0 + "\n" }.joined()
}

/// The width of the terminal standard error goes to; nil for a pipe or a file.
private var errorTerminalWidth: Int? {
    var size = winsize()
    guard isatty(STDERR_FILENO) == 1, ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
    return Int(size.ws_col)
}
