#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Synchronization

/// The children this process started and has not reaped, killed when this process exits, and
/// when it dies without exiting.
///
/// A test abandoned at its time limit, or a harness that throws past its clean-up, would otherwise
/// leave a `broadside serve` listening after the run; so would a test process killed or crashed,
/// which runs no `atexit` handler: for that a watcher, a shell started with the first child, waits
/// for this process to go and kills the children still listed in a file this process keeps.
/// Process-wide by nature: `atexit` is.
public enum UnreapedChildren {
    private static let children = Mutex<Set<pid_t>>([])
    /// Where the watcher finds the children left.
    private static let listPath = NSTemporaryDirectory() + "broadside-children-\(getpid())"

    /// Registers the handler and starts the watcher once, on first use.
    private static let watched: Void = {
        atexit { UnreapedChildren.killAll() }
        _ = try? startWatcher(watching: getpid(), listedIn: listPath)
    }()

    /// Starts a shell that waits for `parent` to end, then kills the processes listed in the file
    /// at `path` (one id a line) whose command lines name broadside, and removes the file; returns
    /// its process id. Only those: a number listed may have gone to another process meanwhile.
    public static func startWatcher(watching parent: pid_t, listedIn path: String) throws -> pid_t {
        let script = """
            while kill -0 "$1" 2>/dev/null; do sleep 1; done
            [ -f "$2" ] || exit 0
            for child in $(cat "$2"); do
                grep -qa broadside "/proc/$child/cmdline" 2>/dev/null && kill -9 "$child"
            done
            rm -f "$2"
            """
        // A session of its own: a Ctrl-C meant for this process's terminal is not for it.
        return try ChildSpawn.spawn(
            "/bin/sh", ["-c", script, "watcher", "\(parent)", path], environment: nil,
            streams: [.devNull, .devNull, .devNull], newSession: true)
    }

    /// Call right after spawning `pid`.
    public static func add(_ pid: pid_t) {
        watched
        children.withLock { pids in
            pids.insert(pid)
            write(pids)
        }
    }

    /// Call as soon as `waitpid` has reaped `pid`: its number may then go to another process.
    public static func reaped(_ pid: pid_t) {
        children.withLock { pids in
            pids.remove(pid)
            write(pids)
        }
    }

    private static func killAll() {
        children.withLock { pids in
            for pid in pids { kill(pid, SIGKILL) }
            pids.removeAll()
            unlink(listPath)
        }
    }

    /// The watcher's list, one process id a line.
    private static func write(_ pids: Set<pid_t>) {
        let text = pids.map { "\($0)\n" }.joined()
        try? text.write(toFile: listPath, atomically: true, encoding: .utf8)
    }
}
