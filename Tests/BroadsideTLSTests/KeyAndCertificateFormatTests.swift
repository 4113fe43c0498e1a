import BroadsideTLS
import Foundation
import Testing

/// A certificate or key in a form the server cannot use says which form it is in and how to
/// convert it (operator audit: an encrypted key or a DER file got only "does not contain ...").
@Suite struct KeyAndCertificateFormatTests {
    private static func refusal(certificate: String, key: String) -> String? {
        do {
            _ = try TLSSettings.server(certificatePath: certificate, privateKeyPath: key, givenAsOptions: true)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test(.enabled(if: OpenSSL.isAvailable, OpenSSL.missing))
    func derFilesAreSaidToBeDERWithTheCommandThatConverts() async throws {
        try await withTemporaryDirectory { root in
            let files = try DevelopmentCertificates.create(in: root)
            let (certificate, key) = (root + "/cert.der", root + "/key.der")
            #expect(try await OpenSSL.run(["x509", "-in", files.certificatePath, "-outform", "DER", "-out", certificate]).status == 0)
            #expect(try await OpenSSL.run(["pkey", "-in", files.privateKeyPath, "-outform", "DER", "-out", key]).status == 0)
            #expect(Self.refusal(certificate: certificate, key: files.privateKeyPath) == "the --cert file \(certificate) does not "
                + "contain a PEM certificate; it looks like DER: convert it with `openssl x509 -inform DER -in \(certificate) -out cert.pem`")
            #expect(Self.refusal(certificate: files.certificatePath, key: key) == "the --key file \(key) does not contain an "
                + "unencrypted PEM private key; it looks like DER: convert it with "
                + "`(umask 077; openssl pkey -inform DER -in \(key) -out key.pem)`")
        }
    }

    @Test(.enabled(if: OpenSSL.isAvailable, OpenSSL.missing))
    func anEncryptedKeyIsSaidToBeWithTheCommandThatDecryptsIt() async throws {
        try await withTemporaryDirectory { root in
            let files = try DevelopmentCertificates.create(in: root)
            let key = root + "/encrypted.pem"
            let encrypted = try await OpenSSL.run(["pkey", "-in", files.privateKeyPath, "-aes256", "-passout", "pass:secret", "-out", key])
            #expect(encrypted.status == 0, "\(encrypted.output)")
            #expect(Self.refusal(certificate: files.certificatePath, key: key) == "the --key file \(key) does not contain an "
                + "unencrypted PEM private key; it is encrypted: write it out without a passphrase, readable by its owner only, "
                + "with `(umask 077; openssl pkey -in \(key) -out key.pem)`")
        }
    }

    @Test func aDirectoryIsNotAReadableFile() async throws {
        try await withTemporaryDirectory { root in
            #expect(SecureFiles.unreadable(root) == "is a directory")
            #expect(SecureFiles.unreadable(root + "/missing") == "no such file or directory")
        }
    }
}
