import Foundation
import NIOSSL
import X509

/// Why a server requiring client certificates (mutual TLS) refused one. BoringSSL reports every
/// refusal on the server as CERTIFICATE_VERIFY_FAILED, an unknown issuer and a certificate made
/// for another purpose alike (only the alert the client gets tells them apart), so the reasons
/// that lie in the certificate itself are read from it here.
public enum ClientCertificateRefusal {
    /// What a certificate that no `--client-ca` certificate issued is told.
    public static let notIssued = "the client's certificate is not one the --client-ca CA issued"

    /// The reason in words when the certificate is itself at fault, or else names an issuer none
    /// of `authorities` is (none given: not compared); nil when it can be read, is fit for a
    /// client and names one of them, which leaves its issuer's signature as the reason.
    public static func reason(
        for certificate: NIOSSLCertificate, authorities: ClientAuthorities = .unknown, now: Date = Date()
    ) -> String? {
        guard let parsed = Certificate(certificate) else { return nil }
        if let fault = fault(of: parsed, now: now) { return fault }
        // Names are compared as written: a leaf of an intermediate under the CA names the
        // intermediate, so what is certain is said first, above.
        if !authorities.subjects.isEmpty, !authorities.subjects.contains(parsed.issuer) {
            return "\(notIssued) (its issuer is \(parsed.issuer))"
        }
        let namesakes = authorities.certificates.filter { $0.subject == parsed.issuer }
        if !namesakes.isEmpty, !namesakes.contains(where: { $0.publicKey.isValidSignature(parsed.signature, for: parsed) }) {
            return "\(notIssued) (it names \(parsed.issuer) as its issuer, but another key signed it: a CA of the same name, "
                + "or one made anew)"
        }
        return nil
    }

    /// What makes the certificate itself unfit for a client, if anything.
    private static func fault(of parsed: Certificate, now: Date) -> String? {
        // Without the extension a certificate is good for every purpose; with it, BoringSSL
        // accepts clientAuth alone (not even anyExtendedKeyUsage).
        if let usages = try? parsed.extensions.extendedKeyUsage, !usages.contains(.clientAuth) {
            return "the client's certificate is not for client authentication (its extended key usage lacks clientAuth); "
                + "issue it one with clientAuth, as `broadside certs --client NAME` does"
        }
        if parsed.notValidAfter < now {
            return "the client's certificate expired on \(parsed.notValidAfter); issue it a new one"
        }
        if parsed.notValidBefore > now {
            return "the client's certificate is not valid until \(parsed.notValidBefore); issue it one valid now, or check this machine's clock"
        }
        return nil
    }
}
