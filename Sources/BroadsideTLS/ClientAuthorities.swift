import X509

/// The certificates of a server's `--client-ca` file, by subject: the issuers a client
/// certificate must name (`ClientCertificateRefusal`).
public struct ClientAuthorities: Sendable {
    let subjects: [DistinguishedName]

    /// None known: a refused certificate's issuer is not compared.
    public static let unknown = ClientAuthorities(subjects: [])

    private init(subjects: [DistinguishedName]) {
        self.subjects = subjects
    }

    /// The subjects, as the log names them: `CN=...`, joined by "; ".
    public var names: String {
        subjects.map { "\($0)" }.joined(separator: "; ")
    }

    /// The certificates in the PEM file at `path`.
    public init(inFileAt path: String) throws {
        subjects = try PEMFiles.certificateDERs(at: path).map { try Certificate(derEncoded: $0).subject }
    }
}
