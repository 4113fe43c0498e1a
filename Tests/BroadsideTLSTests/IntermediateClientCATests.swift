import BroadsideTLS
import Foundation
import NIOSSL
import Testing

/// A `--client-ca` file holding an intermediate CA, not its root, used to refuse the clients that
/// intermediate issued, with the certificate alone and with the chain (operator audit): every
/// certificate of the file is now a trust anchor.
@Suite("Client certificates under an intermediate --client-ca")
struct IntermediateClientCATests {
    private static let now = Date() - 3_600

    private struct Authorities {
        let root: Issued
        let intermediate: Issued
        let clientCAPath: String

        init(in directory: String) throws {
            root = try Issued.authority(named: "Example Root", validFrom: IntermediateClientCATests.now)
            intermediate = try Issued.authority(named: "Example Clients CA", validFrom: IntermediateClientCATests.now, issuer: root)
            clientCAPath = try Issued.write([intermediate], to: directory + "/client-ca.pem")
        }
    }

    /// Runs a server requiring client certificates from `clientCAPath`, then one exchange by a
    /// client presenting `chain` with the first one's key.
    private func exchange(presenting chain: [Issued], clientCAPath: String, in directory: String) async throws -> Exchange {
        let files = try DevelopmentCertificates.create(in: directory + "/certs")
        let server = try TLSSettings.server(
            certificatePath: files.certificatePath, privateKeyPath: files.privateKeyPath, clientCAPath: clientCAPath)
        let client = try TLSSettings.client(
            trustingCAAt: files.caCertificatePath,
            certificatePath: Issued.write(chain, to: directory + "/client.pem"),
            privateKeyPath: chain[0].writeKey(to: directory + "/client.key"))
        return try await EchoServer.with(server, clientAuthorities: ClientAuthorities(inFileAt: clientCAPath)) { server in
            try await BroadsideTLSTests.exchange(port: server.port, group: server.group, tls: client)
        }
    }

    @Test("a client certificate the intermediate issued is accepted, alone and with the intermediate after it")
    func theIntermediatesClientsAreAccepted() async throws {
        try await withTemporaryDirectory { directory in
            let authorities = try Authorities(in: directory)
            let ann = try Issued.client(named: "ann", issuer: authorities.intermediate, validFrom: Self.now)
            for chain in [[ann], [ann, authorities.intermediate]] {
                let result = try await exchange(presenting: chain, clientCAPath: authorities.clientCAPath, in: directory)
                #expect(result.lines == [greeting, "ECHO ping"], "\(chain.count) certificates: \(result.errorText)")
            }
        }
    }

    @Test("certificates the intermediate did not issue, or not for clients, are still refused")
    func othersAreRefused() async throws {
        try await withTemporaryDirectory { directory in
            let authorities = try Authorities(in: directory)
            let sibling = try Issued.authority(named: "Example Servers CA", validFrom: Self.now, issuer: authorities.root)
            let refused = [
                [try Issued.client(named: "eve", issuer: sibling, validFrom: Self.now), sibling],
                [try Issued.client(named: "root's", issuer: authorities.root, validFrom: Self.now)],
                [try Issued.client(named: "server", issuer: authorities.intermediate, validFrom: Self.now, usage: .serverAuth)],
                [try Issued.client(named: "old", issuer: authorities.intermediate, validFrom: Self.now - 40 * 86_400)],
            ]
            for chain in refused {
                let result = try await exchange(presenting: chain, clientCAPath: authorities.clientCAPath, in: directory)
                #expect(result.wasRefused, "\(chain[0].certificate.subject) was served")
            }
        }
    }
}
