import BroadsideChaos
import BroadsideTLS
import Foundation
import NIOSSL
import Testing

/// A client certificate's names are the client's to choose, and a refused one is logged with its
/// issuer's name: a name holding a line break must not start a line of the log of its own, one
/// that passes for the server's (found by an operator's walkthrough, from a client no CA issued).
@Suite(.timeLimit(.minutes(2))) struct ForgedLogLineTests {
    static let forged = "2026-11-27T21:00:00+0000 info broadside.server: client=10.0.0.1 [BroadsideServer] game created"

    @Test func aCertificateNameCannotWriteALineOfItsOwnIntoTheTextLog() async throws {
        try await withTemporaryDirectory { directory in
            let start = Date() - 3_600
            let players = try Issued.authority(named: "Broadside players", validFrom: start)
            let clientCA = try Issued.write([players], to: directory + "/client-ca.pem")
            let rogue = try Issued.authority(named: "evil\n" + Self.forged, validFrom: start)
            let mallory = try Issued.client(named: "mallory", issuer: rogue, validFrom: start)
            let broadside = try Executables.find(
                "broadside", variable: "BROADSIDE_EXECUTABLE",
                packageRoot: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path)
            let server = try await ServerProcess.start(
                executable: broadside, dataDirectory: directory + "/data", arguments: ["--client-ca", clientCA])
            defer { server.process.kill() }

            var tls = try TLSSettings.client(trustingCAAt: server.caPath)
            tls.certificateChain = try NIOSSLCertificate.fromPEMFile(try Issued.write([mallory], to: directory + "/mallory.pem")).map { .certificate($0) }
            tls.privateKey = .privateKey(try NIOSSLPrivateKey(file: try mallory.writeKey(to: directory + "/mallory-key.pem"), format: .pem))
            // The server refuses the certificate and closes: a client that closed first would be
            // no failed handshake at all.
            let connection = try await AttackConnection.connect(port: server.port, tls: tls)
            _ = try? await connection.waitUntilClosed(timeout: .seconds(10))
            await connection.close()

            let logged = try await server.process.waitForOutput("the refused certificate logged", timeout: .seconds(20)) { output in
                output.split(separator: "\n").first { $0.contains("TLS handshake failed") }.map(String.init)
            }
            // The name as the certificate has it (RFC 4514 escapes its `+`), its line break escaped.
            #expect(logged.contains("(its issuer is CN=evil\\n2026-11-27T21:00:00\\+0000 info broadside.server: "), "\(logged)")
            let lines = server.process.outputText.split(separator: "\n")
            #expect(!lines.contains { $0.hasPrefix("2026-11-27T21:00:00") }, "\(server.process.outputText)")
        }
    }
}
