import BroadsideTerminal
import Dispatch
import Foundation
import Logging

/// The signals that stop `serve` gracefully: Ctrl-C (SIGINT), SIGTERM, and SIGHUP, which a server
/// started in a terminal gets when the terminal is closed and which would otherwise end it at once,
/// without a goodbye to its clients.
enum StopSignals {
    /// Calls `stop` on each of the signals, logging which one came; cancel the sources to stop
    /// watching. A SIGHUP already ignored when the server started (`nohup`) stays ignored: whoever
    /// started it so wants it to outlive its terminal. Returns once the sources are installed, so
    /// that a signal sent as soon as `serve` has started is not lost.
    static func watch(logger: Logger, stop: @escaping @Sendable () -> Void) -> [any DispatchSourceSignal] {
        let names = [SIGINT: "SIGINT", SIGTERM: "SIGTERM", SIGHUP: "SIGHUP"]
        let sources = names.sorted { $0.key < $1.key }.compactMap { number, name -> (any DispatchSourceSignal)? in
            // A signal source needs the signal's default action, ending the process, turned off.
            let previous = signal(number, SIG_IGN)
            // C function pointers cannot be compared in Swift; their addresses can.
            let wasIgnored = unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
            guard number != SIGHUP || !wasIgnored else { return nil }
            let source = DispatchSource.makeSignalSource(signal: number)
            source.setEventHandler {
                logger.info("\(name) received: stopping")
                stop()
            }
            return source
        }
        SignalSources.resumeInstalled(sources)
        return sources
    }
}
