#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The signals that end the client: Ctrl-C, and a stop from outside (a `kill`, the terminal
/// closed). Each way the client holds the terminal ends on the same ones: the wait to connect
/// (`ConnectingTerminal`), the full screen (`TerminalInput`) and line mode (`LineModeApp`).
enum EndingSignals {
    static let numbers: [Int32] = [SIGTERM, SIGINT, SIGHUP]
}
