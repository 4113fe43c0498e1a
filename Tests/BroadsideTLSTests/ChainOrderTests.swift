import BroadsideTLS
import Foundation
import Testing

/// A chain file with the intermediate first used to be refused with "the private key ... does
/// not belong to the certificate", which sent the operator to the key (operator audit).
@Suite("A certificate chain in the wrong order")
struct ChainOrderTests {
    @Test("a chain that begins with its intermediate is refused for its order, naming the certificate the key fits")
    func anIntermediateFirstIsNamed() async throws {
        try await withTemporaryDirectory { directory in
            let now = Date() - 3_600
            let root = try Issued.authority(named: "Example Root", validFrom: now)
            let intermediate = try Issued.authority(named: "Example Intermediate R3", validFrom: now, issuer: root)
            let leaf = try Issued.leaf(named: "game.example.org", issuer: intermediate, validFrom: now)
            let chain = try Issued.write([intermediate, leaf], to: directory + "/chain.pem")
            let key = try leaf.writeKey(to: directory + "/key.pem")
            let error = try #require(throws: BroadsideTLSError.self) {
                try TLSSettings.server(certificatePath: chain, privateKeyPath: key)
            }
            #expect(error.description == "the first certificate in \(chain), \"Example Intermediate R3\", is a CA's certificate, "
                + "not the server's own (the key in \(key) belongs to \"game.example.org\", certificate 2 of the file): the file must begin "
                + "with the certificate the key belongs to, then the certificate of each CA after the one it issued")
            let inOrder = try Issued.write([leaf, intermediate], to: directory + "/fullchain.pem")
            _ = try TLSSettings.server(certificatePath: inOrder, privateKeyPath: key)
        }
    }
}
