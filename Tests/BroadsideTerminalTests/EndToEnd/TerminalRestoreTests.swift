import Foundation
import Testing

@Suite("End to end: terminal hygiene: restored on exit, resized, errors in a sentence", .serialized)
struct TerminalRestoreTests {
    /// Runs `body` with `broadside hotseat` on a terminal, once its first screen shows.
    private func withHotseatStarted(_ body: (ChildProcess) async throws -> Void) async throws {
        try await withClientOnTerminal(["hotseat"]) { client, _ in
            try await client.waitFor("new game")
            // Raw mode while the client runs: no line editing, no echo.
            #expect(client.terminalLocalModes() & tcflag_t(ICANON | ECHO) == 0)
            try await body(client)
        }
    }

    /// Returns what the client wrote after restoring the terminal.
    @discardableResult
    private func expectRestored(_ client: ChildProcess) async throws -> String {
        #expect(client.terminalLocalModes() & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO))
        // The last bytes may still be on their way through the pseudo-terminal.
        let restore = "\u{1B}[?25h\u{1B}[?1049l"
        let output = try await client.waitFor("the cursor shown and the main screen back", onScreen: false) { $0.contains(restore) }
        // Nothing is drawn after it; only a sentence, on leaving or on standard error, may follow.
        let after = output.components(separatedBy: restore).last ?? ""
        #expect(!after.contains("\u{1B}["))
        return after
    }

    /// Ctrl-C leaves on the main screen the line `q` leaves: with no game made, none is kept.
    @Test(.timeLimit(.minutes(1)))
    func ctrlCRestoresTheTerminalAndSaysHowToComeBack() async throws {
        try await withHotseatStarted { client in
            client.send("\u{03}")
            #expect(try await client.exitStatus() == 0)
            let farewell = "Left Broadside; `broadside hotseat` takes you back."
            try await client.waitFor("the farewell", onScreen: false) { $0.contains(farewell) }
            #expect(try await expectRestored(client).trimmingCharacters(in: .whitespacesAndNewlines) == farewell)
        }
    }

    /// Ctrl-Z under a shell with job control: the terminal is given back and the client stops;
    /// `fg` continues it, in raw mode again, redrawn, taking keys.
    @Test(.timeLimit(.minutes(1)))
    func ctrlZStopsTheClientAndFgBringsItBack() async throws {
        try await withTemporaryHome { home in
            var environment = home.environment
            environment["PS1"] = "shell$ "
            let shell = try ChildProcess.onTerminal(["-i"], environment: environment, executable: "/bin/sh")
            defer { shell.stop() }
            try await shell.waitFor("the prompt", onScreen: false) { $0.contains("shell$ ") }
            shell.send("'\(try BroadsideExecutable.path())' hotseat\r")
            try await shell.waitFor("new game")
            // The shell gave the client a process group of its own: killing the shell would leave it
            // running, or stopped by Ctrl-Z, when the test fails part-way.
            let client = shell.foregroundGroup()
            #expect(client != shell.pid)
            defer { shell.kill(group: client) }
            let before = shell.output.count
            shell.send("\u{1A}")
            try await shell.waitFor("the shell again", onScreen: false) { $0.dropFirst(before).contains("shell$ ") }
            #expect(shell.output.dropFirst(before).contains("\u{1B}[?25h\u{1B}[?1049l"))
            #expect(shell.terminalLocalModes() & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO))
            let stopped = shell.output.count
            shell.send("fg\r")
            try await shell.waitFor("the client redrawn", onScreen: false) {
                $0.dropFirst(stopped).contains("\u{1B}[?1049h") && $0.dropFirst(stopped).contains("Player 1:")
            }
            #expect(shell.terminalLocalModes() & tcflag_t(ICANON | ECHO) == 0)
            shell.send("\u{15}zed")
            try await shell.waitFor("Player 1:   zed")
            shell.send("\u{03}")
            try await shell.waitFor("the shell after the client", onScreen: false) { $0.hasSuffix("shell$ ") }
            shell.send("exit\r")
            _ = try await shell.exitStatus()
        }
    }

