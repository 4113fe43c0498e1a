import Foundation
import SwiftASN1
import X509

/// Reads and writes a ``KeyPair`` as two PEM files: the certificate (mode 0644) and its key
/// (mode 0600, created with that mode).
enum KeyPairFiles {
    static func write(_ pair: KeyPair, certificatePath: String, keyPath: String, directory: String) throws {
        let keyPEM: [UInt8]
        let certificatePEM: [UInt8]
        do {
            keyPEM = pem(try pair.key.serializeAsPEM())
            certificatePEM = pem(try pair.certificate.serializeAsPEM())
        } catch {
            throw BroadsideTLSError(.unusableConfiguration, "cannot encode a development certificate as PEM: \(error)")
        }
        try SecureFiles.writeFile(keyPEM, to: keyPath, mode: SecureFiles.privateFileMode, directory: directory)
        try SecureFiles.writeFile(
            certificatePEM,
            to: certificatePath,
            mode: SecureFiles.publicFileMode,
            directory: directory
        )
    }

    /// Whether the key in one file belongs to the certificate in the other; nil when either cannot
    /// be read.
    static func keyBelongsToCertificate(certificatePath: String, keyPath: String) -> Bool? {
        parse(certificatePath: certificatePath, keyPath: keyPath).map { $0.key.publicKey == $0.certificate.publicKey }
    }

    /// The pair in the two files, or nil when either is missing, unreadable, not PEM, or the key
    /// does not belong to the certificate.
    static func read(certificatePath: String, keyPath: String) -> KeyPair? {
        guard let (certificate, key) = parse(certificatePath: certificatePath, keyPath: keyPath),
            key.publicKey == certificate.publicKey
        else { return nil }
        return KeyPair(certificate: certificate, key: key)
    }

    /// The key in the PEM file at `path`, or nil when it cannot be read.
    static func privateKey(at path: String) -> Certificate.PrivateKey? {
        guard let bytes = try? SecureFiles.readFile(path) else { return nil }
        return try? Certificate.PrivateKey(pemEncoded: String(decoding: bytes, as: UTF8.self))
    }

    /// The first certificate in the PEM file at `path`, or nil when it cannot be read: a chain
    /// (`fullchain.pem`) holds the leaf first, and the key belongs to the leaf.
    static func certificate(at path: String) -> Certificate? {
        guard let der = try? PEMFiles.firstCertificateDER(at: path) else { return nil }
        return try? Certificate(derEncoded: der)
    }

    private static func parse(certificatePath: String, keyPath: String) -> (certificate: Certificate, key: Certificate.PrivateKey)? {
        guard let certificate = certificate(at: certificatePath), let key = privateKey(at: keyPath) else { return nil }
        return (certificate, key)
    }

    private static func pem(_ document: PEMDocument) -> [UInt8] {
        var text = document.pemString
        if !text.hasSuffix("\n") { text += "\n" }
        return Array(text.utf8)
    }
}
