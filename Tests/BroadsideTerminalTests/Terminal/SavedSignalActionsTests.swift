#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
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
}
