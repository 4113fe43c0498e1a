import BroadsideServer
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The signals that end the client: Ctrl-C, and a stop from outside (a `kill`, the terminal
/// closed). Each way the client holds the terminal ends on the same ones: the wait to connect
/// (`ConnectingTerminal`), the full screen (`TerminalInput`) and line mode (`LineModeApp`).
enum EndingSignals {
    /// SIGHUP only if it was not ignored when the client started (under `nohup`), as for
    /// `serve`: read once, at the first use, before the client has taken any of them over.
    static let numbers: [Int32] = [SIGTERM, SIGINT] + (SignalSources.isIgnored(SIGHUP) ? [] : [SIGHUP])
}
