import BroadsideServer
import Dispatch
import Foundation
import Logging
import Synchronization

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
        let stopping = StopRequest()
        let sources = names.sorted { $0.key < $1.key }.compactMap { number, name -> (any DispatchSourceSignal)? in
            guard number != SIGHUP || !SignalSources.isIgnored(number) else { return nil }
            return SignalSources.watch(number, on: .global()) {
                // A second signal while stopping does what the first is doing; an operator who
                // sends it hears that it was received, not silence.
                guard stopping.isFirst() else {
                    logger.notice("\(name) received: already stopping (clients are told, moves in flight stored, within about 2 s)")
                    return
                }
                logger.info("\(name) received: stopping")
                stop()
            }
        }
        SignalSources.resumeInstalled(sources)
        return sources
    }
}

/// Whether a stop was asked for already: signal handlers may run at once on several threads.
private final class StopRequest: Sendable {
    private let asked = Atomic(false)

    /// True for the first call only.
    func isFirst() -> Bool {
        !asked.exchange(true, ordering: .relaxed)
    }
}
