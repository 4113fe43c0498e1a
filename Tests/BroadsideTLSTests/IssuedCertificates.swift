import Crypto
import Foundation
import SwiftASN1
import X509

/// A certificate and its key, issued by another or by itself: the chains operators bring (roots,
/// intermediates, leaves) made in a test.
struct Issued {
    let certificate: Certificate
    let key: P256.Signing.PrivateKey

    static func authority(named name: String, validFrom start: Date, issuer: Issued? = nil) throws -> Issued {
        try make(named: name, validFrom: start, issuer: issuer) {
            Critical(BasicConstraints.isCertificateAuthority(maxPathLength: nil))
            Critical(KeyUsage(keyCertSign: true))
        }
    }

    static func leaf(named name: String, issuer: Issued, validFrom start: Date) throws -> Issued {
        try make(named: name, validFrom: start, issuer: issuer) {
            Critical(BasicConstraints.notCertificateAuthority)
            try ExtendedKeyUsage([.serverAuth])
            SubjectAlternativeNames([.dnsName(name)])
        }
    }

    static func client(named name: String, issuer: Issued, validFrom start: Date, usage: ExtendedKeyUsage.Usage = .clientAuth) throws -> Issued {
        try make(named: name, validFrom: start, issuer: issuer) {
            Critical(BasicConstraints.notCertificateAuthority)
            try ExtendedKeyUsage([usage])
        }
    }

    /// Writes the certificates of `chain`, in order, as one PEM file.
    static func write(_ chain: [Issued], to path: String) throws -> String {
        let pem = try chain.map { issued in
            var serializer = DER.Serializer()
            try serializer.serialize(issued.certificate)
            return PEMDocument(type: "CERTIFICATE", derBytes: serializer.serializedBytes).pemString + "\n"
        }.joined()
        try pem.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Writes the key as a PEM file.
    func writeKey(to path: String) throws -> String {
        try key.pemRepresentation.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private static func make(
        named name: String, validFrom start: Date, issuer: Issued?,
        @ExtensionsBuilder extensions: () throws -> Result<Certificate.Extensions, any Error>
    ) throws -> Issued {
        let key = P256.Signing.PrivateKey()
        let subject = try DistinguishedName { CommonName(name) }
        let certificate = try Certificate(
            version: .v3, serialNumber: Certificate.SerialNumber(), publicKey: Certificate.PublicKey(key.publicKey),
            notValidBefore: start, notValidAfter: start + 30 * 86_400,
            issuer: issuer?.certificate.subject ?? subject, subject: subject, signatureAlgorithm: .ecdsaWithSHA256,
            extensions: try Certificate.Extensions(builder: extensions),
            issuerPrivateKey: Certificate.PrivateKey(issuer?.key ?? key))
        return Issued(certificate: certificate, key: key)
    }
}
