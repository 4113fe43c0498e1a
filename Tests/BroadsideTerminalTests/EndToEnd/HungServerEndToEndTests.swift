import Foundation
import Testing

/// A server that is alive but does not answer (stopped with SIGSTOP): the client keeps reading
/// keys and drawing while a command waits for its reply, says that it waits, and Ctrl-C quits at
/// once, the terminal restored.
@Suite("End to end: a server that hangs does not freeze the client", .serialized)
struct HungServerEndToEndTests {
    @Test(.timeLimit(.minutes(2)))
    func ctrlCQuitsWhileAnAttemptToReconnectHangs() async throws {
        try await withSoloRound { server, ann in
            let blackHole = try await silenced(server)
            defer { blackHole.close() }
            try await ann.waitFor("The server shut down (restarting?): trying again")
            // The status line says so while the attempt runs; 2 s on, it has hung.
            try await ann.waitFor("The server shut down (restarting?): trying again now", timeout: .seconds(30))
            try await Task.sleep(for: .seconds(2))
            ann.send("\u{03}")
            // Well inside the connect timeout the quitting client used to wait out.
            #expect(try await ann.exitStatus(timeout: .seconds(5)) == 0)
        }
    }

    /// In line mode an attempt to reconnect that hangs is not a command waiting for its answer:
    /// it said so, and then the loss again, as first said ("trying again in 1 s"), at every attempt.
    @Test(.timeLimit(.minutes(2)))
    func lineModeSaysTheLossOnceWhileAnAttemptHangs() async throws {
        try await withLineModeSolo { server, client in
            client.send("new\n")
            try await client.waitFor("the new game", onScreen: false) { $0.contains("Type place SHIP CELL H|V, or random.") }
            let blackHole = try await silenced(server)
            defer { blackHole.close() }
            try await client.waitFor("the loss", onScreen: false) { $0.contains("trying again in 1 s") }
            // The first attempt, 1 s on, waits out its 10 s connect timeout; the next waits 2 s.
            try await Task.sleep(for: .seconds(13))
            #expect(!client.output.contains("Waiting for the server to answer"), "\(client.output)")
            #expect(client.output.components(separatedBy: "trying again").count == 2, "\(client.output)")
            kill(client.pid, SIGINT)
            #expect(try await client.exitStatus(timeout: .seconds(15)) == 0)
        }
    }

    /// A note said while a command waits (Ctrl-Z with no shell to stop in) outlasts the reply.
    @Test(.timeLimit(.minutes(2)))
    func aNoteSaidWhileACommandWaitsStaysWhenTheReplyComes() async throws {
        try await withSoloRound { server, ann in
            ann.send("q")
            // The list the lobby asked for on coming back, with the game in it: were that request
            // still out as the server stops, `g` would be typed ahead of it, and dropped.
            try await ann.waitFor("the lobby listing the game") {
                $0.contains("ann's games against the computer") && $0.contains("your turn")
            }
            try await stop(server)
            // `g` lists the games again: a command whose reply changes nothing on screen.
            ann.send("g\u{1A}")
            try await ann.waitFor("No shell to stop in: q or Ctrl-C quits.")
            // The wait is said over it, and the reply, when it comes, hands back a driver of its own.
            try await ann.waitFor("Waiting for the server to answer (Ctrl-C quits).", timeout: .seconds(30))
            kill(server.process.pid, SIGCONT)
            try await ann.waitFor("No shell to stop in: q or Ctrl-C quits.", timeout: .seconds(30))
        }
    }

    @Test(.timeLimit(.minutes(2)))
    func ctrlCQuitsWhileAShotWaitsForItsReply() async throws {
        try await withSoloRound { server, ann in

            try await stop(server)
            ann.send("A1\r")
            // Or, should a command of the client's own (a refresh) have been out as the server
            // stopped, that the shot typed behind it was dropped.
            try await ann.waitFor("the note that it waits", timeout: .seconds(30)) {
                $0.contains("Waiting for the server to answer (Ctrl-C quits).") || $0.contains("Still waiting for the server")
            }
            // A key typed now is refused, not kept to fire once the server answers.
            ann.send("B")
            try await ann.waitFor("Still waiting for the server, so that was not done", timeout: .seconds(30))
            ann.send("\u{03}")
            // Well inside the reply timeout (20 s), which would end the wait anyway.
            #expect(try await ann.exitStatus(timeout: .seconds(10)) == 0)
            #expect(ann.terminalLocalModes() & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO))
            #expect(ann.output.contains("\u{1B}[?25h\u{1B}[?1049l"))
        }
    }

    /// A reply that has not come after 20 s counts as a lost connection: the client closes it and
    /// tries again, and is back once the server answers (CLIENT.md; test audit: only the protocol
    /// client's timeout was tested, not what the full-screen client does with it).
    @Test(.timeLimit(.minutes(2)))
    func aReplyThatDoesNotComeIsALostConnection() async throws {
        try await withSoloRound { server, ann in
            try await stop(server)
            ann.send("A1\r")
            try await ann.waitFor("Lost the server: trying again", timeout: .seconds(45))
            kill(server.process.pid, SIGCONT)
            try await ann.waitFor("Connected to the server again.", timeout: .seconds(45))
            try await ann.waitFor("the game as it stands") { $0.contains("ann, it's your turn") || $0.contains("You fired at A1") }
        }
    }