    /// With no shell to stop in (here the kernel would not stop the orphaned process group), Ctrl-Z
    /// says so and the client goes on.
    @Test(.timeLimit(.minutes(1)))
    func ctrlZWithNoShellSaysSoAndGoesOn() async throws {
        try await withHotseatStarted { client in
            client.send("\u{1A}")
            try await client.waitFor("No shell to stop in: q or Ctrl-C quits.")
            #expect(client.terminalLocalModes() & tcflag_t(ICANON | ECHO) == 0)
            client.send("\u{03}")
            #expect(try await client.exitStatus() == 0)
            try await expectRestored(client)
        }
    }

    /// The client writes only what changed; Ctrl-L draws everything again, over whatever another
    /// program wrote on the terminal.
    @Test(.timeLimit(.minutes(1)))
    func ctrlLDrawsTheWholeScreenAgain() async throws {
        try await withClientOnTerminal(["solo", "--name", "ann"]) { client, _ in
            // A game against the computer, on the page whose turn clock is redrawn each second.
            try await client.openSoloEditor()
            client.send(String(repeating: "\r", count: 5))
            try await client.waitFor("Every ship is placed")
            client.send("\r")
            let turn = #"it's your turn · (\d+:\d\d)"#
            let started = try await client.waitFor("ann's turn") { firstMatch(turn, in: $0) != nil }
            client.scribble("\u{1B}[3;1Hwall: the system goes down at noon")
            // Once the clock has moved the client has drawn since, over what it did not change only.
            let ticked = try await client.waitFor("the turn clock to move") { firstMatch(turn, in: $0) != firstMatch(turn, in: started) }
            #expect(ticked.contains("the system goes down"), "a tick redraws only what changed:\n\(ticked)")
            client.send("\u{0C}")
            try await client.waitFor("the screen drawn again") { !$0.contains("the system goes down") && $0.contains("it's your turn") }
            client.send("\u{03}")
            #expect(try await client.exitStatus() == 0)
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func sigtermRestoresTheTerminal() async throws {
        try await withHotseatStarted { client in
            kill(client.pid, SIGTERM)
            #expect(try await client.exitStatus() == 128 + SIGTERM)
            try await expectRestored(client)
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func aTooSmallTerminalNamesTheSizeItNeedsAndAResizeRedraws() async throws {
        try await withClientOnTerminal(["hotseat"], columns: 50, rows: 3) { client, _ in
            try await client.waitFor("needs at least 26x9")
            // Keys typed at a page nobody can see do nothing: not a new name, not a new game.
            client.send("\u{15}zed\r")
            try await client.waitUntilInputIsRead()
            // A resize the client answers comes after the keys it has read, so they have been dealt with.
            client.resize(columns: 50, rows: 4)
            try await client.waitFor("50x4. Enlarge it")
            client.resize(columns: 80, rows: 24)
            let form = try await client.waitFor("Player 2:")
            #expect(!form.contains("zed"))
            client.send("\u{03}")
            #expect(try await client.exitStatus() == 0)
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func connectionErrorsAreOneSentenceAndLeaveTheTerminalAlone() async throws {
        try await withTemporaryHome { home in
            let before = try ChildProcess.onTerminal(["play", "127.0.0.1:1", "--name", "ann"], environment: home.environment)
            defer { before.stop() }
            #expect(try await before.exitStatus() == 1)
            try await before.waitFor("the refusal", onScreen: false) { ChildProcess.unwrapped($0).contains("start a server with `broadside serve`") }
            // Broken at spaces to the terminal's 80 columns, which would break it mid-word.
            #expect(ChildProcess.unwrapped(before.output).trimmingCharacters(in: .whitespacesAndNewlines)
                == "broadside play: nothing is listening at 127.0.0.1:1; start a server with `broadside serve` or check the address")
            #expect(before.output.components(separatedBy: "\r\n").allSatisfy { $0.count <= 80 }, "\(before.output)")
            #expect(before.terminalLocalModes() & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO))

            // A name with an empty label fails in the resolver itself, without a query leaving the machine.
            let nowhere = try ChildProcess.onTerminal(["play", "a..b:7474", "--name", "ann"], environment: home.environment)
            defer { nowhere.stop() }
            #expect(try await nowhere.exitStatus() == 1)
            try await nowhere.waitFor("the refusal", onScreen: false) { ChildProcess.unwrapped($0).contains("check the host name") }
            #expect(ChildProcess.unwrapped(nowhere.output).trimmingCharacters(in: .whitespacesAndNewlines)
                == "broadside play: cannot find the address of a..b; check the host name")

            // A server whose CA this client was never given.
            let server = try await ServerOnTerminal.start(home: home)
            defer { server.process.stop() }
            let address = server.address
            let untrusting = try ChildProcess.onTerminal(["play", address, "--name", "ann"], environment: home.environment)
            defer { untrusting.stop() }
            #expect(try await untrusting.exitStatus() == 1)
            try await untrusting.waitFor("the refusal", onScreen: false) { ChildProcess.unwrapped($0).contains("is not trusted") }
            #expect(ChildProcess.unwrapped(untrusting.output).contains("is not trusted (it is not signed by a CA this client trusts, or it has expired); pass the server's CA file with --ca (`broadside serve` prints its path)"),
                    "\(untrusting.output)")
            // A file that is not the server's CA is refused, and not remembered for the server.
            let certificates = (server.caPath as NSString).deletingLastPathComponent
            let wrong = try ChildProcess.onTerminal(
                ["play", address, "--ca", certificates + "/server.pem", "--name", "ann"], environment: home.environment)
            defer { wrong.stop() }
            #expect(try await wrong.exitStatus() == 1)
            let settings = (try? String(contentsOfFile: home.path + "/config/broadside/settings.json", encoding: .utf8)) ?? ""
            #expect(!settings.contains("server.pem"), "\(settings)")
            // Trusted this time; then the server goes away under the client.
            let playing = try ChildProcess.onTerminal(
                server.playCommand(as: "ann", "--reconnect", "0"), environment: home.environment)
            defer { playing.stop() }
            try await playing.waitFor("ann's games")
            try await server.terminate()
            #expect(try await playing.exitStatus() == 1)
            try await playing.waitFor("the goodbye", onScreen: false) { ChildProcess.unwrapped($0).contains("start again to resume your games") }
            // Told why, even if a lobby refresh going out as the server stopped failed first.
            #expect(ChildProcess.unwrapped(playing.output).contains(
                "broadside play: the server closed the connection (the server is shutting down; resume your seats later)"), "\(playing.output)")
            try await expectRestored(playing)
        }
    }
}

@Suite("End to end: colour only when wanted", .serialized)
struct ColourEndToEndTests {
    /// What hot-seat draws, in a home of its own with `changes` to its environment, up to its
    /// new-game form, or, `toEditor`, on to the first fleet editor, whose ships are coloured.
    private func firstScreen(_ changes: [String: String] = [:], toEditor: Bool = false) async throws -> String {
        let home = try TemporaryHome()
        defer { home.remove() }
        let client = try ChildProcess.onTerminal(["hotseat"], environment: home.environment.merging(changes) { $1 })
        defer { client.stop() }
        try await client.waitFor("new game")
        if toEditor {
            client.send("\r")
            try await client.waitFor("Pass the terminal to")
            client.send(" ")
            try await client.waitFor("Carrier at A1 across")
        }
        client.send("\u{03}")
        _ = try await client.exitStatus()
        return client.output
    }

