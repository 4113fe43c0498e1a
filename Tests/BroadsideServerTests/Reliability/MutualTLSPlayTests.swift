import BroadsideChaos
import Foundation
import Testing

/// `broadside play --cert --key` against a `broadside serve --client-ca` process: the real
/// executables, as Certs/README.md tells people to run them.
@Suite struct MutualTLSPlayTests {
    @Test(.timeLimit(.minutes(2)))
    func playPresentsItsCertificateToAServerThatRequiresOne() async throws {
        let home = TemporaryDirectory.make()
        let data = home + "/server"
        let broadside = try Repository.broadside()
        let certs = try SpawnedProcess.start(broadside, ["certs", "--out", data + "/certs", "--client", "alice"])
        _ = try await certs.waitForExit(timeout: .seconds(60))
        let ca = data + "/certs/ca.pem"
        let server = try await ServerProcess.start(executable: broadside, dataDirectory: data, arguments: ["--client-ca", ca])
        defer { server.process.kill() }
        let environment = ["HOME": home, "XDG_CONFIG_HOME": home + "/config", "XDG_DATA_HOME": home + "/data", "TERM": "dumb"]
        let address = "127.0.0.1:\(server.port)"

        let refused = try SpawnedProcess.start(broadside, ["play", address, "--ca", ca, "--name", "nobody", "--plain"], environment: environment)
        defer { refused.kill() }
        let status = try await refused.waitForExit(timeout: .seconds(30))
        #expect(status != 0, "play without a certificate got in: \(refused.outputText)")

        let alice = try SpawnedProcess.start(broadside, [
            "play", address, "--ca", ca, "--name", "alice", "--plain",
            "--cert", data + "/certs/client-alice.pem", "--key", data + "/certs/client-alice-key.pem",
        ], environment: environment)
        defer { alice.kill() }
        _ = try await alice.waitForOutput("the lobby", timeout: .seconds(30)) { $0.contains("Type new") || $0.contains("No games yet") ? true : nil }
        server.process.signal(SIGTERM)
        _ = try await server.process.waitForExit(timeout: .seconds(30))
    }
}
