import BroadsideServer
import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Signals handled by dispatch sources while the client holds the terminal (the full screen, line
/// mode), and given back as they were once it lets go: a source needs its signal ignored, and a
/// Ctrl-C while the games are stored on the way out must still end the client.
struct WatchedSignals {
    typealias Handler = @Sendable () -> Void
    typealias Watch = (signal: Int32, handler: Handler)

    private let sources: [any DispatchSourceSignal]
    private let before: SavedSignalActions

    /// Watches each signal with its handler on `queue`, from before this returns.
    init(_ handlers: [Watch], on queue: DispatchQueue) {
        before = SavedSignalActions.saving(handlers.map(\.signal))
        sources = handlers.map { SignalSources.watch($0.signal, on: queue, $0.handler) }
        SignalSources.resumeInstalled(sources)
    }

    func stop() {
        sources.forEach { $0.cancel() }
        before.restore()
    }
}
