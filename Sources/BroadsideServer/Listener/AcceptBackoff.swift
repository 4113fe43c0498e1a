#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NIOCore

/// On the listening channel: when a connection cannot be accepted (no descriptor left, no memory),
/// stops accepting for `pause` and counts the failure into a throttled warning. The connection
/// waits in the kernel's backlog meanwhile.
///
/// NIO's own `AcceptBackoffHandler` is not enough: it delays the next read asked for, but after an
/// accept that failed at once none is asked for, and the listener, still readable, is tried again
/// straight away; the server spun a core at hundreds of thousands of attempts in ten seconds.
/// Turning `autoRead` off takes the listener out of the poll until it is turned on again.
final class AcceptBackoff: ChannelInboundHandler {
    typealias InboundIn = any Channel
    typealias InboundOut = any Channel

    private let warning: ThrottledWarning<String>
    private let pause: TimeAmount
    private var resuming: Scheduled<Void>?

    init(warning: ThrottledWarning<String>, pause: TimeAmount = .seconds(1)) {
        self.warning = warning
        self.pause = pause
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard let reason = Self.reason(error) else { return }
        warning.note(reason)
        guard resuming == nil, let options = context.channel.syncOptions else { return }
        try? options.setOption(.autoRead, value: false)
        resuming = context.eventLoop.assumeIsolated().scheduleTask(in: pause) {
            self.resuming = nil
            try? options.setOption(.autoRead, value: true)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        resuming?.cancel()
        resuming = nil
        context.fireChannelInactive()
    }

    /// The failure in words, with what to do; nil for a client that gave up before it was
    /// accepted, which is nobody's fault and needs no pause.
    static func reason(_ error: any Error) -> String? {
        switch (error as? IOError)?.errnoCode {
        case ECONNABORTED: nil
        case EMFILE: "the server has as many files open as its open-files limit allows; raise it (ulimit -n) or lower --max-connections"
        case ENFILE: "the system has as many files open as it allows (fs.file-max)"
        case ENOBUFS, ENOMEM: "the system is out of memory for sockets"
        default: "\(error)"
        }
    }
}
