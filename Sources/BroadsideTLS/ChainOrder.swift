import X509

/// A certificate file that begins with a CA's certificate rather than the server's own (the
/// chain in the wrong order): the TLS library takes the first for the server's and finds the key
/// does not fit it, which sends the operator to look at the wrong file.
enum ChainOrder {
    /// The sentence for a file at `certificatePath` whose first certificate is a CA's; nil for
    /// any other.
    static func fault(certificatePath: String, keyPath: String) -> String? {
        let certificates = ((try? PEMFiles.certificateDERs(at: certificatePath)) ?? []).compactMap { try? Certificate(derEncoded: $0) }
        guard let first = certificates.first, case .isCertificateAuthority = try? first.extensions.basicConstraints else {
            return nil
        }
        let name = { (certificate: Certificate) in ServerCertificateWarnings.commonName(of: certificate.subject) }
        let key = KeyPairFiles.privateKey(at: keyPath)?.publicKey
        let owner = certificates.firstIndex { $0.publicKey == key }.map { index in
            " (the key in \(keyPath) belongs to \"\(name(certificates[index]))\", certificate \(index + 1) of the file)"
        }
        return "the first certificate in \(certificatePath), \"\(name(first))\", is a CA's certificate, not the server's own\(owner ?? ""): "
            + "the file must begin with the certificate the key belongs to, then the certificate of each CA after the one it issued"
    }
}
