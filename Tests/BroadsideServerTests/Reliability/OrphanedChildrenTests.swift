import BroadsideChaos
import Foundation
import Testing

/// A harness killed outright runs no exit handler: the servers it started must not outlive it.
/// `UnreapedChildren`'s watcher kills them; here it watches a stand-in for the harness.
@Suite(.timeLimit(.minutes(2))) struct OrphanedChildrenTests {
    @Test func theWatcherKillsTheListedServersOnceTheHarnessHasGone() async throws {
        try await withTemporaryDirectory { directory in
            let broadside = try Executables.find("broadside", variable: "BROADSIDE_EXECUTABLE", packageRoot: Repository.root)
            let harness = try SpawnedProcess.start("/bin/sleep", ["60"])
            defer { harness.kill() }
            let server = try SpawnedProcess.start(broadside, ["serve", "--port", "0", "--data", directory + "/data"])
            defer { server.kill() }
            // Listed too, but not broadside: a number that went to another process.
            let stranger = try SpawnedProcess.start("/bin/sleep", ["60"])
            defer { stranger.kill() }
            let list = directory + "/children"
            try "\(server.pid)\n\(stranger.pid)\n".write(toFile: list, atomically: true, encoding: .utf8)
            let watcher = try UnreapedChildren.startWatcher(watching: harness.pid, listedIn: list)
            var watcherStatus: Int32 = 0
            try await Task.sleep(for: .seconds(2))
            #expect(server.isRunning, "killed while the harness was alive")
            harness.kill()
            let status = try await server.waitForExit(timeout: .seconds(20))
            #expect(WaitStatus.signal(status) == SIGKILL)
            // The watcher removes the list and ends once it has killed what it lists.
            // Polled: a blocking waitpid would hold one of the few cooperative threads, for good
            // if the watcher never ended.
            var reaped: pid_t = 0
            let deadline = ContinuousClock.now + .seconds(20)
            while reaped == 0, ContinuousClock.now < deadline {
                reaped = waitpid(watcher, &watcherStatus, WNOHANG)
                if reaped == 0 { try await Task.sleep(for: .milliseconds(100)) }
            }
            if reaped == 0 {
                kill(watcher, SIGKILL)
                _ = waitpid(watcher, &watcherStatus, 0)
            }
            #expect(reaped == watcher, "the watcher did not end")
            #expect(stranger.isRunning)
            #expect(!FileManager.default.fileExists(atPath: list))
        }
    }
}
