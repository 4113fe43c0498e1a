#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Where a child's standard input, output or error goes.
public enum ChildStream: Sendable {
    /// Wherever this process's own goes.
    case inherited
    case devNull
    /// A copy of this descriptor.
    case descriptor(Int32)
    /// This file opened for reading and writing: a pseudo-terminal's, which the first such open
    /// in a new session makes the child's controlling terminal.
    case path(String)
}

/// `posix_spawn` as the harnesses start a child: with default signal handling and nothing
/// blocked, whatever this process set (a server it means to stop must not ignore SIGTERM), and
/// no descriptor of this process but the streams it is given.
public enum ChildSpawn {
    /// Starts `executable` and registers it with `UnreapedChildren`; returns its process id. With
    /// `newSession`, the child leads a session of its own (a client on a pseudo-terminal).
    public static func start(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil,
        input: ChildStream = .inherited, output: ChildStream = .inherited, error: ChildStream = .inherited,
        newSession: Bool = false
    ) throws -> pid_t {
        let pid = try spawn(
            executable, arguments, environment: environment, streams: [input, output, error], newSession: newSession)
        UnreapedChildren.add(pid)
        return pid
    }

    /// Starts `executable` without registering it: `UnreapedChildren`'s own watcher.
    static func spawn(
        _ executable: String, _ arguments: [String], environment: [String: String]?, streams: [ChildStream],
        newSession: Bool
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (stream, standard) in zip(streams, [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]) {
            switch stream {
            case .inherited: break
            case .devNull:
                let mode = standard == STDIN_FILENO ? O_RDONLY : O_WRONLY
                posix_spawn_file_actions_addopen(&actions, standard, "/dev/null", mode, 0)
            case .descriptor(let descriptor):
                posix_spawn_file_actions_adddup2(&actions, descriptor, standard)
            case .path(let path):
                posix_spawn_file_actions_addopen(&actions, standard, path, O_RDWR, 0)
            }
        }
        closeInheritedDescriptors(in: &actions)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGINT, SIGTERM, SIGPIPE, SIGHUP, SIGWINCH] { sigaddset(&defaults, number) }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        #if canImport(Glibc)
        // POSIX_SPAWN_SETSID (0x80) is a GNU extension that Swift does not import from glibc.
        let setsid: Int32 = 0x80
        #else
        let setsid = Int32(POSIX_SPAWN_SETSID)
        #endif
        let session = newSession ? setsid : 0
        posix_spawnattr_setflags(&attributes, Int16(session | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let variables = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = variables.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard result == 0 else {
            throw ChaosFailure("cannot run \(executable): \(String(cString: strerror(result)))")
        }
        return pid
    }
}
