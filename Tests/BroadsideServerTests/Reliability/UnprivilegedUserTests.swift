import BroadsideChaos
import Foundation
import Testing

/// Broadside runs for a user without privileges. Its sockets once asked for `SO_DEBUG`, which only
/// root may set (`.socketOption(.tcp_nodelay)` names option 1 at the socket level, not TCP's), so
/// every client, `solo` included, failed to connect with "nothing is listening", for everyone but
/// root. This suite otherwise runs as root in CI, where the option is allowed, so this test runs
/// `solo` as the user nobody: its own server and its client both.
@Suite(.timeLimit(.minutes(2))) struct UnprivilegedUserTests {
    static let setpriv = ["/usr/bin/setpriv", "/bin/setpriv"].first { FileManager.default.isExecutableFile(atPath: $0) }
    static let nobody: uid_t = 65534

    @Test(.enabled(if: getuid() == 0 && setpriv != nil, "needs root, to act as the user nobody, and setpriv"))
    func soloPlaysAsAUserWithoutPrivileges() async throws {
        let setpriv = try #require(Self.setpriv)
        try await withTemporaryDirectory { directory in
            // The build may lie where nobody cannot reach it (under /root, say).
            let broadside = directory + "/broadside"
            try FileManager.default.copyItem(atPath: try Repository.broadside(), toPath: broadside)
            let home = directory + "/home"
            try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: false)
            #expect(chmod(directory, 0o755) == 0 && chown(home, Self.nobody, gid_t(Self.nobody)) == 0)
            let script = """
                printf 'new\\nrandom\\nready\\nfire A1\\n' \
                | exec "$0" --reuid=\(Self.nobody) --regid=\(Self.nobody) --clear-groups env HOME="$2" "$1" solo --plain --name nobody
                """
            let process = try SpawnedProcess.start("/bin/sh", ["-c", script, setpriv, broadside, home])
            defer { process.kill() }
            let status = try await process.waitForExit(timeout: .seconds(60))
            #expect(WaitStatus.exitCode(status) == 0, "\(process.outputText)")
            #expect(process.outputText.contains("You fired at A1: "), "\(process.outputText)")
        }
    }
}
