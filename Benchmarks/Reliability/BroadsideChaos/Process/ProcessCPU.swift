#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// CPU time of a process from /proc: a cost per request that other load on the machine
/// disturbs much less than a rate does.
public enum ProcessCPU {
    /// `utime + stime` of `/proc/<process>/stat`; `process` is a pid or `self`.
    public static func time(of process: String) -> Duration? {
        guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")")
        else { return nil }
        // After the command name: state is field 3, utime and stime are fields 14 and 15.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Int64(fields[11]), let system = Int64(fields[12]) else { return nil }
        let ticks = Int64(sysconf(Int32(_SC_CLK_TCK)))
        return .milliseconds((user + system) * 1000 / ticks)
    }
}
