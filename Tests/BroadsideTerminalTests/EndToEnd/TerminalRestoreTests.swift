import Foundation
import Testing

@Suite("End to end: the terminal is restored however the client ends", .serialized)
struct TerminalRestoreTests {
    private func started() throws -> (ChildProcess, TemporaryHome) {
        let home = try TemporaryHome()
        let client = try ChildProcess.onTerminal(["hotseat"], environment: home.environment)
        try client.waitFor("new game")
        // Raw mode while the client runs: no line editing, no echo.
        #expect(client.terminalLocalModes() & tcflag_t(ICANON | ECHO) == 0)
        return (client, home)
    }

    private func expectRestored(_ client: ChildProcess) throws {
        #expect(client.terminalLocalModes() & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO))
        // The last bytes may still be on their way through the pseudo-terminal.
        try client.waitFor("the cursor shown and the main screen back", onScreen: false) {
            $0.hasSuffix("\u{1B}[?25h\u{1B}[?1049l")
        }
    }

    @Test(.timeLimit(.minutes(1)))
    func ctrlCRestoresTheTerminal() throws {
        let (client, home) = try started()
        defer { client.stop(); home.remove() }
        client.send("\u{03}")
        #expect(try client.exitStatus() == 0)
        try expectRestored(client)
    }

    @Test(.timeLimit(.minutes(1)))
    func sigtermRestoresTheTerminal() throws {
        let (client, home) = try started()
        defer { client.stop(); home.remove() }
        kill(client.pid, SIGTERM)
        #expect(try client.exitStatus() == 128 + SIGTERM)
        try expectRestored(client)
    }

    @Test(.timeLimit(.minutes(1)))
    func aTooSmallTerminalNamesTheSizeItNeeds() throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let client = try ChildProcess.onTerminal(["hotseat"], environment: home.environment, columns: 50, rows: 6)
        defer { client.stop() }
        try client.waitFor("needs at least 40x8")
        client.send("\u{03}")
        #expect(try client.exitStatus() == 0)
    }
}