    @Test(.timeLimit(.minutes(2)))
    func lineModeQuitsOnCtrlCWhileACommandWaits() async throws {
        try await withLineModeSolo { server, client in
            client.send("new\nrandom\nready\n")
            try await client.waitFor("the first turn", onScreen: false) { $0.contains("ann, it's your turn") }

            try await stop(server)
            client.send("fire A1\n")
            try await client.waitFor("the waiting note", timeout: .seconds(30), onScreen: false) {
                $0.contains("Waiting for the server to answer (Ctrl-C quits).")
            }
            kill(client.pid, SIGINT)
            #expect(try await client.exitStatus(timeout: .seconds(10)) == 0)
        }
    }

    /// Runs `body` with ann's full-screen `solo` client at her first turn on a server of its own.
    private func withSoloRound(_ body: (ServerOnTerminal, ChildProcess) async throws -> Void) async throws {
        try await withServerToStop { server, annHome in
            let ann = try ChildProcess.onTerminal(
                ["solo", server.address, "--ca", server.caPath, "--name", "ann"], environment: annHome.environment)
            defer { ann.stop() }
            try await ann.startSoloRound(as: "ann")
            try await body(server, ann)
        }
    }

    /// Runs `body` with ann's `solo --plain` client on a server of its own, started and no more.
    private func withLineModeSolo(_ body: (ServerOnTerminal, ChildProcess) async throws -> Void) async throws {
        try await withServerToStop { server, annHome in
            let client = try ChildProcess.onPipes(
                ["solo", server.address, "--plain", "--ca", server.caPath, "--name", "ann"], environment: annHome.environment)
            defer { client.stop() }
            try await body(server, client)
        }
    }

    /// Ends the server and listens on its port answering nothing: the client's next attempt
    /// waits out its connect timeout (10 s), whatever cancels the task making it.
    private func silenced(_ server: ServerOnTerminal) async throws -> SilentListener {
        #expect(try await server.terminate() == 0)
        let port = try #require(server.address.split(separator: ":").last.flatMap { UInt16($0) })
        return try SilentListener(port: port)
    }

    /// Runs `body` with a server of its own and a home for the client; the server, stopped by
    /// the test, is continued before it is stopped for good.
    private func withServerToStop(_ body: (ServerOnTerminal, TemporaryHome) async throws -> Void) async throws {
        let serverHome = try TemporaryHome()
        let annHome = try TemporaryHome()
        defer { [serverHome, annHome].forEach { $0.remove() } }
        let server = try await ServerOnTerminal.start(home: serverHome)
        defer {
            // Only a process not yet reaped (a test may have ended it): its number is still its own.
            var status: Int32 = 0
            if waitpid(server.process.pid, &status, WNOHANG) == 0 { kill(server.process.pid, SIGCONT) }
            server.process.stop()
        }
        try await body(server, annHome)
    }

    /// Stops the server (SIGSTOP) and returns once it is stopped: the signal is sent at once, but
    /// a process busy on another core may answer a line or two first.
    private func stop(_ server: ServerOnTerminal) async throws {
        kill(server.process.pid, SIGSTOP)
        let deadline = ContinuousClock.now + .seconds(10)
        while !isStopped(server.process.pid) {
            guard ContinuousClock.now < deadline else { throw EndToEndError("the server did not stop on SIGSTOP") }
            try await Task.sleep(for: .milliseconds(10))
        }
    }

    /// Whether /proc says the process is stopped (state T).
    private func isStopped(_ pid: pid_t) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: "/proc/\(pid)/stat"), let data = try? handle.readToEnd() else { return false }
        // "pid (comm) S ...": the state follows the command's closing parenthesis.
        let text = String(decoding: data, as: UTF8.self)
        guard let close = text.lastIndex(of: ")") else { return false }
        return text[close...].dropFirst().trimmingPrefix(" ").first == "T"
    }
}

/// A listening socket whose queue of connections is full and never accepted: a connection to it
/// gets no answer (the kernel drops its SYN), as from a server that hangs before accepting.
private struct SilentListener {
    private var descriptors: [Int32] = []

    init(port: UInt16) throws {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        descriptors.append(listener)
        guard bound == 0, listen(listener, 0) == 0 else {
            close()
            throw EndToEndError("cannot listen on port \(port): errno \(errno)")
        }
        // A backlog of 0 holds one connection: two fill it, whether the second is queued or dropped.
        for _ in 0..<2 {
            let filler = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            descriptors.append(filler)
            _ = fcntl(filler, F_SETFL, O_NONBLOCK)
            _ = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(filler, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        }
    }

    func close() {
        descriptors.forEach { Glibc.close($0) }
    }
}
