import BroadsideTLS
import Foundation
import Testing

/// `--cert <(cat chain.pem)` failed with "does not contain a PEM certificate" (operator audit):
/// the server reads its certificate file several times, and a pipe gives its bytes only once.
@Suite("Certificates read from a pipe")
struct PipedCertificateTests {
    @Test("a certificate chain and key given as pipes serve, and are read the same each time")
    func aPipedChainServes() async throws {
        try await withTemporaryDirectory { directory in
            let files = try DevelopmentCertificates.create(in: directory + "/certs")
            let certificate = try piped(contents(of: files.certificatePath))
            let key = try piped(contents(of: files.privateKeyPath))
            defer { [certificate, key].forEach { close($0.descriptor) } }
            _ = try TLSSettings.server(certificatePath: certificate.path, privateKeyPath: key.path)
            #expect(try TLSSettings.fingerprint(ofCertificateAt: certificate.path)
                == TLSSettings.fingerprint(ofCertificateAt: files.certificatePath))
            _ = try TLSSettings.server(certificatePath: certificate.path, privateKeyPath: key.path)
        }
    }

    /// A pipe holding `bytes`, its writer closed, by the path a shell's `<(...)` gives.
    private func piped(_ bytes: Data) throws -> (path: String, descriptor: Int32) {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let written = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        close(ends[1])
        try #require(written == bytes.count)
        return ("/dev/fd/\(ends[0])", ends[0])
    }
}
