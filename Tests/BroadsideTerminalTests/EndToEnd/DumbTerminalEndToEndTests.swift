import Foundation
import Testing

@Suite("End to end: a terminal that cannot move the cursor gets line mode", .serialized)
struct DumbTerminalEndToEndTests {
    /// `TERM=dumb` (Emacs' shell, some CI runners) shows escape sequences as text: the client
    /// says once that it uses line mode, and then prints lines only, no cursor movement or colour.
    @Test(.timeLimit(.minutes(1)))
    func aDumbTerminalGetsLineModeAndIsToldSo() async throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        var environment = home.environment
        environment["TERM"] = "dumb"
        let client = try ChildProcess.onTerminal(["solo", "--name", "ann"], environment: environment)
        defer { client.stop() }
        let output = try await client.waitFor("the prompt", onScreen: false) { $0.hasSuffix("> ") }
        #expect(output.hasPrefix("broadside solo: TERM=dumb: using line mode (--plain)\r\n"), "\(output.prefix(120).debugDescription)")
        #expect(!output.contains("\u{1B}"), "\(output.debugDescription)")
        client.send("quit\r")
        #expect(try await client.exitStatus() == 0)
    }
}
