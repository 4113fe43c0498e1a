import NIOSSL
import SwiftASN1

/// Loads PEM certificates and keys for NIOSSL, with errors a person can act on.
enum PEMFiles {
    /// Every certificate in the PEM file at `path`, in file order (leaf first for a chain).
    /// `option` names the option that gave the file, for the error.
    static func certificates(at path: String, givenWith option: String? = nil) throws -> [NIOSSLCertificate] {
        let bytes = try SecureFiles.readFile(path)
        guard let certificates = try? NIOSSLCertificate.fromPEMBytes(bytes), !certificates.isEmpty else {
            let hint = isDER(bytes) ? "; it looks like DER: convert it with `openssl x509 -inform DER -in \(path) -out cert.pem`" : ""
            throw BroadsideTLSError(.invalidCertificate, "\(named(path, option)) does not contain a PEM certificate\(hint)")
        }
        return certificates
    }

    /// The private key in the PEM file at `path` (unencrypted). `option` names the option that
    /// gave the file, for the error.
    static func privateKey(at path: String, givenWith option: String? = nil) throws -> NIOSSLPrivateKey {
        let bytes = try SecureFiles.readFile(path)
        guard let key = try? NIOSSLPrivateKey(bytes: bytes, format: .pem) else {
            // The server starts unattended, with nobody to type a passphrase.
            let hint = if isDER(bytes) {
                "; it looks like DER: convert it with `(umask 077; openssl pkey -inform DER -in \(path) -out key.pem)`"
            } else if String(decoding: bytes, as: UTF8.self).contains("ENCRYPTED") {
                "; it is encrypted: write it out without a passphrase, readable by its owner only, with "
                    + "`(umask 077; openssl pkey -in \(path) -out key.pem)`"
            } else {
                ""
            }
            throw BroadsideTLSError(.invalidPrivateKey, "\(named(path, option)) does not contain an unencrypted PEM private key\(hint)")
        }
        return key
    }

    /// Whether `bytes` look like DER rather than PEM: one ASN.1 SEQUENCE (0x30), where PEM is text.
    private static func isDER(_ bytes: [UInt8]) -> Bool {
        bytes.first == 0x30 && (try? DER.parse(bytes)) != nil
    }

    /// The file for an error: by the option that gave it, when there is one.
    private static func named(_ path: String, _ option: String?) -> String {
        option.map { "the \($0) file \(path)" } ?? path
    }

    /// The DER bytes of the first certificate in the PEM file at `path`.
    static func firstCertificateDER(at path: String) throws -> [UInt8] {
        guard let first = try certificateDERs(at: path).first else {
            throw BroadsideTLSError(.invalidCertificate, "\(path) does not contain a PEM certificate")
        }
        return first
    }

    /// The DER bytes of every certificate in the PEM file at `path`, in file order.
    static func certificateDERs(at path: String) throws -> [[UInt8]] {
        let bytes = try SecureFiles.readFile(path)
        let documents = (try? PEMDocument.parseMultiple(pemString: String(decoding: bytes, as: UTF8.self))) ?? []
        return documents.filter { $0.discriminator == "CERTIFICATE" }.map(\.derBytes)
    }
}
