import Foundation
import Testing

/// While the client connects, before its screen shows, the terminal echoes nothing and edits no
/// line, Ctrl-C still quits, and what is typed meanwhile does nothing once the screen is up.
@Suite("End to end: keys typed while connecting")
struct ConnectingKeysEndToEndTests {
    /// A server that answers nothing (stopped with SIGSTOP) holds the client at "Connecting to…".
    private func connecting(_ server: ServerOnTerminal, home: TemporaryHome) async throws -> ChildProcess {
        kill(server.process.pid, SIGSTOP)
        let ann = try ChildProcess.onTerminal(server.playCommand(as: "ann"), environment: home.environment)
        try await ann.stoppedIfThrows { try await $0.waitFor("Connecting to \(server.address)… (Ctrl-C quits)", timeout: .seconds(8)) }
        let modes = ann.terminalLocalModes()
        #expect(modes & tcflag_t(ICANON | ECHO) == 0 && modes & tcflag_t(ISIG) != 0)
        return ann
    }

    /// n would open the new-game form, q would quit: neither shows, nor acts on the lobby, which
    /// says they were ignored.
    @Test(.timeLimit(.minutes(1)))
    func keysTypedWhileConnectingAreNotEchoedAndDoNothing() async throws {
        try await withServerAndPlayerHome { server, _, annHome in
            let ann = try await connecting(server, home: annHome)
            defer { ann.stop() }
            ann.send("nq")
            kill(server.process.pid, SIGCONT)
            try await ann.waitFor("2 keys typed as this screen opened were ignored.")
            // An echo would have come as the keys were typed, before the lobby.
            #expect(!ann.output.contains("nq"), "\(ann.output)")
            #expect(ann.screen.contains("ann's games"), "\(ann.screen)")
            // The next key takes the note away, and acts.
            ann.send("n")
            try await ann.waitFor("Rules:")
            #expect(!ann.screen.contains("were ignored"))
            ann.send("\u{03}")
            #expect(try await ann.exitStatus() == 0)
        }
    }

    /// Ctrl-C while connecting quits with the terminal as it was.
    @Test(.timeLimit(.minutes(1)))
    func ctrlCWhileConnectingRestoresTheTerminal() async throws {
        try await withServerAndPlayerHome { server, _, annHome in
            defer { kill(server.process.pid, SIGCONT) }
            let ann = try await connecting(server, home: annHome)
            defer { ann.stop() }
            ann.send("\u{03}")
            #expect(try await ann.exitStatus() == 128 + SIGINT)
            #expect(ann.terminalLocalModes() & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO))
        }
    }
}
