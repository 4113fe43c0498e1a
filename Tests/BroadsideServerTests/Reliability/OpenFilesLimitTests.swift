import BroadsideChaos
import Foundation
import Testing

/// `broadside serve` needs a file descriptor per connection: it raises a low soft limit of open
/// files as far as the hard limit lets it, and says so when that is still short of
/// `--max-connections`.
@Suite(.timeLimit(.minutes(5))) struct OpenFilesLimitTests {
    /// Runs `body` with `broadside serve` under `ulimit` options, once it listens; kills it after.
    private func serving(
        under limits: String, maxConnections: Int, _ body: (SpawnedProcess) async throws -> Void
    ) async throws {
        let broadside = try Repository.broadside()
        try await withTemporaryDirectory { data in
            let process = try SpawnedProcess.start("/bin/sh", [
                "-c", "ulimit \(limits) && exec \"$0\" \"$@\"", broadside, "serve", "--host", "127.0.0.1", "--port", "0",
                "--data", data, "--max-connections", "\(maxConnections)",
            ])
            defer { process.kill() }
            _ = try await process.waitForOutput("that it listens", timeout: .seconds(60)) { $0.contains("listening on") ? true : nil }
            try await body(process)
        }
    }

    /// The soft limit of open files of process `pid`.
    private func softLimit(of pid: pid_t) throws -> Int? {
        let limits = try String(contentsOfFile: "/proc/\(pid)/limits", encoding: .utf8)
        let line = limits.split(separator: "\n").first { $0.hasPrefix("Max open files") }
        return line?.split(separator: " ").dropFirst(3).first.flatMap { Int($0) }
    }

    @Test func aLowSoftLimitIsRaised() async throws {
        var ours = rlimit()
        #expect(getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &ours) == 0)
        // 500 connections and the server's reserve of 64, unless this machine's hard limit is lower.
        let reachable = min(564, Int(clamping: ours.rlim_max))
        try await serving(under: "-S -n 200", maxConnections: 500) { server in
            let soft = try softLimit(of: server.pid)
            #expect(soft == reachable)
            #expect(server.outputText.contains("open-files limit") == (reachable < 564))
        }
    }

    /// Under a hard limit too low for NIO's event loops or SQLite, each command that runs them says
    /// so and exits 1, before it makes anything (operator audit: at 15 or less, serve crashed
    /// inside NIO; at 16 to 20 it said "Too many open files" or "unable to open database file").
    @Test(arguments: [
        (["serve", "--host", "127.0.0.1", "--port", "0"], "serve needs about"),
        (["hotseat", "--plain"], "hotseat needs about"),
        (["solo", "--plain"], "solo needs about"),
        (["play", "--plain", "127.0.0.1:1"], "play needs about"),
        (["conformance", "127.0.0.1:1"], "conformance needs about"),
    ])
    func aLimitTooLowToRunIsSaidToBe(arguments: [String], needs: String) async throws {
        let broadside = try Repository.broadside()
        try await withTemporaryDirectory { home in
            let data = home + "/data"
            let serving = arguments.first == "serve" ? ["--data", data] : []
            let process = try SpawnedProcess.start(
                "/bin/sh", ["-c", "ulimit -n 12 && exec \"$0\" \"$@\"", broadside] + arguments + serving,
                environment: ["HOME": home, "XDG_DATA_HOME": data, "XDG_CONFIG_HOME": home + "/config", "PATH": "/usr/bin:/bin"])
            defer { process.kill() }
            let status = try await process.waitForExit(timeout: .seconds(60))
            #expect(WaitStatus.exitCode(status) == 1, "\(process.outputText)")
            let said = try #require(process.outputText.firstMatch(of: /the open-files limit is 12, too low: (.+); raise it \(ulimit -n\)\n/))
            #expect(said.1.hasPrefix(needs), "\(process.outputText)")
            #expect(!FileManager.default.fileExists(atPath: data), "nothing made")
        }
    }
}
