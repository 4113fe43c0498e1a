#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Synchronization

/// A child process whose standard output and error are kept, so a harness can wait for what it
/// says, show it when something goes wrong, and search it. It is signalled by its own id only,
/// and never after it has been reaped, so a recycled id is never hit.
public final class SpawnedProcess: Sendable {
    public let pid: pid_t
    /// The executable's file name, for messages.
    public let name: String
    private let output = Mutex<[UInt8]>([])
    private let status = Mutex<Int32?>(nil)
    /// Set once the output pipe has been read to its end.
    private let outputEnded = Mutex(false)

    /// Output kept beyond this is dropped from the front: a harness needs the recent lines.
    private static let maximumOutput = 32 << 20

    private init(pid: pid_t, name: String, reading descriptor: Int32) {
        self.pid = pid
        self.name = name
        Thread.detachNewThread { [self] in collect(descriptor) }
    }

    /// Starts `executable` with `arguments`; standard input is `input` (/dev/null unless given),
    /// standard output and error go to one pipe that this object reads.
    public static func start(
        _ executable: String, _ arguments: [String], environment: [String: String]? = nil, input: ChildStream = .devNull
    ) throws -> SpawnedProcess {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { throw ChaosFailure("cannot make a pipe: \(String(cString: strerror(errno)))") }
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        let pid: pid_t
        do {
            pid = try ChildSpawn.start(
                executable, arguments, environment: environment,
                input: input, output: .descriptor(descriptors[1]), error: .descriptor(descriptors[1]))
        } catch {
            close(descriptors[0])
            close(descriptors[1])
            throw error
        }
        close(descriptors[1])
        let name = executable.split(separator: "/").last.map(String.init) ?? executable
        return SpawnedProcess(pid: pid, name: name, reading: descriptors[0])
    }

    private func collect(_ descriptor: Int32) {
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = read(descriptor, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            output.withLock { bytes in
                bytes += chunk[..<count]
                if bytes.count > Self.maximumOutput { bytes.removeFirst(bytes.count - Self.maximumOutput) }
            }
        }
        close(descriptor)
        outputEnded.withLock { $0 = true }
    }

    /// Everything the process has written so far.
    public var outputText: String { output.withLock { String(decoding: $0, as: UTF8.self) } }

    /// The exit status once the process has ended and been reaped; nil while it runs.
    public var exitStatus: Int32? {
        status.withLock { status in
            if status == nil {
                var raw: Int32 = 0
                if waitpid(pid, &raw, WNOHANG) == pid {
                    status = raw
                    UnreapedChildren.reaped(pid)
                }
            }
            return status
        }
    }

    public var isRunning: Bool { exitStatus == nil }

    /// Sends `number` unless the process has already been reaped.
    public func signal(_ number: Int32) {
        status.withLock { status in
            if status == nil { signalProcess(pid, number) }
        }
    }

    /// Waits until the output holds what `match` looks for; throws, quoting the output's end,
    /// when the process ends first or the time is up.
    public func waitForOutput<T>(
        _ what: String, timeout: Duration, _ match: (String) -> T?
    ) async throws -> T {
        let deadline = ContinuousClock.now + timeout
        while true {
            let running = isRunning
            if let found = match(outputText) { return found }
            guard running else {
                try await readToTheEnd()
                if let found = match(outputText) { return found }
                throw failure("ended before \(what)")
            }
            guard ContinuousClock.now < deadline else { throw failure("did not show \(what) in time") }
            try await Task.sleep(for: .milliseconds(20))
        }
    }

    /// Waits for the process to end and returns its raw wait status, its output read to the end.
    public func waitForExit(timeout: Duration) async throws -> Int32 {
        let deadline = ContinuousClock.now + timeout
        while true {
            if let exitStatus {
                try await readToTheEnd()
                return exitStatus
            }
            guard ContinuousClock.now < deadline else { throw failure("did not exit in time") }
            try await Task.sleep(for: .milliseconds(10))
        }
    }

    /// Waits until the pipe is read to its end: an ended process's last words may still be in it.
    /// A child it left holding the pipe would keep it open, so this gives up after a second.
    private func readToTheEnd() async throws {
        let deadline = ContinuousClock.now + .seconds(1)
        while !outputEnded.withLock({ $0 }), ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    /// Kills the process with SIGKILL and reaps it; for `defer` blocks and crash tests alike.
    public func kill() {
        signal(SIGKILL)
        status.withLock { status in
            guard status == nil else { return }
            var raw: Int32 = 0
            while waitpid(pid, &raw, 0) < 0, errno == EINTR {}
            status = raw
            UnreapedChildren.reaped(pid)
        }
    }

    /// The process's resident memory (VmRSS), in bytes; nil once it has ended.
    public func residentBytes() -> Int? {
        ProcessMemory.residentBytes(of: "\(pid)")
    }

    private func failure(_ problem: String) -> ChaosFailure {
        let tail = outputText.split(separator: "\n").suffix(8).joined(separator: "\n")
        return ChaosFailure("\(name) (pid \(pid)) \(problem); its last output:\n\(tail)")
    }
}

/// The raw status `waitpid` gives, read as a person would.
public enum WaitStatus {
    /// The exit code when the process exited, nil when a signal ended it.
    public static func exitCode(_ raw: Int32) -> Int32? {
        raw & 0x7f == 0 ? (raw >> 8) & 0xff : nil
    }

    /// The signal that ended the process, nil when it exited.
    public static func signal(_ raw: Int32) -> Int32? {
        let number = raw & 0x7f
        return number != 0 && number != 0x7f ? number : nil
    }
}

/// `kill(2)`, outside the class whose own `kill()` would hide it.
private func signalProcess(_ pid: pid_t, _ number: Int32) {
    _ = kill(pid, number)
}
