import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A hangup (the terminal closed) ends the client as SIGTERM does, the terminal restored; a client
/// started with SIGHUP ignored (`nohup`) keeps it ignored, as `serve` does, and the hangup it was
/// started to outlive does not end it.
@Suite(.timeLimit(.minutes(1))) struct IgnoredHangupEndToEndTests {
    @Test func aHangupEndsTheClient() async throws {
        try await withClientOnTerminal(["hotseat"]) { client, _ in
            try await client.waitFor("new game")
            kill(client.pid, SIGHUP)
            #expect(try await client.exitStatus() == 128 + SIGHUP)
        }
    }

    @Test func aClientStartedUnderNohupOutlivesTheHangup() async throws {
        try await withTemporaryHome { home in
            // `trap '' HUP` ignores the signal as nohup does, and the exec keeps it ignored.
            let client = try ChildProcess.onTerminal(
                ["-c", "trap '' HUP; exec \"$0\" hotseat", try BroadsideExecutable.path()],
                environment: home.environment, executable: "/bin/sh")
            defer { client.stop() }
            try await client.waitFor("new game")
            kill(client.pid, SIGHUP)
            // Still there after it, and still taking keys: a name typed shows.
            client.send("\u{15}hangup-proof")
            try await client.waitFor("hangup-proof")
            client.send("\u{03}")
            #expect(try await client.exitStatus() == 0)
        }
    }
}