    /// `NO_COLOR` and a DEC terminal get bold and the other attributes, but no colour.
    @Test(.timeLimit(.minutes(1)))
    func noColorTurnsColourOff() async throws {
        #expect(!colours(in: try await firstScreen(toEditor: true)).isEmpty)
        for changes in [["NO_COLOR": "1"], ["TERM": "vt100"]] {
            let screen = try await firstScreen(changes, toEditor: true)
            #expect(screen.contains("\u{1B}[1m"))
            #expect(colours(in: screen).isEmpty, "\(colours(in: screen))")
        }
    }

    /// The SGR parameters that set a colour (30 to 49) in `output`.
    private func colours(in output: String) -> [Int] {
        output.matches(of: /\u{1B}\[([0-9;]*)m/).flatMap { $0.1.split(separator: ";").compactMap { Int($0) } }.filter { (30...49).contains($0) }
    }

    /// A terminal whose locale is not UTF-8 is written ASCII alone.
    @Test(.timeLimit(.minutes(1)))
    func aLocaleThatIsNotUTF8GetsASCII() async throws {
        #expect(try await firstScreen().contains("Enter create · "))
        let screen = try await firstScreen(["LANG": "C"])
        #expect(screen.contains("Enter create - "), "\(screen)")
        let allASCII = screen.allSatisfy(\.isASCII)
        #expect(allASCII, "\(screen)")
    }
}
