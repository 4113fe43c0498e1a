import Foundation
import X509

/// What an operator must hear of a server certificate the server can use but clients may
/// refuse: the server starts, and every handshake of such a client fails with nothing in the
/// server's log to say why.
public enum ServerCertificateWarnings {
    /// How long before its expiry a certificate is warned of.
    static let expiryMargin: TimeInterval = 7 * CertificateIssuer.day

    /// One sentence for each thing wrong with the certificate chain in the PEM file at `path`
    /// (leaf first); none for a file that cannot be read, which the TLS set-up reports itself.
    public static func warnings(forChainAt path: String, now: Date = Date()) -> [String] {
        guard let chain = try? PEMFiles.certificateDERs(at: path), let first = chain.first,
            let leaf = try? Certificate(derEncoded: first)
        else { return [] }
        let withoutIssuer = chain.count == 1
            ? missingIssuer(of: leaf, at: path)
            : brokenChain(after: leaf, next: try? Certificate(derEncoded: chain[1]), at: path)
        return [validity(of: leaf, at: path, now: now), withoutIssuer].compactMap { $0 }
    }

    /// A private key that other users of the machine may read lets them pose as the server.
    /// Warned of rather than refused: the server runs as it did, and the fix is one `chmod`.
    public static func warning(forKeyAt path: String) -> String? {
        warning(forKeyAt: path, whoseReaders: "pose as this server")
    }

    /// The development CA's key, worse: whoever reads it can issue a certificate for any name,
    /// and every client that trusts the CA accepts it.
    public static func warning(forCAKeyAt path: String) -> String? {
        warning(forKeyAt: path, whoseReaders: "issue certificates for any server that every client trusting this CA accepts")
    }

    private static func warning(forKeyAt path: String, whoseReaders harm: String) -> String? {
        guard let mode = SecureFiles.modeReadableByOthers(path) else { return nil }
        let readers = SecureFiles.othersLetIn(by: mode)
        return "the private key \(path) can be read by \(readers) (mode 0\(String(mode, radix: 8))), who could "
            + "\(harm): make it readable by its owner alone, with \(SecureFiles.ownOnly(path, mode: "600"))"
    }

    private static func validity(of leaf: Certificate, at path: String, now: Date) -> String? {
        if leaf.notValidBefore > now {
            return "the server certificate \(path) is not valid until \(leaf.notValidBefore); clients refuse it until then: "
                + "use one valid now, or check this machine's clock"
        }
        guard leaf.notValidAfter < now + expiryMargin else { return nil }
        let when = leaf.notValidAfter < now ? "expired; clients refuse it" : "expires within 7 days; clients will refuse it then"
        return "the server certificate \(path) \(when) (\(leaf.notValidAfter)): renew it"
    }

    /// A leaf alone in its file, from a CA that is not in it: a client that trusts only the root
    /// cannot build the chain (certbot's `cert.pem` where `fullchain.pem` belongs).
    private static func missingIssuer(of leaf: Certificate, at path: String) -> String? {
        guard leaf.issuer != leaf.subject, !isIssuedByCABeside(leaf, at: path) else { return nil }
        return "the server certificate file \(path) holds no issuer certificate after the leaf: clients must trust its issuer "
            + "\"\(commonName(of: leaf.issuer))\" directly, or the intermediate certificate must be appended to the file "
            + "(certbot's fullchain.pem, not cert.pem)"
    }

    /// A certificate after the leaf that did not issue it: an intermediate left out (leaf and
    /// root alone) or the chain out of order. Clients then fail with "unable to get local issuer
    /// certificate".
    private static func brokenChain(after leaf: Certificate, next: Certificate?, at path: String) -> String? {
        guard let next, !RenewalPolicy.isIssued(leaf, by: next) else { return nil }
        return "the second certificate in the server certificate file \(path), \"\(commonName(of: next.subject))\", did not issue "
            + "the first (its issuer is \"\(commonName(of: leaf.issuer))\"): the intermediate is missing or the chain is out of "
            + "order, and clients that trust only the root refuse the server; put the server's certificate first, then the "
            + "certificate of each CA after the one it issued (certbot's fullchain.pem)"
    }

    /// The development certificates' layout: clients are given the `ca.pem` beside the
    /// certificate, the CA that issued it.
    private static func isIssuedByCABeside(_ leaf: Certificate, at path: String) -> Bool {
        let caPath = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent("ca.pem").path
        guard let ca = try? Certificate(derEncoded: PEMFiles.firstCertificateDER(at: caPath)) else { return false }
        return RenewalPolicy.isIssued(leaf, by: ca)
    }

    static func commonName(of name: DistinguishedName) -> String {
        let attribute = name.lazy.flatMap { $0 }.first { $0.type == .RDNAttributeType.commonName }
        return attribute.flatMap { String($0.value) } ?? "\(name)"
    }
}
