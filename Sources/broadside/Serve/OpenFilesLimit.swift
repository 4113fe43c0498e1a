#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Every connection takes a file descriptor, and a soft limit of 1024 open files, common where the
/// hard limit is far higher, would stop a server at about a thousand connections, its accepts
/// failing, whatever `--max-connections` says.
enum OpenFilesLimit {
    /// Descriptors the server needs besides its connections: the database and its WAL, the
    /// listening socket, the event loops' own.
    static let reserve = 64

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
