import NIOSSL
import SwiftASN1

/// Loads PEM certificates and keys for NIOSSL, with errors a person can act on.
enum PEMFiles {
    /// Every certificate in the PEM file at `path`, in file order (leaf first for a chain).
    /// `option` names the option that gave the file, for the error.
    static func certificates(at path: String, givenWith option: String? = nil) throws -> [NIOSSLCertificate] {
        let bytes = try SecureFiles.readFile(path)
        guard let certificates = try? NIOSSLCertificate.fromPEMBytes(bytes), !certificates.isEmpty else {
            throw BroadsideTLSError(.invalidCertificate, "\(named(path, option)) does not contain a PEM certificate")
        }
        return certificates
    }

    /// The private key in the PEM file at `path` (unencrypted). `option` names the option that
    /// gave the file, for the error.
    static func privateKey(at path: String, givenWith option: String? = nil) throws -> NIOSSLPrivateKey {
        let bytes = try SecureFiles.readFile(path)
        guard let key = try? NIOSSLPrivateKey(bytes: bytes, format: .pem) else {
            throw BroadsideTLSError(.invalidPrivateKey, "\(named(path, option)) does not contain an unencrypted PEM private key")
        }
        return key
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
