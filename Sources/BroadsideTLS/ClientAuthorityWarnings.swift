import Foundation
import X509

/// What an operator must hear of a `--client-ca` file: BoringSSL takes any certificate as a
/// trust root, and a server given one that issues nothing, or has run out, refuses every client
/// with nothing in its log to say why.
public enum ClientAuthorityWarnings {
    /// One sentence for each certificate in the PEM file at `path` that cannot vouch for a client
    /// now; none for a file that cannot be read, which the TLS set-up reports itself.
    public static func warnings(forClientCAAt path: String, now: Date = Date()) -> [String] {
        let certificates = ((try? PEMFiles.certificateDERs(at: path)) ?? []).compactMap { try? Certificate(derEncoded: $0) }
        return certificates.compactMap { certificate in
            let name = "the --client-ca certificate \"\(ServerCertificateWarnings.commonName(of: certificate.subject))\" in \(path)"
            if let reason = reasonItIsNoCA(certificate) {
                return "\(name) is not a CA certificate (\(reason)): it issues no client certificates, so clients whose "
                    + "certificates it was meant to vouch for are refused; give the certificate of the CA that issued theirs "
                    + "(`broadside certs --client NAME` names it)"
            }
            if certificate.notValidAfter < now {
                return "\(name) expired on \(certificate.notValidAfter): every client is refused until it is renewed"
            }
            if certificate.notValidBefore > now {
                return "\(name) is not valid until \(certificate.notValidBefore): every client is refused until then; "
                    + "check this machine's clock"
            }
            return nil
        }
    }

    /// A CA certificate says so (basic constraints CA:TRUE) and, when it limits its key's use,
    /// allows signing certificates (RFC 5280 4.2.1.3, 4.2.1.9).
    private static func reasonItIsNoCA(_ certificate: Certificate) -> String? {
        guard case .isCertificateAuthority = try? certificate.extensions.basicConstraints else {
            return "its basic constraints do not say CA:TRUE"
        }
        if let usage = try? certificate.extensions.keyUsage, !usage.keyCertSign {
            return "its key usage lacks keyCertSign"
        }
        return nil
    }
}
