#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import BroadsideChaos
import Foundation

/// A server under test, run as a child process so that its resident memory is its own and
/// nothing of the load client's. Its standard error is read until it logs
/// `listening on HOST:PORT`, and then drained so that it never blocks on a full pipe; its
/// standard output goes to /dev/null, away from the benchmark's own.
struct ChildServer: Sendable {
    let pid: pid_t
    let port: Int
    /// From just before the exec to the moment the listening line was read.
    let startUp: Duration

    /// Starts `executable` and waits, at most `limit`, until it listens.
    static func start(_ executable: String, _ arguments: [String], limit: Duration = .seconds(60)) async throws -> ChildServer {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw BenchFailure("cannot make a pipe: \(String(cString: strerror(errno)))") }
        // Neither end may leak into the child beyond the copy made its standard error.
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        let started = ContinuousClock.now
        let pid: pid_t
        do {
            pid = try ChildSpawn.start(executable, arguments, output: .devNull, error: .descriptor(fds[1]))
        } catch {
            close(fds[0])
            close(fds[1])
            throw error
        }
        close(fds[1])
        let name = executable.split(separator: "/").last.map(String.init) ?? executable
        let watchdog = Task {
            try await Task.sleep(for: limit)
            kill(pid, SIGKILL)
        }
        defer { watchdog.cancel() }
        let (port, listening) = try await ListeningLine.await(on: fds[0], from: name)
        return ChildServer(pid: pid, port: port, startUp: listening - started)
    }

    /// VmRSS of the process, in bytes.
    func residentBytes() -> Int? {
        ProcessMemory.residentBytes(of: "\(pid)")
    }

    /// CPU time the process has used, user and system.
    func cpuTime() -> Duration? {
        ProcessCPU.time(of: "\(pid)")
    }

    func signal(_ number: Int32) {
        kill(pid, number)
    }

    /// Waits for the process to end, on a thread of its own: `waitpid` blocks.
    func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            Thread.detachNewThread { [pid] in
                var status: Int32 = 0
                while waitpid(pid, &status, 0) < 0, errno == EINTR {}
                UnreapedChildren.reaped(pid)
                continuation.resume()
            }
        }
    }

    /// Stops the process with `number` and waits for it.
    func stop(_ number: Int32) async {
        signal(number)
        await wait()
    }
}

/// Reads a server's log for the line that says where it listens.
enum ListeningLine {
    /// The port and the moment the line was read; throws if the server ends without it.
    static func await(on fd: Int32, from name: String) async throws -> (port: Int, at: ContinuousClock.Instant) {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                var answered = false
                var pending: [UInt8] = []
                var lastLine = ""
                var chunk = [UInt8](repeating: 0, count: 4096)
                while true {
                    let count = read(fd, &chunk, chunk.count)
                    if count < 0, errno == EINTR { continue }
                    guard count > 0 else { break }
                    guard !answered else { continue }
                    pending += chunk[..<count]
                    while !answered, let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                        let line = String(decoding: pending[..<newline], as: UTF8.self)
                        pending.removeSubrange(...newline)
                        if let port = port(in: line) {
                            answered = true
                            continuation.resume(returning: (port, .now))
                        } else if !line.isEmpty {
                            lastLine = line
                        }
                    }
                }
                close(fd)
                if !answered {
                    continuation.resume(throwing: BenchFailure("\(name) ended before it listened; it said: \(lastLine)"))
                }
            }
        }
    }

    /// The port of a `listening on HOST:PORT` log line.
    static func port(in line: String) -> Int? {
        guard let marker = line.range(of: "listening on ") else { return nil }
        let address = line[marker.upperBound...].prefix { !$0.isWhitespace }
        return address.split(separator: ":").last.flatMap { Int($0) }
    }
}

/// Why the benchmark cannot go on, in one sentence.
struct BenchFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
