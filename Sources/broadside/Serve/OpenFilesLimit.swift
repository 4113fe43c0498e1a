#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import BroadsideServer
import Foundation

/// Every connection takes a file descriptor, and a soft limit of 1024 open files, common where the
/// hard limit is far higher, would stop a server at about a thousand connections, its accepts
/// failing, whatever `--max-connections` says.
enum OpenFilesLimit {
    /// Descriptors the server is thought to need besides its connections when the limit is
    /// raised at start, before any of them is open to be counted (`serverFiles` counts them
    /// later): the database and its WAL, the listening socket, the event loops' own. Generous: a
    /// server on two cores has about 22 open.
    static let reserve = 64

    /// The fewest open files a server runs in: its own (`loopsAndAbout20`: the event loops, then
    /// standard streams, the database with its lock and WAL, the listening socket; and the files
    /// it opens later) and one game's two connections. Below this, the event loops or SQLite fail
    /// to open theirs, with errors that do not say why, or NIO stops the process.
    static var fewest: Int { loopsAndAbout20 + filesOpenedLater + 2 }

    /// The fewest open files a client runs in: its own (`loopsAndAbout20`: its event loops, as
    /// many as a server's, then standard streams, the terminal, its settings and their lock, its
    /// connection), and a server's `fewest` when it runs one inside (solo, hot-seat).
    static func fewestForClient(runningAServer: Bool) -> Int {
        loopsAndAbout20 + (runningAServer ? fewest : 0)
    }

    /// Three files for each event loop (its epoll, an eventfd and a timerfd), one a core, and
    /// about twenty that any process of Broadside's has open besides.
    private static var loopsAndAbout20: Int { 3 * BroadsideServer.eventLoopCount + 20 }

    /// Raises the soft limit to `fewest` where it is lower, and throws `command`'s failure, with
    /// `why` after the figure, where the hard limit does not let it.
    static func require(_ fewest: Int, for command: String, why: String = "") throws {
        guard let allowed = raise(toward: fewest), allowed < fewest else { return }
        throw fail(command, "the open-files limit is \(allowed), too low: \(command) needs about \(fewest)\(why); raise it (ulimit -n)")
    }

    /// Files the server may open after it starts listening: GRDB's pool opens another reader when
    /// reads overlap, up to the default of five that GameStore keeps, one open from the start, each
    /// with the database and its WAL; libdispatch opens a timer file per kind of clock when first used.
    static let filesOpenedLater = 4 * 2 + 2

    /// Descriptors the running server takes besides its connections: those open now, once it
    /// listens, and those it may open later. Nil when they cannot be counted.
    static func serverFiles() -> Int? {
        // The listing shows the descriptor it reads the directory with, too.
        guard let open = try? FileManager.default.contentsOfDirectory(atPath: "/dev/fd").count - 1 else { return nil }
        return open + filesOpenedLater
    }

    /// Raises the soft limit of open files toward `needed`, as far as the hard limit lets it.
    /// Returns the soft limit in force afterwards; nil when it cannot be read.
    static func raise(toward needed: Int) -> Int? {
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0 else { return nil }
        let wanted = rlim_t(needed)
        if limit.rlim_cur != unlimited, limit.rlim_cur < wanted {
            var raised = limit
            raised.rlim_cur = limit.rlim_max == unlimited ? wanted : min(wanted, limit.rlim_max)
            if setrlimit(resource, &raised) == 0 { limit = raised }
        }
        return limit.rlim_cur == unlimited ? Int.max : Int(clamping: limit.rlim_cur)
    }

    /// `RLIM_INFINITY`, all bits set, which Swift does not import.
    private static let unlimited = rlim_t.max

    #if canImport(Glibc)
    private static let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
    private static let resource = RLIMIT_NOFILE
    #endif
}
