import Crypto
import Foundation
import SwiftASN1
import X509

/// A certificate together with its private key.
struct KeyPair {
    let certificate: Certificate
    let key: Certificate.PrivateKey
}

/// Makes the development CA and the certificates it signs: ECDSA P-256, short-lived.
enum CertificateIssuer {
    static let day: TimeInterval = 24 * 60 * 60
    /// How long the development CA is valid.
    static let caLifetime = 90 * day
    /// How long a server or client certificate is valid (never beyond its CA).
    static let leafLifetime = 30 * day
    /// Certificates start a little in the past, so that a client whose clock is slightly behind
    /// still accepts a certificate made a moment ago.
    static let backdating: TimeInterval = 5 * 60

    static func makeCA(now: Date) throws -> KeyPair {
        let key = Certificate.PrivateKey(P256.Signing.PrivateKey())
        let tag = (0..<4).map { _ in String(UInt8.random(in: 0...255), radix: 16) }.joined()
        let name = try DistinguishedName {
            OrganizationName("Broadside")
            CommonName("Broadside development CA \(tag)")
        }
        let notBefore = now - backdating
        let extensions = try Certificate.Extensions {
            Critical(BasicConstraints.isCertificateAuthority(maxPathLength: 0))
            Critical(KeyUsage(keyCertSign: true, cRLSign: true))
            SubjectKeyIdentifier(hash: key.publicKey)
        }
        let certificate = try Certificate(
            version: .v3,
            serialNumber: Certificate.SerialNumber(),
            publicKey: key.publicKey,
            notValidBefore: notBefore,
            notValidAfter: notBefore + caLifetime,
            issuer: name,
            subject: name,
            signatureAlgorithm: .ecdsaWithSHA256,
            extensions: extensions,
            issuerPrivateKey: key
        )
        return KeyPair(certificate: certificate, key: key)
    }

    /// A server certificate for `names` (from ``HostNames``), signed by `ca`.
    static func makeServerCertificate(for names: [GeneralName], ca: KeyPair, now: Date) throws -> KeyPair {
        let commonName: String
        switch names.first {
        case .dnsName(let name): commonName = name
        default: commonName = "Broadside server"
        }
        return try makeLeaf(commonName: commonName, usage: .serverAuth, names: names, ca: ca, now: now)
    }

    /// A client certificate for mutual TLS whose subject common name is `name`, signed by `ca`.
    static func makeClientCertificate(name: String, ca: KeyPair, now: Date) throws -> KeyPair {
        try makeLeaf(commonName: name, usage: .clientAuth, names: [], ca: ca, now: now)
    }

    private static func makeLeaf(
        commonName: String,
        usage: ExtendedKeyUsage.Usage,
        names: [GeneralName],
        ca: KeyPair,
        now: Date
    ) throws -> KeyPair {
        let key = Certificate.PrivateKey(P256.Signing.PrivateKey())
        let subject = try DistinguishedName {
            OrganizationName("Broadside")
            CommonName(commonName)
        }
        let notBefore = now - backdating
        let notAfter = min(notBefore + leafLifetime, ca.certificate.notValidAfter)
        let authorityKey = try ca.certificate.extensions.subjectKeyIdentifier?.keyIdentifier
        let extensions = try Certificate.Extensions {
            Critical(BasicConstraints.notCertificateAuthority)
            Critical(KeyUsage(digitalSignature: true))
            try ExtendedKeyUsage([usage])
            SubjectKeyIdentifier(hash: key.publicKey)
            AuthorityKeyIdentifier(keyIdentifier: authorityKey)
            if !names.isEmpty {
                SubjectAlternativeNames(names)
            }
        }
        let certificate = try Certificate(
            version: .v3,
            serialNumber: Certificate.SerialNumber(),
            publicKey: key.publicKey,
            notValidBefore: notBefore,
            notValidAfter: notAfter,
            issuer: ca.certificate.subject,
            subject: subject,
            signatureAlgorithm: .ecdsaWithSHA256,
            extensions: extensions,
            issuerPrivateKey: ca.key
        )
        return KeyPair(certificate: certificate, key: key)
    }
}
