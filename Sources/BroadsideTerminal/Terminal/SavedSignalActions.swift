#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What signals did before a handler of the client's replaced it, to put back once it is done:
/// the default is not always what was there (under `nohup`, SIGHUP is ignored, and must stay so).
struct SavedSignalActions {
    typealias Handler = @convention(c) (Int32) -> Void

    /// Kept as `sigaction` reads them, not as `signal` returns them: `SIG_IGN` is 1 as a Swift
    /// function pointer, a value Swift takes for no pointer at all once wrapped again (iterating
    /// an array of them, say), and so lost.
    private let saved: [(number: Int32, action: sigaction)]

    /// Keeps what each of `numbers` does now, for a change made next (a dispatch source's).
    static func saving(_ numbers: [Int32]) -> SavedSignalActions {
        SavedSignalActions(saved: numbers.map { number in
            var before = sigaction()
            sigaction(number, nil, &before)
            return (number, before)
        })
    }

    /// Sets `handler` for each of `numbers`, keeping what each did before.
    static func replacing(_ numbers: [Int32], with handler: Handler) -> SavedSignalActions {
        let saved = saving(numbers)
        for number in numbers { signal(number, handler) }
        return saved
    }

    private init(saved: [(number: Int32, action: sigaction)]) {
        self.saved = saved
    }

    /// Puts back what each signal did before.
    func restore() {
        for (number, before) in saved {
            var action = before
            sigaction(number, &action, nil)
        }
    }
}
