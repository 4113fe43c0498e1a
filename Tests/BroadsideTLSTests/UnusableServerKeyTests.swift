import BroadsideTLS
import Crypto
import Foundation
import SwiftASN1
import Testing
import X509

/// A server certificate whose key no handshake of this server can sign with (PROTOCOL.md 2.1's
/// curves are X25519, P-256 and P-384) is refused when the server starts, in one sentence, where
/// it used to start and fail every handshake with no common signature algorithm.
@Suite("Unusable server keys")
struct UnusableServerKeyTests {
    @Test("a P-521 server certificate is refused at start, a P-256 one is used")
    func aP521KeyIsRefused() async throws {
        try await withTemporaryDirectory { directory in
            let p521 = P521.Signing.PrivateKey()
            let refusedCertificate = try Self.writeSelfSigned(
                publicKey: .init(p521.publicKey), signer: .init(p521), algorithm: .ecdsaWithSHA512,
                keyPEM: p521.pemRepresentation, named: "p521", in: directory)
            #expect {
                try TLSSettings.server(certificatePath: refusedCertificate.certificate, privateKeyPath: refusedCertificate.key)
            } throws: { error in
                "\(error)".contains("has an ECDSA P-521 key, which no TLS handshake of this server can use")
            }
            let p256 = P256.Signing.PrivateKey()
            let usable = try Self.writeSelfSigned(
                publicKey: .init(p256.publicKey), signer: .init(p256), algorithm: .ecdsaWithSHA256,
                keyPEM: p256.pemRepresentation, named: "p256", in: directory)
            _ = try TLSSettings.server(certificatePath: usable.certificate, privateKeyPath: usable.key)
        }
    }

    /// Clients refuse an RSA key under 2048 bits (Broadside's own cannot even read such a
    /// certificate, swift-certificates refuses it), so it is made with openssl.
    @Test("a 1024-bit RSA server certificate is refused at start, naming the size; a 2048-bit one is used",
          .enabled(if: OpenSSL.isAvailable, OpenSSL.missing))
    func aSmallRSAKeyIsRefused() async throws {
        try await withTemporaryDirectory { directory in
            let small = try await Self.writeRSASelfSigned(bits: 1024, in: directory)
            #expect {
                try TLSSettings.server(certificatePath: small.certificate, privateKeyPath: small.key)
            } throws: { error in
                "\(error)" == "the certificate in \(small.certificate) has a 1024-bit RSA key, which clients refuse: "
                    + "give it an RSA key of 2048 bits or more, or an ECDSA P-256 key"
            }
            let usable = try await Self.writeRSASelfSigned(bits: 2048, in: directory)
            _ = try TLSSettings.server(certificatePath: usable.certificate, privateKeyPath: usable.key)
        }
    }

    private static func writeRSASelfSigned(bits: Int, in directory: String) async throws -> (certificate: String, key: String) {
        let paths = (certificate: directory + "/rsa\(bits).pem", key: directory + "/rsa\(bits)-key.pem")
        let made = try await OpenSSL.run([
            "req", "-x509", "-newkey", "rsa:\(bits)", "-nodes", "-keyout", paths.key, "-out", paths.certificate,
            "-days", "1", "-subj", "/CN=rsa\(bits)",
        ])
        #expect(made.status == 0, "\(made.output)")
        return paths
    }

    private static func writeSelfSigned(
        publicKey: Certificate.PublicKey, signer: Certificate.PrivateKey, algorithm: Certificate.SignatureAlgorithm,
        keyPEM: String, named name: String, in directory: String
    ) throws -> (certificate: String, key: String) {
        let subject = try DistinguishedName { CommonName(name) }
        let certificate = try Certificate(
            version: .v3, serialNumber: Certificate.SerialNumber(), publicKey: publicKey,
            notValidBefore: Date() - 60, notValidAfter: Date() + 3600, issuer: subject, subject: subject,
            signatureAlgorithm: algorithm, extensions: Certificate.Extensions {}, issuerPrivateKey: signer)
        var serializer = DER.Serializer()
        try serializer.serialize(certificate)
        let certificatePEM = PEMDocument(type: "CERTIFICATE", derBytes: serializer.serializedBytes).pemString
        let paths = (certificate: directory + "/\(name).pem", key: directory + "/\(name)-key.pem")
        try certificatePEM.write(toFile: paths.certificate, atomically: true, encoding: .utf8)
        try keyPEM.write(toFile: paths.key, atomically: true, encoding: .utf8)
        return paths
    }
}
