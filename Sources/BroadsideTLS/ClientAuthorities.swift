import X509

/// The certificates of a server's `--client-ca` file: the issuers a client certificate must name
/// (`ClientCertificateRefusal`), and the trust anchors of `ClientCertificateVerifier`.
public struct ClientAuthorities: Sendable {
    let certificates: [Certificate]
    /// Whether the file holds a certificate that another issued (an intermediate CA), which
    /// BoringSSL does not take for a trust anchor. Known once, not on every connection.
    public let holdsIntermediate: Bool
    /// The certificates as `ClientCertificateVerifier`'s trust anchors, made once.
    let trustAnchors: CertificateStore

    var subjects: [DistinguishedName] { certificates.map(\.subject) }

    /// None known: a refused certificate's issuer is not compared.
    public static let unknown = ClientAuthorities(certificates: [])

    private init(certificates: [Certificate]) {
        self.certificates = certificates
        holdsIntermediate = certificates.contains { $0.issuer != $0.subject }
        trustAnchors = CertificateStore(certificates)
    }

    /// The subjects, as the log names them: `CN=...`, joined by "; ".
    public var names: String {
        subjects.map { "\($0)" }.joined(separator: "; ")
    }

    /// The certificates in the PEM file at `path`.
    public init(inFileAt path: String) throws {
        self.init(certificates: try PEMFiles.certificateDERs(at: path).map { try Certificate(derEncoded: $0) })
    }
}
