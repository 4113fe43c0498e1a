import Foundation
import Testing

@Suite("End to end: broadside solo --plain typed at a terminal, with its prompt", .serialized)
struct LineModePromptEndToEndTests {
    /// The computer's shot arrives after the reply to the player's: it gets a line of its own,
    /// not the end of the prompt's, and the prompt comes back below it.
    @Test(.timeLimit(.minutes(1)))
    func newsWhileThePromptWaitsIsPrintedBelowIt() async throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let client = try ChildProcess.onTerminal(["solo", "--plain", "--name", "ann"], environment: home.environment)
        defer { client.stop() }
        try await startRound(client)
        client.send("fire A1\r")
        let output = try await client.waitFor("the computer's shot", onScreen: false) {
            $0.contains("computer fired at") && $0.hasSuffix("> ")
        }
        let lines = output.replacingOccurrences(of: "\r", with: "").components(separatedBy: "\n")
        #expect(!lines.contains { $0.hasPrefix("> computer fired") }, "\(output)")
        #expect(lines.last == "> ")
        client.send("quit\r")
        #expect(try await client.exitStatus() == 0)
        // Said to a person at a terminal, as the full screen says it, broken at a space to the
        // terminal's 80 columns, the command whole. The terminal's last bytes may still be on
        // their way once the process has ended.
        let farewell = "Left Broadside: your games are kept on this computer;\r\n`broadside solo --name ann` takes you back."
        try await client.waitFor("the farewell", onScreen: false) { $0.contains(farewell) }
    }

    /// A round given up: its end and the fleet it reveals come as two pieces of news, and the
    /// prompt comes once, after both, not between the sentence and the grid it is about.
    @Test(.timeLimit(.minutes(1)))
    func thePromptWaitsForTheFleetTheEndReveals() async throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let client = try ChildProcess.onTerminal(["solo", "--plain", "--name", "ann"], environment: home.environment)
        defer { client.stop() }
        try await startRound(client)
        let before = client.output.count
        client.send("forfeit\r")
        let output = try await client.waitFor("the revealed fleet and the prompt", onScreen: false) {
            $0.dropFirst(before).contains("Enemy fleet:") && $0.hasSuffix("> ")
        }
        let after = output.dropFirst(before).replacingOccurrences(of: "\r", with: "")
        let lines = after.components(separatedBy: "\n")
        let end = try #require(lines.firstIndex { $0.contains("Game over") }, "\(after)")
        #expect(!lines[end...].dropLast().contains { $0.hasPrefix(">") }, "\(after)")
        client.send("quit\r")
        #expect(try await client.exitStatus() == 0)
    }

    /// A new game against the computer, its fleet placed at random and ready: ann's first turn,
    /// the prompt waiting.
    private func startRound(_ client: ChildProcess) async throws {
        try await client.waitFor("the prompt", onScreen: false) { $0.hasSuffix("> ") }
        client.send("new\r")
        try await client.waitFor("the fleet", onScreen: false) { $0.contains("Still to place") }
        client.send("random\r")
        client.send("ready\r")
        try await client.waitFor("the first turn", onScreen: false) { $0.contains("ann, it's your turn") && $0.hasSuffix("> ") }
    }

    /// A line longer than the terminal is broken at spaces, not by the terminal mid-word; Ctrl-D
    /// quits, and the shell's prompt that follows starts on a line of its own.
    @Test(.timeLimit(.minutes(1)))
    func longLinesAreWrappedToTheTerminalAndCtrlDEndsTheLine() async throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let client = try ChildProcess.onTerminal(["solo", "--plain", "--name", "ann"], environment: home.environment, columns: 60)
        defer { client.stop() }
        try await client.waitFor("the prompt", onScreen: false) { $0.hasSuffix("> ") }
        client.send("kindly fire at the second row and the seventh column\r")
        let output = try await client.waitFor("the answer", onScreen: false) { $0.contains("type help for the list.") }
        let lines = output.replacingOccurrences(of: "\r", with: "").components(separatedBy: "\n")
        #expect(lines.contains("Unknown command 'kindly fire at the second row and the"), "\(output)")
        #expect(lines.contains("seventh column': type help for the list."), "\(output)")
        #expect(lines.allSatisfy { $0.count <= 60 }, "\(output)")
        try await client.waitFor("the prompt again", onScreen: false) { $0.hasSuffix("> ") }
        client.send("\u{04}")
        #expect(try await client.exitStatus() == 0)
        // The prompt's line ended, then the farewell (no game was made: none is said to be kept),
        // then the shell's.
        let farewell = "Left Broadside; `broadside solo --name ann` takes you back.\r\n"
        try await client.waitFor("the farewell", onScreen: false) { $0.contains(farewell) }
        #expect(client.output.hasSuffix("> \r\n" + farewell), "\(client.output.suffix(140).debugDescription)")
    }

    /// Ctrl-D twice after a partly typed command ends the input with that command, as it does
    /// for any program reading lines: it is answered on a line of its own, not after the command
    /// on the prompt's line, and the client quits.
    @Test(.timeLimit(.minutes(1)))
    func aCommandEndedByCtrlDIsAnsweredOnALineOfItsOwn() async throws {
        let home = try TemporaryHome()
        defer { home.remove() }
        let client = try ChildProcess.onTerminal(["solo", "--plain", "--name", "ann"], environment: home.environment)
        defer { client.stop() }
        try await client.waitFor("the prompt", onScreen: false) { $0.hasSuffix("> ") }
        client.send("frobnicate\u{04}\u{04}")
        #expect(try await client.exitStatus() == 0)
        let output = try await client.waitFor("the answer", onScreen: false) { $0.contains("type help for the list.") }
        #expect(output.contains("> frobnicate\r\nUnknown command 'frobnicate'"), "\(output.suffix(120).debugDescription)")
    }
}
