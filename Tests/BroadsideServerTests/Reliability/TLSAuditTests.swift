import BroadsideChaos
import BroadsideClient
import BroadsideTLS
import Foundation
import NIOSSL
import Testing

/// The TLS the server offers, checked from outside (PROTOCOL.md 2, Certs/README.md): sslyze's
/// Mozilla "intermediate" check, TLS 1.0 and 1.1 refused, key files private, and mutual TLS.
@Suite(.timeLimit(.minutes(5))) struct TLSAuditTests {
    /// sslyze on the PATH, if installed: `.ci/run` installs it.
    static var sslyze: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/sslyze" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Skipped where sslyze is missing, and reported as skipped rather than passed; CI cannot skip
    /// it (`sslyzeIsInstalledInCI`).
    @Test(.timeLimit(.minutes(2)), .enabled(if: TLSAuditTests.sslyze != nil, "sslyze is not installed; .ci/run installs it with pip"))
    func sslyzeFindsTheServerCompliantWithMozillaIntermediate() async throws {
        let sslyze = try #require(Self.sslyze)
        try await TestServer.with { server in
            let scan = try SpawnedProcess.start(sslyze, [
                "--mozilla_config=intermediate", "--certinfo_ca_file=\(server.caPath)", "localhost:\(server.port)",
            ])
            defer { scan.kill() }
            let status = try await scan.waitForExit(timeout: .seconds(100))
            let output = scan.outputText
            #expect(WaitStatus.exitCode(status) == 0, "\(output)")
            #expect(output.contains("localhost:\(server.port): OK - Compliant."), "\(output)")
        }
    }

    /// In CI (`CI` set, as CI services do) the audit above must run, not be skipped.
    @Test func sslyzeIsInstalledInCI() {
        let inCI = ProcessInfo.processInfo.environment["CI"] != nil
        #expect(!inCI || Self.sslyze != nil, "sslyze is not installed; .ci/run installs it with pip")
    }

    @Test func tls10AndTls11AreRefused() async throws {
        try await TestServer.with { server in
            for version in [TLSVersion.tlsv1, .tlsv11] {
                var old = try TLSSettings.client(trustingCAAt: server.caPath)
                old.minimumTLSVersion = version
                old.maximumTLSVersion = version
                old.cipherSuites = "ECDHE-ECDSA-AES128-SHA"
                let refused = try await TransportProbe.probe(port: server.port, tls: old, waitSeconds: 3)
                #expect(refused.received.isEmpty, "\(version)")
                #expect(refused.error?.contains("TLSV1_ALERT_PROTOCOL_VERSION") == true, "\(version): \(refused.error ?? "no error")")
            }
        }
    }

    @Test func theServersKeyFilesArePrivate() async throws {
        try await TestServer.with { server in
            let certificates = DataDirectory.certificates(in: server.dataDirectory)
            try DevelopmentCertificates.issueClientCertificate(name: "alice", in: certificates)
            for (file, mode) in [
                ("ca-key.pem", 0o600), ("server-key.pem", 0o600), ("client-alice-key.pem", 0o600), ("ca.pem", 0o644),
                ("server.pem", 0o644),
            ] {
                let attributes = try FileManager.default.attributesOfItem(atPath: certificates + "/" + file)
                #expect((attributes[.posixPermissions] as? Int) == mode, "\(file)")
            }
            let directory = try FileManager.default.attributesOfItem(atPath: certificates)
            #expect((directory[.posixPermissions] as? Int) == 0o700)
        }
    }

    @Test func mutualTLSRefusesClientsWithoutACertificateFromTheClientCA() async throws {
        try await withTemporaryDirectory { directory in
            try await withTemporaryDirectory { elsewhere in
                let certificates = DataDirectory.certificates(in: directory)
                let (files, _) = try DevelopmentCertificates.ensure(in: certificates)
                let alice = try DevelopmentCertificates.issueClientCertificate(name: "alice", in: certificates)
                // A client certificate from another CA.
                _ = try DevelopmentCertificates.ensure(in: elsewhere)
                let mallory = try DevelopmentCertificates.issueClientCertificate(name: "mallory", in: elsewhere)
                let log = CapturingLogHandler.Entries()
                try await TestServer.with(
                    dataDirectory: directory, clientCAPath: files.caCertificatePath, logger: CapturingLogHandler.logger(into: log)
                ) { server in
                    await #expect(throws: (any Error).self) {
                        let client = try await ProtocolClient.connect(server.clientConfiguration, name: "nobody")
                        await client.close()
                    }
                    var impostor = server.clientConfiguration
                    impostor.certificatePath = mallory.certificatePath
                    impostor.privateKeyPath = mallory.privateKeyPath
                    await #expect(throws: (any Error).self) {
                        let client = try await ProtocolClient.connect(impostor, name: "mallory")
                        await client.close()
                    }
                    var configuration = server.clientConfiguration
                    configuration.certificatePath = alice.certificatePath
                    configuration.privateKeyPath = alice.privateKeyPath
                    let client = try await ProtocolClient.connect(configuration, name: "alice")
                    #expect(try await client.send(.ping("in")).final.description == "OK PING in")
                    await client.close()
                }
                // The operator can tell which certificate connected (operator audit: never logged).
                let accepted = log.all.filter { $0.contains("client certificate accepted") }
                #expect(accepted.count == 1 && accepted.allSatisfy { $0.hasPrefix("info") && $0.contains("subject=CN=alice") }, "\(accepted)")
            }
        }
    }
}
