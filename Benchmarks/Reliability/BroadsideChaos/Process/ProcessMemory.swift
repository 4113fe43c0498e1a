import Foundation

/// Resident memory of a process from /proc: what `broadside-bench server` and the flood run of
/// `broadside-chaos` report as a server's memory.
public enum ProcessMemory {
    /// VmRSS of `/proc/<process>/status`, in bytes; `process` is a pid or `self`. Nil once the
    /// process has ended.
    public static func residentBytes(of process: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { return nil }
        return kilobytes * 1024
    }
}
