import BroadsideChaos
import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A `broadside` process started by a test, on a pseudo-terminal (what a person sees) or on pipes
/// (line mode). Everything it writes is kept, and fed to a screen emulator.
final class ChildProcess: Sendable {
    let pid: pid_t
    /// Where the test types.
    private let inputDescriptor: Int32
    /// Where the test reads: the same descriptor as `inputDescriptor` on a pseudo-terminal.
    private let outputDescriptor: Int32
    /// The terminal side of a pseudo-terminal, kept open to read its modes; -1 for pipes.
    let terminal: Int32
    private let received: Mutex<Received>
    private let stopped = Atomic<Bool>(false)

    private struct Received {
        var bytes: [UInt8] = []
        var screen: ScreenEmulator
        var closed = false
        /// `stop()` has let go of the descriptors: whichever of it and the reader comes last closes them.
        var released = false
    }

    private init(pid: pid_t, input: Int32, output: Int32, terminal: Int32, columns: Int, rows: Int) {
        self.pid = pid
        inputDescriptor = input
        outputDescriptor = output
        self.terminal = terminal
        received = Mutex(Received(screen: ScreenEmulator(columns: columns, rows: rows)))
        Thread.detachNewThread { [self] in self.read(output) }
    }

    /// Starts `broadside ARGUMENTS` (or `executable ARGUMENTS`) on a new pseudo-terminal of the
    /// given size, as the leader of a new session with the terminal as its controlling terminal.
    static func onTerminal(
        _ arguments: [String], environment: [String: String], columns: Int = 80, rows: Int = 24, executable: String? = nil
    ) throws -> ChildProcess {
        var controller: Int32 = 0
        var terminal: Int32 = 0
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&controller, &terminal, nil, nil, &size) == 0 else { throw EndToEndError("openpty failed") }
        // ttyname_r, not ttyname: ttyname's static buffer, shared with tests starting processes on
        // other threads, could hand this child another test's terminal.
        var name = [CChar](repeating: 0, count: 256)
        guard ttyname_r(terminal, &name, name.count) == 0 else { throw EndToEndError("ttyname_r failed") }
        let path = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        _ = fcntl(controller, F_SETFD, FD_CLOEXEC)
        _ = fcntl(terminal, F_SETFD, FD_CLOEXEC)
        // Opened after setsid, so the terminal becomes the child's controlling terminal.
        let pid = try spawn(arguments, environment: environment, executable: executable, input: .path(path), output: .path(path))
        return ChildProcess(pid: pid, input: controller, output: controller, terminal: terminal, columns: columns, rows: rows)
    }

    /// Starts `broadside ARGUMENTS` with standard input and output on pipes.
    static func onPipes(_ arguments: [String], environment: [String: String]) throws -> ChildProcess {
        var toChild: [Int32] = [0, 0]
        var fromChild: [Int32] = [0, 0]
        guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else { throw EndToEndError("pipe failed") }
        // Only the child's copies, made by dup2, may outlive the spawn.
        for descriptor in toChild + fromChild { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        let pid = try spawn(arguments, environment: environment, input: .descriptor(toChild[0]), output: .descriptor(fromChild[1]))
        close(toChild[0])
        close(fromChild[1])
        return ChildProcess(pid: pid, input: toChild[1], output: fromChild[0], terminal: -1, columns: 100, rows: 60)
    }

    /// Starts `broadside ARGUMENTS` (or `executable`) leading a session of its own, its
    /// standard streams as given.
    private static func spawn(
        _ arguments: [String], environment: [String: String], executable: String? = nil,
        input: ChildStream, output: ChildStream
    ) throws -> pid_t {
        try ChildSpawn.start(
            try executable ?? BroadsideExecutable.path(), arguments, environment: environment,
            input: input, output: output, error: output, newSession: true)
    }

    private func read(_ descriptor: Int32) {
        var buffer = [UInt8](repeating: 0, count: 8192)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            let chunk = Array(buffer[..<count])
            received.withLock { state in
                state.bytes += chunk
                state.screen.feed(chunk)
            }
        }
        let released = received.withLock { state in
            state.closed = true
            return state.released
        }
        if released { closeDescriptors() }
    }

    // MARK: Talking to it

    func send(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(inputDescriptor, $0.baseAddress, $0.count) }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Everything the process wrote, as text.
    var output: String { received.withLock { String(decoding: $0.bytes, as: UTF8.self) } }

    /// `text` with the line breaks of a sentence broken at the terminal's width joined again.
    static func unwrapped(_ text: String) -> String {
        text.replacingOccurrences(of: "\r\n", with: " ")
    }

    /// What a terminal would show now.
    var screen: String { received.withLock { $0.screen.text } }

    /// Waits until `condition` holds for the screen (or, on pipes, the output); returns that text.
    @discardableResult
    func waitFor(
        _ what: String, timeout: Duration = .seconds(15), onScreen: Bool = true, _ condition: (String) -> Bool
    ) async throws -> String {
        let deadline = ContinuousClock.now + timeout
        while true {
            let text = onScreen ? screen : output
            if condition(text) { return text }
            guard ContinuousClock.now < deadline else {
                throw EndToEndError("timed out waiting for \(what); the screen shows:\n\(screen)\n--- output tail:\n\(output.suffix(2000))")
            }
            try await Task.sleep(for: .milliseconds(5))
        }
    }

    @discardableResult
    func waitFor(_ text: String, timeout: Duration = .seconds(15)) async throws -> String {
        try await waitFor("'\(text)'", timeout: timeout) { $0.contains(text) }
    }

    /// Waits for `sentence` on the screen, however the screen wrapped it across lines.
    @discardableResult
    func waitFor(wrapped sentence: String, timeout: Duration = .seconds(15)) async throws -> String {
        try await waitFor("'\(sentence)'", timeout: timeout) { screen in
            screen.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(sentence)
        }
    }

    /// Waits for the process to end and returns its exit status (128 + signal when killed). On
    /// pipes, `output` then holds all it wrote: the reader has met the end of the pipe. (On a
    /// pseudo-terminal, which the test holds open, wait for the last words with `waitFor`.)
    func exitStatus(timeout: Duration = .seconds(15)) async throws -> Int32 {
        let deadline = ContinuousClock.now + timeout
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            guard ContinuousClock.now < deadline else { throw EndToEndError("the process did not exit in time") }
            try await Task.sleep(for: .milliseconds(10))
        }
        UnreapedChildren.reaped(pid)
        while terminal < 0, !received.withLock({ $0.closed }) {
            guard ContinuousClock.now < deadline else { throw EndToEndError("the process's output did not end in time") }
            try await Task.sleep(for: .milliseconds(5))
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// Ends the process if it still runs, and closes the descriptors once the reader is done with
    /// them. Returns at once (it is called from `defer`, which cannot await): the waits run on a
    /// thread of their own rather than hold one of the concurrency pool's few threads.
    func stop() {
        // Once only: a descriptor closed twice may by then be another test's.
        guard !stopped.exchange(true, ordering: .relaxed) else { return }
        var status: Int32 = 0
        // Only a process not yet reaped (by `exitStatus`, or just now) is killed: the number of one
        // reaped may already be another process's.
        let running = waitpid(pid, &status, WNOHANG) == 0
        if running { Glibc.kill(pid, SIGKILL) }
        Thread.detachNewThread { [self] in finishStopping(reaping: running) }
    }

    /// What `body` makes of this process, which is stopped if it throws (a wait that timed out):
    /// else nothing would stop it before the whole run ends, its data deleted under it.
    @discardableResult
    func stoppedIfThrows<Result>(_ body: (ChildProcess) async throws -> Result) async throws -> Result {
        do {
            return try await body(self)
        } catch {
            stop()
            throw error
        }
    }

    private func finishStopping(reaping: Bool) {
        if reaping {
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        UnreapedChildren.reaped(pid)
        // Closing our copy of the terminal side ends the reader's read (EIO), as the child's exit
        // ends a pipe.
        if terminal >= 0 { close(terminal) }
        // The reader must be done before its descriptor is closed: a number closed under it could be
        // reused at once by another test's pseudo-terminal, whose output it would then steal. So a
        // reader still reading closes them itself when it ends, and one that never ends is reported.
        let readerDone = received.withLock { state in
            state.released = true
            return state.closed
        }
        if readerDone { return closeDescriptors() }
        let deadline = ContinuousClock.now + .seconds(10)
        while !received.withLock({ $0.closed }), ContinuousClock.now < deadline { usleep(10_000) }
        if !received.withLock({ $0.closed }) {
            try? FileHandle.standardError.write(contentsOf: Data(
                "ChildProcess: the output of process \(pid) has not ended 10 s after it was killed; its descriptors stay open\n".utf8))
        }
    }

    private func closeDescriptors() {
        close(inputDescriptor)
        if outputDescriptor != inputDescriptor { close(outputDescriptor) }
    }

    /// The process group in the terminal's foreground: of a shell, the job it runs.
    func foregroundGroup() -> pid_t {
        tcgetpgrp(terminal)
    }

    /// Kills the process group `group` of this process's session, unless no process of the
    /// session leads it any more (it has ended, and its number may be another's).
    func kill(group: pid_t) {
        if getsid(group) == pid { Glibc.kill(-group, SIGKILL) }
    }

    /// Changes the pseudo-terminal's size; the kernel tells the child with SIGWINCH.
    /// Writes on the screen as another program sharing the terminal would, behind the client's back.
    func scribble(_ text: String) {
        received.withLock { $0.screen.feed(Array(text.utf8)) }
    }

    /// Waits until the program has read everything sent to it: the terminal's input queue is empty.
    func waitUntilInputIsRead(timeout: Duration = .seconds(10)) async throws {
        let deadline = ContinuousClock.now + timeout
        while true {
            var waiting: Int32 = 0
            guard ioctl(terminal, UInt(FIONREAD), &waiting) == 0 else { throw EndToEndError("FIONREAD failed: errno \(errno)") }
            if waiting == 0 { return }
            guard ContinuousClock.now < deadline else { throw EndToEndError("\(waiting) bytes of input still unread") }
            try await Task.sleep(for: .milliseconds(10))
        }
    }

    /// Returns once the full-screen client has handled every key sent before: keys are handled in
    /// order, so once a `?` sent after them shows the list of keys, they were. A second `?` closes
    /// the list, and does nothing else (`SessionController.press`).
    func waitUntilKeysAreHandled() async throws {
        send("?")
        try await waitFor("Keys of")
        send("?")
        try await waitFor("the list of keys to close") { !$0.contains("Keys of") }
    }

    func resize(columns: Int, rows: Int) {
        // The screen first, as a terminal resizes itself before it tells the program: what the
        // program draws for the new size must land on the new screen.
        received.withLock { $0.screen = ScreenEmulator(columns: columns, rows: rows) }
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(terminal, UInt(TIOCSWINSZ), &size)
    }

    /// The terminal's local modes (ICANON, ECHO...), as the child left them.
    func terminalLocalModes() -> tcflag_t {
        var modes = termios()
        tcgetattr(terminal, &modes)
        return modes.c_lflag
    }
}
