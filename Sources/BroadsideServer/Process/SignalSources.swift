import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Signals handled by dispatch sources rather than by their default actions, for the client's
/// terminal and line mode and for `serve` (in this module, which both import).
public enum SignalSources {
    /// A source calling `handler` on `queue` for each `number` signal, instead of its default
    /// action (a disposition inherited from the parent, ignored included, no longer applies).
    /// Not resumed yet: see `resumeInstalled`.
    public static func watch(
        _ number: Int32, on queue: DispatchQueue, _ handler: @escaping @Sendable () -> Void
    ) -> any DispatchSourceSignal {
        signal(number, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
        source.setEventHandler(handler: handler)
        return source
    }

    /// Whether `number` is ignored now: SIGHUP under `nohup`, say, which whoever started the
    /// program so meant it to outlive.
    public static func isIgnored(_ number: Int32) -> Bool {
        var action = sigaction()
        sigaction(number, nil, &action)
        #if canImport(Glibc)
        let handler = action.__sigaction_handler.sa_handler
        #else
        let handler = action.__sigaction_u.__sa_handler
        #endif
        // C function pointers cannot be compared in Swift; their addresses can.
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Resumes `sources` and returns once each is installed. Until then a signal is neither
    /// handled nor acted on (its default action is off): one that came in between, a Ctrl-C
    /// pressed as the program starts, would be lost.
    public static func resumeInstalled(_ sources: [any DispatchSourceSignal]) {
        let installed = DispatchGroup()
        for source in sources {
            installed.enter()
            source.setRegistrationHandler { installed.leave() }
            source.resume()
        }
        // Blocks the calling thread, a task's among them, for the moment a dispatch queue takes to
        // install a source: once, at start, before anything else runs.
        installed.wait()
    }
}
