#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The children this process started and has not reaped, killed when this process exits.
///
/// A test abandoned at its time limit, or a harness that throws past its clean-up, would otherwise
/// leave a `broadside serve` listening after the run. Process-wide by nature: `atexit` is.
public enum UnreapedChildren {
    private static let children = Mutex<Set<pid_t>>([])

    /// Registers the handler once, on first use.
    private static let killedAtExit: Void = {
        atexit { UnreapedChildren.killAll() }
    }()

    /// Call right after spawning `pid`.
    public static func add(_ pid: pid_t) {
        killedAtExit
        children.withLock { _ = $0.insert(pid) }
    }

    /// Call as soon as `waitpid` has reaped `pid`: its number may then go to another process.
    public static func reaped(_ pid: pid_t) {
        children.withLock { _ = $0.remove(pid) }
    }

    private static func killAll() {
        children.withLock { pids in
            for pid in pids { kill(pid, SIGKILL) }
            pids.removeAll()
        }
    }
}
