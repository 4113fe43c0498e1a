import BroadsideChaos
import BroadsideClient
import Foundation
import Testing

/// A second `broadside serve` on a data directory another one serves waits up to 5 s for it to
/// stop, as it would for one stopping, then gives up saying why; the first serves on.
@Suite(.timeLimit(.minutes(5))) struct SecondServerOnTheSameDataTests {
    /// On the first one's port too, the refusal is the lock's, which names that server, not the
    /// port's (operator audit: it said only "the port is in use (another server?)").
    @Test(.timeLimit(.minutes(2)), arguments: [false, true])
    func aSecondServerGivesUpAfterItsWaitAndTellsTheOperatorWhy(onTheSamePort: Bool) async throws {
        try await withTemporaryDirectory { data in
            let first = try await ServerProcess.start(executable: try Repository.broadside(), dataDirectory: data)
            defer { first.process.kill() }
            let port = onTheSamePort ? first.port : 0
            let second = try SpawnedProcess.start(try Repository.broadside(), ["serve", "--data", data, "--port", "\(port)"])
            defer { second.kill() }
            #expect(WaitStatus.exitCode(try await second.waitForExit(timeout: .seconds(60))) == 1)
            let database = data + "/games.sqlite"
            let lines = second.outputText.split(separator: "\n").map(String.init)
            #expect(lines.count == 2, "\(second.outputText)")
            // Which process it is, where Linux tells (operator audit: the operator had to find it).
            let holder = "process \(first.process.pid) (broadside)"
            #expect(lines.first?.hasSuffix("another Broadside server, \(holder), is using \(database); waiting up to 5 s for it to stop") == true,
                    "\(second.outputText)")
            #expect(lines.last == "broadside serve: cannot open the game database at \(database): another Broadside server is using it "
                + "(stop that one, or give this one another --data); the lock is held by \(holder)")

            let ann = try await ProtocolClient.connect(
                ClientConfiguration(host: "127.0.0.1", port: first.port, caPath: first.caPath), name: "ann")
            #expect(try await ann.send(.ping("still")).final.description == "OK PING still")
            await ann.close()
            first.process.signal(SIGTERM)
            #expect(WaitStatus.exitCode(try await first.process.waitForExit(timeout: .seconds(30))) == 0)
        }
    }

    /// Stopped while it waits for the other server, it stops as asked (status 0), and does not
    /// go on to fail for want of the data directory. That it stops at once, not after its wait,
    /// GameStoreTests.theLockIsWaitedFor shows without a clock.
    @Test(.timeLimit(.minutes(2)))
    func aSecondServerStoppedWhileItWaitsStopsAtOnce() async throws {
        try await withTemporaryDirectory { data in
            let first = try await ServerProcess.start(executable: try Repository.broadside(), dataDirectory: data)
            defer { first.process.kill() }
            let second = try SpawnedProcess.start(try Repository.broadside(), ["serve", "--data", data, "--port", "0"])
            defer { second.kill() }
            _ = try await second.waitForOutput("the wait", timeout: .seconds(30)) { $0.contains("waiting up to 5 s") ? true : nil }
            second.signal(SIGTERM)
            #expect(WaitStatus.exitCode(try await second.waitForExit(timeout: .seconds(30))) == 0, "\(second.outputText)")
            #expect(!second.outputText.contains("cannot open the game database"), "\(second.outputText)")
        }
    }
}
