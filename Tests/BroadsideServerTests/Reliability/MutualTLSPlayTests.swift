import BroadsideChaos
import BroadsideTLS
import Foundation
import Testing

/// `broadside play --cert --key` against a `broadside serve --client-ca` process: the real
/// executables, as Certs/README.md tells people to run them.
@Suite struct MutualTLSPlayTests {
    @Test(.timeLimit(.minutes(2)))
    func playPresentsItsCertificateToAServerThatRequiresOne() async throws {
        try await withTemporaryDirectory { home in
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
            #expect(refused.outputText.contains("the server requires a client certificate; pass yours with --cert and --key"))
            #expect(!refused.outputText.contains("OPENSSL_internal"), "BoringSSL's own words reached the player")

            // A certificate from another CA: the server's own CA issued none for it.
            let strangers = home + "/strangers"
            _ = try await SpawnedProcess.start(broadside, ["certs", "--out", strangers, "--client", "mallory"])
                .waitForExit(timeout: .seconds(60))
            let stranger = try SpawnedProcess.start(broadside, [
                "play", address, "--ca", ca, "--name", "mallory", "--plain",
                "--cert", strangers + "/client-mallory.pem", "--key", strangers + "/client-mallory-key.pem",
            ], environment: environment)
            defer { stranger.kill() }
            #expect(try await stranger.waitForExit(timeout: .seconds(30)) != 0)
            #expect(stranger.outputText.contains("the server did not accept this client's certificate"), "\(stranger.outputText)")
            // The log names the other CA (within the 10 s its handshake warnings are counted over).
            _ = try await server.process.waitForOutput("the stranger's refusal in the log", timeout: .seconds(30)) {
                $0.contains("the client's certificate is not one the --client-ca CA issued (its issuer is ") ? true : nil
            }

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

    @Test(.timeLimit(.minutes(1)))
    func aClientCertificateAloneLeavesTheServerCertificateForItsHosts() async throws {
        try await withTemporaryDirectory { home in
            let certs = home + "/certs"
            let broadside = try Repository.broadside()
            let made = try SpawnedProcess.start(broadside, ["certs", "--out", certs, "--host", "game.example.org"])
            #expect(WaitStatus.exitCode(try await made.waitForExit(timeout: .seconds(60))) == 0)
            let server = try Data(contentsOf: URL(fileURLWithPath: certs + "/server.pem"))
            let client = try SpawnedProcess.start(broadside, ["certs", "--out", certs, "--client", "bob"])
            #expect(WaitStatus.exitCode(try await client.waitForExit(timeout: .seconds(60))) == 0)
            let kept = try Data(contentsOf: URL(fileURLWithPath: certs + "/server.pem"))
            #expect(kept == server, "\(client.outputText)")
            #expect(FileManager.default.fileExists(atPath: certs + "/client-bob.pem"))
            // Each certificate made is said with the day it runs out, for the operator to renew it.
            let serverExpiry = try TLSSettings.expiry(ofCertificateAt: certs + "/server.pem").formatted(.iso8601)
            #expect(made.outputText.contains("Server certificate: \(certs)/server.pem (valid until \(serverExpiry))"), "\(made.outputText)")
            let clientExpiry = try TLSSettings.expiry(ofCertificateAt: certs + "/client-bob.pem").formatted(.iso8601)
            #expect(client.outputText.contains("client-bob-key.pem; valid until \(clientExpiry))"), "\(client.outputText)")
            let caExpiry = try TLSSettings.expiry(ofCertificateAt: certs + "/ca.pem").formatted(.iso8601)
            #expect(made.outputText.contains("CA certificate (give this to clients): \(certs)/ca.pem (valid until \(caExpiry))"))
            // Replacing a server's certificate: a server using the directory takes it in time.
            let moved = try SpawnedProcess.start(broadside, ["certs", "--out", certs, "--host", "other.example.org"])
            #expect(WaitStatus.exitCode(try await moved.waitForExit(timeout: .seconds(60))) == 0)
            #expect(moved.outputText.contains("A server already using this directory takes them within 12 hours, or at once when restarted."),
                    "\(moved.outputText)")
        }
    }

    @Test(.timeLimit(.minutes(3)))
    func conformancePresentsItsCertificateToAServerThatRequiresOne() async throws {
        try await withTemporaryDirectory { home in
            let certs = home + "/server/certs"
            let broadside = try Repository.broadside()
            let made = try SpawnedProcess.start(broadside, ["certs", "--out", certs, "--client", "tester"])
            _ = try await made.waitForExit(timeout: .seconds(60))
            // Files made where there were none are no server's yet.
            #expect(!made.outputText.contains("A server already using this directory"), "\(made.outputText)")
            #expect(made.outputText.contains("Servers accept this CA's client certificates with --client-ca \(certs)/ca.pem."),
                    "\(made.outputText)")
            let server = try await ServerProcess.start(
                executable: broadside, dataDirectory: home + "/server", arguments: ["--client-ca", certs + "/ca.pem"])
            defer { server.process.kill() }
            let address = "127.0.0.1:\(server.port)"
            // The TLS cases and the game's: handshakes and whole games, all with the certificate.
            for section in ["2", "7"] {
                let run = try SpawnedProcess.start(broadside, [
                    "conformance", address, "--ca", certs + "/ca.pem", "--section", section,
                    "--cert", certs + "/client-tester.pem", "--key", certs + "/client-tester-key.pem",
                ])
                defer { run.kill() }
                let status = try await run.waitForExit(timeout: .seconds(120))
                #expect(WaitStatus.exitCode(status) == 0, "section \(section) failed:\n\(run.outputText)")
            }
            let without = try SpawnedProcess.start(broadside, ["conformance", address, "--ca", certs + "/ca.pem", "--section", "2"])
            defer { without.kill() }
            let status = try await without.waitForExit(timeout: .seconds(60))
            #expect(WaitStatus.exitCode(status) != 0, "the suite reached a mutual-TLS server without a certificate")
            // Said once, in words, rather than as every case's closed connection.
            #expect(without.outputText == "broadside conformance: the server requires a client certificate; pass yours with --cert and --key\n",
                    "\(without.outputText)")
            server.process.signal(SIGTERM)
            _ = try await server.process.waitForExit(timeout: .seconds(30))
        }
    }
}
