import Foundation
import X509

/// When existing development certificates can be kept and when they must be replaced.
enum RenewalPolicy {
    /// Re-issue the server certificate when it expires within this time.
    static let leafMargin: TimeInterval = 7 * CertificateIssuer.day
    /// Make a new CA (and so everything) when the CA expires within this time.
    static let caMargin: TimeInterval = 30 * CertificateIssuer.day

    enum Decision: Equatable {
        case reuse
        case reissueLeaf
        case recreateAll
    }

    static func decide(ca: KeyPair?, leaf: KeyPair?, names: [GeneralName], now: Date) -> Decision {
        guard let ca, isUsableCA(ca.certificate, now: now) else { return .recreateAll }
        guard let leaf, isUsableServerCertificate(leaf.certificate, issuedBy: ca.certificate, for: names, now: now)
        else { return .reissueLeaf }
        return .reuse
    }

    static func isUsableCA(_ certificate: Certificate, now: Date) -> Bool {
        guard case .isCertificateAuthority = try? certificate.extensions.basicConstraints,
            (try? certificate.extensions.keyUsage)?.keyCertSign == true
        else { return false }
        return certificate.notValidBefore <= now && certificate.notValidAfter.timeIntervalSince(now) >= caMargin
    }

    static func isUsableServerCertificate(
        _ certificate: Certificate,
        issuedBy ca: Certificate,
        for names: [GeneralName],
        now: Date
    ) -> Bool {
        guard isIssued(certificate, by: ca),
            certificate.notValidBefore <= now,
            certificate.notValidAfter.timeIntervalSince(now) >= leafMargin,
            (try? certificate.extensions.extendedKeyUsage)?.contains(.serverAuth) == true,
            let presented = try? certificate.extensions.subjectAlternativeNames
        else { return false }
        return Set(presented) == Set(names)
    }

    static func isIssued(_ certificate: Certificate, by ca: Certificate) -> Bool {
        certificate.issuer == ca.subject && ca.publicKey.isValidSignature(certificate.signature, for: certificate)
    }
}
