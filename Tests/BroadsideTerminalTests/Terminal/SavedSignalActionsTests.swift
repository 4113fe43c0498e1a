#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BroadsideServer
import Dispatch
import Testing
@testable import BroadsideTerminal

@Suite("Signals the client took over while connecting are put back as they were")
struct SavedSignalActionsTests {
    private static func address(_ action: SavedSignalActions.Handler?) -> Int {
        unsafeBitCast(action, to: Int.self)
    }

    /// Under `nohup` SIGHUP is ignored; ignored it stays once the client lets go of it, not set
    /// to its default, which would end the client at the hangup nohup is there to survive.
    /// (SIGUSR2 stands for it here: nothing else in the tests uses it.)
    @Test func anIgnoredSignalIsIgnoredAgain() {
        let before = signal(SIGUSR2, SIG_IGN)
        defer { signal(SIGUSR2, before) }
        let saved = SavedSignalActions.replacing([SIGUSR2]) { _ in }
        saved.restore()
        #expect(Self.address(signal(SIGUSR2, SIG_IGN)) == Self.address(SIG_IGN))
    }

    /// A dispatch source takes its signal over (it is ignored, then dispatch's own handler); once
    /// the client lets go of the terminal the signal acts again as it did (code review: Ctrl-C
    /// stayed without effect while the games were stored on the way out). SIGUSR1 stands for
    /// SIGINT: nothing else in the tests uses it.
    @Test func watchedSignalsActAsBeforeOnceStopped() {
        let before = signal(SIGUSR1, SIG_DFL)
        defer { signal(SIGUSR1, before) }
        let watch: WatchedSignals.Watch = (SIGUSR1, {})
        let watched = WatchedSignals([watch], on: DispatchQueue(label: "test.watched-signals"))
        #expect(Self.handlerAddress(SIGUSR1) != Self.address(SIG_DFL))
        watched.stop()
        #expect(Self.handlerAddress(SIGUSR1) == Self.address(SIG_DFL))
    }

    /// What `number` does now, read without changing it.
    private static func handlerAddress(_ number: Int32) -> Int {
        var action = sigaction()
        sigaction(number, nil, &action)
        #if canImport(Glibc)
        return address(action.__sigaction_handler.sa_handler)
        #else
        return address(action.__sigaction_u.__sa_handler)
        #endif
    }
}
