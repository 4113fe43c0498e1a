import BroadsideChaos
import BroadsideClient
import BroadsideTLS
import Foundation
import NIOSSL
import Testing

/// The TLS the server offers, checked from outside (PROTOCOL.md 2, Certs/README.md): sslyze's
/// Mozilla "intermediate" check, TLS 1.0 and 1.1 refused, key files private, and mutual TLS.
@Suite struct TLSAuditTests {
    /// sslyze is installed by `.ci/run`; in CI (`CI` set) its absence is a failure, not a skip.
    static var sslyze: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/sslyze" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test(.timeLimit(.minutes(2)))
    func sslyzeFindsTheServerCompliantWithMozillaIntermediate() async throws {
        guard let sslyze = Self.sslyze else {
            let inCI = ProcessInfo.processInfo.environment["CI"] != nil
            #expect(!inCI, "sslyze is not installed; .ci/run installs it with pip")
            return
        }
        let server = try await TestServer.start()
        let scan = try SpawnedProcess.start(sslyze, [
            "--mozilla_config=intermediate", "--certinfo_ca_file=\(server.caPath)", "localhost:\(server.port)",
        ])
        defer { scan.kill() }
        let status = try await scan.waitForExit(timeout: .seconds(100))
        let output = scan.outputText
        #expect(WaitStatus.exitCode(status) == 0, "\(output)")
        #expect(output.contains("localhost:\(server.port): OK - Compliant."), "\(output)")
        try await server.stop()
    }

    @Test func tls10AndTls11AreRefused() async throws {
        let server = try await TestServer.start()
        for version in [TLSVersion.tlsv1, .tlsv11] {
            var old = try TLSSettings.client(trustingCAAt: server.caPath)
            old.minimumTLSVersion = version
            old.maximumTLSVersion = version
            old.cipherSuites = "ECDHE-ECDSA-AES128-SHA"
            let refused = try await TransportProbe.probe(port: server.port, tls: old, waitSeconds: 3)
            #expect(refused.received.isEmpty && refused.error != nil, "\(version)")
        }
        try await server.stop()
    }

    @Test func theServersKeyFilesArePrivate() async throws {
        let server = try await TestServer.start()
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
        try await server.stop()
    }

    @Test func mutualTLSRefusesClientsWithoutACertificateFromTheClientCA() async throws {
        let directory = TemporaryDirectory.make()
        let certificates = DataDirectory.certificates(in: directory)
        let (files, _) = try DevelopmentCertificates.ensure(in: certificates)
        let alice = try DevelopmentCertificates.issueClientCertificate(name: "alice", in: certificates)
        // A client certificate from another CA.
        let elsewhere = TemporaryDirectory.make()
        _ = try DevelopmentCertificates.ensure(in: elsewhere)
        let mallory = try DevelopmentCertificates.issueClientCertificate(name: "mallory", in: elsewhere)
        let server = try await TestServer.start(dataDirectory: directory, clientCAPath: files.caCertificatePath)

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
        try await server.stop()
    }
}
