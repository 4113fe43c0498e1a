import BroadsideServer
import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the terminal reports: keys, a new size, or the end of input.
enum TerminalEvent: Hashable, Sendable {
    /// Keys, with when they were read: a key read before the screen it would act on was shown
    /// was meant for the screen before (`ScreenWatch`).
    case keys([Key], readAt: ContinuousClock.Instant)
    case resized
    /// Continued after a stop (`fg` after Ctrl-Z): the terminal is to be taken again.
    case continued
    case closed
}

/// Reads keys from standard input and watches the signals that concern the terminal: SIGWINCH
/// redraws, SIGCONT takes the terminal again; SIGTERM, SIGINT and SIGHUP restore the terminal and
/// end the process.
final class TerminalInput {
    let events: AsyncStream<TerminalEvent>
    private let signals: WatchedSignals

    init(device: TerminalDevice) {
        let (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
        self.events = events
        let queue = DispatchQueue(label: "broadside.terminal")
        let escapeWait = device.escapeWait
        // A blocking read on a thread of its own: no polling, and it ends at end of input. Only
        // while a key or a paste is unfinished (a lone ESC) does it wait with a timeout, for the rest.
        Thread.detachNewThread {
            var decoder = KeyDecoder()
            // The time is taken as the bytes come, before they are decoded: keys are meant for the
            // screen shown then (`ScreenWatch`), not for one drawn while this thread waited its turn.
            let yieldKeys = { (keys: [Key], readAt: ContinuousClock.Instant) in
                if !keys.isEmpty { continuation.yield(.keys(keys, readAt: readAt)) }
            }
            var buffer = [UInt8](repeating: 0, count: 1024)
            while true {
                if decoder.isWaiting, !Self.inputArrives(within: decoder.wait(escapeWait: escapeWait)) {
                    yieldKeys(decoder.flush(), .now)
                    continue
                }
                let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
                let readAt = ContinuousClock.now
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                yieldKeys(decoder.keys(from: Array(buffer[..<count])), readAt)
            }
            yieldKeys(decoder.flush(), .now)
            continuation.yield(.closed)
        }
        let ending = EndingSignals.numbers.map { fatal -> WatchedSignals.Watch in
            (fatal, {
                device.restore()
                // Not exit(): its atexit handlers and stdio flush would run beside the threads
                // still at work (event loops, a hot-seat's server), and may wait on their locks.
                _exit(128 + fatal)
            })
        }
        // Ignoring SIGCONT still continues the process: the source only hears of it.
        let watches: [WatchedSignals.Watch] = [(SIGWINCH, { continuation.yield(.resized) }), (SIGCONT, { continuation.yield(.continued) })]
        signals = WatchedSignals(watches + ending, on: queue)
    }

    /// Whether standard input has something to read (or has ended) within `wait`.
    private static func inputArrives(within wait: Duration) -> Bool {
        var input = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32((wait / .milliseconds(1)).rounded(.up))
        var ready = poll(&input, 1, milliseconds)
        // A signal cuts the wait short; waiting the whole time again only delays a lone Escape.
        while ready < 0, errno == EINTR { ready = poll(&input, 1, milliseconds) }
        return ready != 0
    }

    func stop() {
        signals.stop()
    }
}
